import type { FetchBaseQueryMeta } from '@reduxjs/toolkit/query/react';
import { baseApi } from '@yoga/api-client';
import type { AdminMessageRow, AdminMessagesQuery, SuccessResponse } from '@yoga/contracts';

export interface MessagesPage {
  items: AdminMessageRow[];
  total: number;
}

/** The outbox of messages to students (GET /api/admin/messages) and "Retry" of one. */
export const messagesApi = baseApi.enhanceEndpoints({ addTagTypes: ['Message'] }).injectEndpoints({
  endpoints: (build) => ({
    adminMessages: build.query<MessagesPage, AdminMessagesQuery>({
      query: (params) => ({ url: '/admin/messages', params }),
      transformResponse: (items: AdminMessageRow[], meta) => {
        const header = (meta as FetchBaseQueryMeta | undefined)?.response?.headers.get(
          'X-Total-Count',
        );
        return { items, total: header ? Number(header) : items.length };
      },
      providesTags: (result) => [
        ...(result?.items ?? []).map((m) => ({ type: 'Message' as const, id: m.id })),
        { type: 'Message' as const, id: 'LIST' },
      ],
    }),
    retryMessage: build.mutation<SuccessResponse, number>({
      query: (id) => ({ url: `/admin/messages/${id}/retry`, method: 'POST' }),
      invalidatesTags: (_r, _e, id) => [
        { type: 'Message' as const, id },
        { type: 'Message' as const, id: 'LIST' },
      ],
    }),
  }),
});

export const { useAdminMessagesQuery, useRetryMessageMutation } = messagesApi;
