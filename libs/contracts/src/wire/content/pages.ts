import type {
  AboutContent,
  AdminContent as GeneratedAdminContent,
  ContactContent,
  HomeContent,
  LiveEventsContent,
  LocalText,
  MainSliderContent,
  MetaContent,
  PolicyContent,
  PublishedContent as GeneratedPublishedContent,
  SiteContent,
  WellnessContent,
} from '../api.generated.js';

// The content pages: their ids, their documents, their addresses.

/** The pages whose content is edited. `site`: what every public page shows (the announcement bar). */
export const CONTENT_PAGES = [
  'site',
  'home',
  'about',
  'events',
  'contact',
  'mental',
  'nutrition',
  'physical',
  'lifestyle',
  'refund',
  'privacy',
  'terms',
  'meta',
  'mainslider',
] as const;

export type ContentPageId = (typeof CONTENT_PAGES)[number];

export function isContentPage(value: string): value is ContentPageId {
  return (CONTENT_PAGES as readonly string[]).includes(value);
}

/** The text a page in `locale` shows: Hindi when filled in, otherwise English. */
export function localText(text: LocalText, locale: string): string {
  return locale === 'hi' && text.hi.trim() !== '' ? text.hi : text.en;
}

/**
 * Each page's document (the OpenAPI document cannot pair a path parameter with a response shape, so this
 * map and the generic `PublishedContent` / `AdminContent` over it stay written here).
 */
export interface ContentDocuments {
  site: SiteContent;
  refund: PolicyContent;
  privacy: PolicyContent;
  terms: PolicyContent;
  mental: WellnessContent;
  nutrition: WellnessContent;
  physical: WellnessContent;
  lifestyle: WellnessContent;
  home: HomeContent;
  about: AboutContent;
  events: LiveEventsContent;
  contact: ContactContent;
  meta: MetaContent;
  mainslider: MainSliderContent;
}
export type ContentDocument = ContentDocuments[ContentPageId];

/**
 * GET /api/content/:page: the published document, typed by its page (the document's `PublishedContent`
 * has the union of every page's document; this pairs `page` with its own).
 */
export type PublishedContent<P extends ContentPageId = ContentPageId> = Omit<
  GeneratedPublishedContent,
  'page' | 'document'
> & { page: P; document: ContentDocuments[P] };

/** GET /api/admin/content/:page: the draft, typed by its page (as `PublishedContent`). */
export type AdminContent<P extends ContentPageId = ContentPageId> = Omit<
  GeneratedAdminContent,
  'page' | 'document'
> & { page: P; document: ContentDocuments[P] };

/** The public address each content page is seen at (its preview opens there; `site` is on every page). */
export const CONTENT_PAGE_PATHS: Readonly<Record<ContentPageId, string>> = {
  home: '/',
  site: '/',
  about: '/about',
  events: '/livestream',
  contact: '/contact',
  mental: '/mentalhealth',
  nutrition: '/nutrition',
  physical: '/physical',
  lifestyle: '/lifestyle',
  refund: '/returnrefund',
  privacy: '/privacy-policy',
  terms: '/termsofuse',
  meta: '/',
  mainslider: '/mainslider',
};
