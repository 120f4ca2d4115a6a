import type { FetchBaseQueryMeta } from '@reduxjs/toolkit/query/react';
import { baseApi, listTags } from '@yoga/api-client';
import { PAGE_LIMIT_MAX, type AdminUserRow } from '@yoga/contracts';
import type { AdminUserList } from './users-table.types';

export const usersTableApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    adminUsers: build.query<AdminUserList, number>({
      query: (page) => ({ url: '/admin/users', params: { page, limit: PAGE_LIMIT_MAX } }),
      transformResponse: (items: AdminUserRow[], meta) => {
        // The shared base query does not declare its meta type; it is fetchBaseQuery's.
        const header = (meta as FetchBaseQueryMeta | undefined)?.response?.headers.get(
          'X-Total-Count',
        );
        return { items, total: header ? Number(header) : items.length };
      },
      // Same User/LIST tag as manage-user, so any change there refreshes this table.
      providesTags: (result) => listTags('User', result?.items),
    }),
  }),
});

export const { useAdminUsersQuery } = usersTableApi;
