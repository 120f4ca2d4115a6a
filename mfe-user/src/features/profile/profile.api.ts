import type { FetchBaseQueryMeta } from '@reduxjs/toolkit/query/react';
import { baseApi } from '@yoga/api-client';
import type { DeleteAccountRequest, SuccessResponse } from '@yoga/contracts';
import { filenameFrom } from './download';

export interface DataExport {
  filename: string;
  json: string;
}

/** The student's own data: the export file and account deletion (DPDP). */
export const profileApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    exportMyData: build.mutation<DataExport, void>({
      query: () => ({ url: '/profile/export', responseHandler: 'text' }),
      transformResponse: (json: string, meta) => ({
        json,
        // The shared base query does not declare its meta type; it is fetchBaseQuery's.
        filename: filenameFrom(
          (meta as FetchBaseQueryMeta | undefined)?.response?.headers.get('Content-Disposition'),
        ),
      }),
    }),
    deleteAccount: build.mutation<SuccessResponse, DeleteAccountRequest>({
      query: (body) => ({ url: '/profile', method: 'DELETE', body }),
    }),
  }),
});

export const { useExportMyDataMutation, useDeleteAccountMutation } = profileApi;
