import type { Language, PublicRenderRequest } from '@yoga/contracts';

type SiteData = PublicRenderRequest['data'];

/**
 * The data of the server-rendered public pages and the sitemap (the public API's reads, in process).
 * configure-app mounts the site with it; the module that owns the posts (blogs) provides it, so the app's
 * set-up imports no feature module.
 */
export abstract class PublicSiteData implements Pick<SiteData, 'blogs' | 'blog'> {
  abstract blogs(): ReturnType<SiteData['blogs']>;
  abstract blog(id: number): ReturnType<SiteData['blog']>;
}

/** The coming week of classes for `/schedule`: provided by the module that owns the classes. */
export abstract class PublicScheduleData implements Pick<SiteData, 'schedule'> {
  abstract schedule(): ReturnType<SiteData['schedule']>;
}

/** The plans on sale for `/price`: provided by the module that owns the plans. */
export abstract class PublicPlansData implements Pick<SiteData, 'plans'> {
  abstract plans(): ReturnType<SiteData['plans']>;
}

/** A certificate for `/verify/:code`: provided by the module that owns the challenges. */
export abstract class PublicCertificateData implements Pick<SiteData, 'certificate'> {
  abstract certificate(code: string, ip?: string): ReturnType<SiteData['certificate']>;
}

/** The offer shown on `/price`: provided by the module that owns the offer codes. */
export abstract class PublicOfferData implements Pick<SiteData, 'featuredOffer'> {
  abstract featuredOffer(): ReturnType<SiteData['featuredOffer']>;
}

/**
 * The list cache (ListCaches) of the published content: cleared on every publish, on every instance
 * (Redis pub/sub); the server-rendered pages kept in memory follow it (`ListCaches.watch`).
 */
export const PUBLIC_CONTENT_CACHE = 'content';

/** The edited content of the public pages (published, or the draft for an admin's preview). */
export abstract class PublicContentData implements Pick<SiteData, 'content'> {
  abstract content: SiteData['content'];
}

/** Whether a request's `Authorization` header is a live admin session (an admin's page preview). */
export abstract class PublicPreviewAccess {
  abstract isAdmin(authorization: string | undefined): Promise<boolean>;
  /** Whether `?preview=<token>` is a live preview address (made for an admin's session). */
  abstract isPreviewToken(token: string): Promise<boolean>;
}

/**
 * The public page of a shared milestone card (`/m/<token>`, `/hi/m/<token>`): a small server-rendered
 * document with the card's Open Graph tags, or a 404 page. Provided by the practice module.
 */
export abstract class PublicMilestoneCards {
  abstract page(token: string, locale: Language): Promise<{ status: number; html: string }>;
}

/**
 * What a server-rendered page was drawn from, named by the data it read (docs/performance.md, "Public
 * pages"): a change of one of them makes the kept page stale (the public-pages module turns the domain
 * events into these). `content:<page>` names one content document; `*` stands for everything.
 */
export type PageTag =
  'blogs' | 'schedule' | 'plans' | 'offers' | 'content' | `content:${string}` | 'settings' | '*';

/**
 * Tells every instance which kept pages went stale (Redis pub/sub; in process without Redis). Provided by
 * the public-pages module, so the app's set-up imports no feature module.
 */
export abstract class PublicPageChanges {
  /** Calls `listener` with the tags of every change, announced on this instance or another. */
  abstract listen(listener: (tags: readonly PageTag[]) => void): void;
}
