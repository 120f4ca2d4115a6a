/**
 * Content of the public pages edited in the admin panel (issue 23): `GET /api/content/:page` (published),
 * `GET|PUT /api/admin/content/:page` (draft), `POST /api/admin/content/:page/publish`,
 * `GET /api/admin/content/:page/versions`, `POST /api/admin/content/:page/versions/:version/restore`,
 * `POST /api/admin/content/photos` (a photo for a slot), `POST /api/admin/content/:page/preview`. See
 * docs/content.md.
 *
 * Every visible text is a `LocalText`: English and Hindi as plain strings, as the page shows them. A Hindi
 * text left empty shows the English one (`localText`).
 *
 * The documents' and requests' types are generated from the server's classes (ADR 0016: the schema classes
 * of backend/src/modules/content/schemas and the DTOs of backend/src/modules/content/dto);
 * their documentation is there. `ContentDocuments` (each page's document) and the generic
 * `PublishedContent` / `AdminContent` over it stay written by hand (content/pages.ts): the OpenAPI document
 * cannot pair a page with its document.
 *
 * What is not a shape lives in content/, a file per document (its check, its constants) beside the pages'
 * ids and documents (`pages.ts`), the photos' slots (`photos.ts`), the check's building blocks
 * (`fields.ts`) and the check of a whole document (`problems.ts`); this file re-exports them by name.
 */
export type {
  AboutContent,
  AboutStoryContent,
  AboutValuesContent,
  AnnouncementContent,
  ContactContent,
  ContentPhoto,
  ContentPhotoUploadRequest,
  ContentPreviewLink,
  ContentVersion,
  CounterContent,
  EventContent,
  FaqContent,
  HeroSlideContent,
  HomeCardsContent,
  HomeContent,
  HomeCtaContent,
  HomeFaqContent,
  HomeFounderContent,
  HomeHeroContent,
  HomeTrainersContent,
  LinkedSentenceContent,
  LiveEventsContent,
  LiveEventsGalleryContent,
  LiveEventsPastContent,
  LocalText,
  MainSliderContent,
  MetaContent,
  PageMetaContent,
  PolicyContent,
  PolicySectionContent,
  SaveContentRequest,
  SiteContent,
  TitledText,
  TrainerContent,
  UploadedContentPhoto,
  WellnessCardsContent,
  WellnessContent,
  WellnessTipsContent,
} from './api.generated.js';

export {
  CONTENT_PAGE_PATHS,
  CONTENT_PAGES,
  isContentPage,
  localText,
  type AdminContent,
  type ContentDocument,
  type ContentDocuments,
  type ContentPageId,
  type PublishedContent,
} from './content/pages.js';
export {
  META_PAGES,
  META_PLACEHOLDERS,
  fillMetaText,
  type MetaPageId,
  type MetaPlaceholder,
} from './content/meta.js';
export type { PolicyPageId } from './content/policy.js';
export { WELLNESS_CONTENT_PAGES, type WellnessPageId } from './content/wellness.js';
export {
  CONTENT_PHOTO_SIZES,
  CONTENT_PHOTO_SLOTS,
  type ContentPhotoSlot,
} from './content/photos.js';
export { CONTENT_LIMITS, type ContentProblem, type ContentProblemCode } from './content/fields.js';
export { contentProblem, contentProblems, missingHindi } from './content/problems.js';
