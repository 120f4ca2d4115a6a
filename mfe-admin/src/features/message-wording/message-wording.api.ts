import { baseApi } from '@yoga/api-client';
import type {
  AdminMessageWording,
  ContentVersion,
  MessageEvent,
  MessageWording,
  MessageWordingPreview,
  MessageWordingSummary,
  PublishedMessageWording,
} from '@yoga/contracts';

/** The owner's wording of the messages (docs/message-wording.md): draft, preview, publish, versions. */
export const messageWordingApi = baseApi
  .enhanceEndpoints({ addTagTypes: ['MessageWording'] })
  .injectEndpoints({
    endpoints: (build) => ({
      messageWordings: build.query<MessageWordingSummary[], void>({
        query: () => '/admin/message-wording',
        providesTags: [{ type: 'MessageWording' as const, id: 'LIST' }],
      }),
      messageWording: build.query<AdminMessageWording, MessageEvent>({
        query: (kind) => `/admin/message-wording/${kind}`,
        providesTags: (_r, _e, kind) => [{ type: 'MessageWording' as const, id: kind }],
      }),
      messageWordingVersions: build.query<ContentVersion[], MessageEvent>({
        query: (kind) => `/admin/message-wording/${kind}/versions`,
        providesTags: (_r, _e, kind) => [
          { type: 'MessageWording' as const, id: `${kind}-versions` },
        ],
      }),
      saveMessageWording: build.mutation<
        AdminMessageWording,
        { kind: MessageEvent; wording: MessageWording }
      >({
        query: ({ kind, wording }) => ({
          url: `/admin/message-wording/${kind}`,
          method: 'PUT',
          body: { wording },
        }),
        invalidatesTags: (_r, _e, { kind }) => [
          { type: 'MessageWording' as const, id: kind },
          { type: 'MessageWording' as const, id: 'LIST' },
        ],
      }),
      previewMessageWording: build.mutation<
        MessageWordingPreview,
        { kind: MessageEvent; wording: MessageWording }
      >({
        query: ({ kind, wording }) => ({
          url: `/admin/message-wording/${kind}/preview`,
          method: 'POST',
          body: { wording },
        }),
      }),
      publishMessageWording: build.mutation<PublishedMessageWording, MessageEvent>({
        query: (kind) => ({ url: `/admin/message-wording/${kind}/publish`, method: 'POST' }),
        invalidatesTags: (_r, _e, kind) => [
          { type: 'MessageWording' as const, id: kind },
          { type: 'MessageWording' as const, id: `${kind}-versions` },
          { type: 'MessageWording' as const, id: 'LIST' },
        ],
      }),
      restoreMessageWording: build.mutation<
        PublishedMessageWording,
        { kind: MessageEvent; version: number }
      >({
        query: ({ kind, version }) => ({
          url: `/admin/message-wording/${kind}/versions/${version}/restore`,
          method: 'POST',
        }),
        invalidatesTags: (_r, _e, { kind }) => [
          { type: 'MessageWording' as const, id: kind },
          { type: 'MessageWording' as const, id: `${kind}-versions` },
          { type: 'MessageWording' as const, id: 'LIST' },
        ],
      }),
    }),
  });

export const {
  useMessageWordingsQuery,
  useMessageWordingQuery,
  useMessageWordingVersionsQuery,
  useSaveMessageWordingMutation,
  usePreviewMessageWordingMutation,
  usePublishMessageWordingMutation,
  useRestoreMessageWordingMutation,
} = messageWordingApi;
