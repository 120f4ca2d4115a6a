import { SAMPLE_BUSINESS_DETAILS, type BusinessDetails } from '@yoga/contracts';

export const SITE_SETTINGS_URL = '/api/site-settings';

/**
 * A response we can show: the contract's shape at a glance (the server builds it from one typed settings
 * object). Anything else, an error page or an older server's 404, means the samples.
 */
function isBusinessDetails(value: unknown): value is BusinessDetails {
  const d = value as Partial<BusinessDetails> | null;
  return (
    typeof d?.sample === 'boolean' &&
    [d.brand_name, d.legal_name, d.phone, d.whatsapp, d.email].every(
      (v) => typeof v === 'string',
    ) &&
    typeof d.address?.city === 'string' &&
    typeof d.grievance?.email === 'string' &&
    Array.isArray(d.social)
  );
}

/**
 * The page's one request and its answer. Every app bundles this small lib (it is not a federation share:
 * that would cost the first load more than it saves), so the copies meet on a registered symbol instead.
 */
interface PageCache {
  request?: Promise<BusinessDetails>;
  loaded?: BusinessDetails;
}
const CACHE_KEY = Symbol.for('yoga.site-settings');
function pageCache(): PageCache {
  const page = globalThis as { [CACHE_KEY]?: PageCache };
  return (page[CACHE_KEY] ??= {});
}

/**
 * The business details, fetched once per page whichever areas (shell, remotes) show them. Never rejects:
 * while the API is down, or older than the route, the samples stand in (and say so).
 */
export function loadBusinessDetails(): Promise<BusinessDetails> {
  const cache = pageCache();
  cache.request ??= Promise.resolve()
    .then(() => fetch(SITE_SETTINGS_URL))
    .then((res) => (res.ok ? res.json() : undefined))
    .then((body: unknown) => (isBusinessDetails(body) ? body : SAMPLE_BUSINESS_DETAILS))
    .catch(() => SAMPLE_BUSINESS_DETAILS)
    .then((details) => (cache.loaded = details));
  return cache.request;
}

/** The details already loaded on this page, if any (lets a late component skip the sample flash). */
export function loadedBusinessDetails(): BusinessDetails | undefined {
  return pageCache().loaded;
}

/**
 * Uses `details` as this page's answer without a request: the details a server-rendered page was drawn
 * with (so hydration shows the same), or the server renderer's own settings.
 */
export function primeBusinessDetails(details: BusinessDetails): void {
  const cache = pageCache();
  cache.loaded = details;
  cache.request = Promise.resolve(details);
}

/** Forgets the loaded details (tests). */
export function resetBusinessDetails(): void {
  const cache = pageCache();
  delete cache.request;
  delete cache.loaded;
}

/** "Sector 62, Noida, Uttar Pradesh 201309, India": the address without the company name line. */
export function streetAddress(d: BusinessDetails): string {
  const a = d.address;
  return [
    a.line1 === d.legal_name ? '' : a.line1,
    a.line2,
    a.city,
    `${a.state} ${a.postal_code}`.trim(),
    a.country,
  ]
    .filter(Boolean)
    .join(', ');
}

/**
 * "YogSutra Wellness Pvt Ltd, Sector 62, Noida, Uttar Pradesh 201309, India": the business's postal
 * address, the one way every page writes it (footer, contact page), from the site settings.
 */
export function postalAddress(d: BusinessDetails): string {
  return [d.legal_name, streetAddress(d)].filter(Boolean).join(', ');
}
