import type { FetchBaseQueryMeta } from '@reduxjs/toolkit/query/react';
import { baseApi } from '@yoga/api-client';
import type {
  DeleteAccountRequest,
  HealthNotes,
  PushPublicKey,
  PushSubscriptionRequest,
  PushSubscriptionState,
  PushUnsubscribeRequest,
  SuccessResponse,
  UpdateHealthNotesRequest,
} from '@yoga/contracts';
import { filenameFrom } from './download';

export interface DataExport {
  filename: string;
  json: string;
}

/** The student's own data: the export file, account deletion (DPDP), and their health notes. */
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
    healthNotes: build.query<HealthNotes, void>({ query: () => '/profile/health-notes' }),
    saveHealthNotes: build.mutation<HealthNotes, UpdateHealthNotesRequest>({
      query: (body) => ({ url: '/profile/health-notes', method: 'PUT', body }),
      async onQueryStarted(_body, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled;
        dispatch(profileApi.util.upsertQueryData('healthNotes', undefined, data));
      },
    }),
    // Web push on this device (the profile's toggle): the VAPID key, then the browser's subscription.
    pushPublicKey: build.query<PushPublicKey, void>({
      query: () => ({ url: '/push/public-key' }),
    }),
    subscribePush: build.mutation<PushSubscriptionState, PushSubscriptionRequest>({
      query: (body) => ({ url: '/push/subscriptions', method: 'POST', body }),
    }),
    unsubscribePush: build.mutation<PushSubscriptionState, PushUnsubscribeRequest>({
      query: (body) => ({ url: '/push/subscriptions', method: 'DELETE', body }),
    }),
  }),
});

export const {
  useExportMyDataMutation,
  useDeleteAccountMutation,
  useHealthNotesQuery,
  useSaveHealthNotesMutation,
  useLazyPushPublicKeyQuery,
  useSubscribePushMutation,
  useUnsubscribePushMutation,
} = profileApi;
