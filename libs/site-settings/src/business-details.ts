import { SAMPLE_BUSINESS_DETAILS, type BusinessDetails } from '@yoga/contracts';

export const SITE_SETTINGS_URL = '/api/site-settings';

const isText = (v: unknown): v is string => typeof v === 'string';

/** A response we can show: anything else (an error page, an older server's 404) means the samples. */
export function isBusinessDetails(value: unknown): value is BusinessDetails {
  if (!value || typeof value !== 'object') return false;
  const d = value as Record<string, unknown>;
  const address = d.address as Record<string, unknown> | null | undefined;
  const grievance = d.grievance as Record<string, unknown> | null | undefined;
  return (
    [d.brand_name, d.legal_name, d.phone, d.whatsapp, d.email].every(isText) &&
    typeof d.sample === 'boolean' &&
    !!address &&
    ['line1', 'line2', 'city', 'state', 'postal_code', 'country'].every((k) =>
      isText(address[k]),
    ) &&
    !!grievance &&
    ['name', 'email', 'phone'].every((k) => isText(grievance[k])) &&
    Array.isArray(d.social) &&
    d.social.every(
      (s: unknown) =>
        !!s && isText((s as { name?: unknown }).name) && isText((s as { url?: unknown }).url),
    )
  );
}

let request: Promise<BusinessDetails> | undefined;
let loaded: BusinessDetails | undefined;

/**
 * The business details, fetched once per page (this lib is a federation singleton, so the shell and the
 * remotes share the one request). Never rejects: while the API is down, or older than the route, the
 * samples stand in (they say so).
 */
export function loadBusinessDetails(): Promise<BusinessDetails> {
  request ??= Promise.resolve()
    .then(() => fetch(SITE_SETTINGS_URL))
    .then((res) => (res.ok ? res.json() : undefined))
    .then((body: unknown) => (isBusinessDetails(body) ? body : SAMPLE_BUSINESS_DETAILS))
    .catch(() => SAMPLE_BUSINESS_DETAILS)
    .then((details) => (loaded = details));
  return request;
}

/** The details already loaded on this page, if any (lets a late component skip the sample flash). */
export function loadedBusinessDetails(): BusinessDetails | undefined {
  return loaded;
}

/** Forgets the loaded details (tests). */
export function resetBusinessDetails(): void {
  request = undefined;
  loaded = undefined;
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
