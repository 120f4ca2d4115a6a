import type { FetchBaseQueryMeta } from '@reduxjs/toolkit/query/react';
import { baseApi, listTags } from '@yoga/api-client';
import type { ErasureRow } from '@yoga/contracts';

export interface ErasurePage {
  items: ErasureRow[];
  total: number;
}

/** The log of deleted accounts (DPDP erasures). */
export const adminAccountApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    erasures: build.query<ErasurePage, number>({
      query: (page) => ({ url: '/admin/erasures', params: { page } }),
      transformResponse: (items: ErasureRow[], meta) => {
        // The shared base query does not declare its meta type; it is fetchBaseQuery's.
        const header = (meta as FetchBaseQueryMeta | undefined)?.response?.headers.get(
          'X-Total-Count',
        );
        return { items, total: header ? Number(header) : items.length };
      },
      providesTags: (result) => listTags('Erasure', result?.items),
    }),
  }),
});

export const { useErasuresQuery } = adminAccountApi;
