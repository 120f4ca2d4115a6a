import { baseApi } from '@yoga/api-client';
import type {
  AdminContent,
  ContentDocument,
  ContentPageId,
  ContentPhotoSlot,
  ContentPreviewLink,
  ContentVersion,
  PublishedContent,
  UploadedContentPhoto,
} from '@yoga/contracts';

export interface PhotoUpload {
  file: File;
  slot: ContentPhotoSlot;
  /** Focal point, 0..1 from the left and from the top. */
  focus: { x: number; y: number };
}

/** The public pages' content: draft, publish, versions, restore, photos (docs/content.md). */
export const siteContentApi = baseApi
  .enhanceEndpoints({ addTagTypes: ['Content'] })
  .injectEndpoints({
    endpoints: (build) => ({
      adminContent: build.query<AdminContent, ContentPageId>({
        query: (page) => `/admin/content/${page}`,
        providesTags: (_r, _e, page) => [{ type: 'Content' as const, id: page }],
      }),
      contentVersions: build.query<ContentVersion[], ContentPageId>({
        query: (page) => `/admin/content/${page}/versions`,
        providesTags: (_r, _e, page) => [{ type: 'Content' as const, id: `${page}-versions` }],
      }),
      saveContent: build.mutation<AdminContent, { page: ContentPageId; document: ContentDocument }>(
        {
          query: ({ page, document }) => ({
            url: `/admin/content/${page}`,
            method: 'PUT',
            body: { document },
          }),
          invalidatesTags: (_r, _e, { page }) => [{ type: 'Content' as const, id: page }],
        },
      ),
      publishContent: build.mutation<PublishedContent, ContentPageId>({
        query: (page) => ({ url: `/admin/content/${page}/publish`, method: 'POST' }),
        invalidatesTags: (_r, _e, page) => [
          { type: 'Content' as const, id: page },
          { type: 'Content' as const, id: `${page}-versions` },
        ],
      }),
      restoreContent: build.mutation<PublishedContent, { page: ContentPageId; version: number }>({
        query: ({ page, version }) => ({
          url: `/admin/content/${page}/versions/${version}/restore`,
          method: 'POST',
        }),
        invalidatesTags: (_r, _e, { page }) => [
          { type: 'Content' as const, id: page },
          { type: 'Content' as const, id: `${page}-versions` },
        ],
      }),
      uploadContentPhoto: build.mutation<UploadedContentPhoto, PhotoUpload>({
        query: ({ file, slot, focus }) => {
          const body = new FormData();
          body.append('slot', slot);
          body.append('focus_x', focus.x.toFixed(2));
          body.append('focus_y', focus.y.toFixed(2));
          body.append('file', file);
          return { url: '/admin/content/photos', method: 'POST', body };
        },
      }),
      /** The page's real address drawing the draft, for this admin's session (`/about?preview=…`). */
      previewPage: build.mutation<ContentPreviewLink, ContentPageId>({
        query: (page) => ({ url: `/admin/content/${page}/preview`, method: 'POST' }),
      }),
    }),
  });

export const {
  useAdminContentQuery,
  useContentVersionsQuery,
  useSaveContentMutation,
  usePublishContentMutation,
  useRestoreContentMutation,
  useUploadContentPhotoMutation,
  usePreviewPageMutation,
} = siteContentApi;
