import {
  isValidEmail,
  normalizePhone,
  SAMPLE_BUSINESS_DETAILS,
  type BusinessDetails,
} from '@yoga/contracts';
import type { Env } from './env.js';

/**
 * The business's contact and legal details (`GET /api/site-settings`), read from BUSINESS_* and
 * GRIEVANCE_* variables. Unset values fall back to SAMPLE_BUSINESS_DETAILS and mark the set `sample`.
 * The brand name is the product's own and the city, state and country are the company's real home
 * (Noida, Uttar Pradesh, India); every other sample value is a placeholder that production refuses.
 */
const S = SAMPLE_BUSINESS_DETAILS;

/** The token of the business details (a `BusinessDetails`). */
export const BUSINESS_DETAILS = Symbol('BUSINESS_DETAILS');

interface Field {
  env: string;
  sample: string;
  /** The sample value is a placeholder (not a real fact about the business). */
  placeholder: boolean;
  /** May be set to an empty value (no second address line, no WhatsApp number). */
  optional?: boolean;
  check?: (value: string) => string | undefined;
}

const email = (v: string) => (isValidEmail(v) ? undefined : 'must be an email address');
const phone = (v: string) =>
  normalizePhone(v)
    ? undefined
    : 'must be a phone number (10-digit Indian mobile or +country code)';
const digits = (v: string) =>
  /^[1-9]\d{7,14}$/.test(v) ? undefined : 'must be the number in digits with the country code';

const FIELDS = {
  brand: { env: 'BUSINESS_BRAND_NAME', sample: S.brand_name, placeholder: false },
  legal: { env: 'BUSINESS_LEGAL_NAME', sample: S.legal_name, placeholder: true },
  line1: { env: 'BUSINESS_ADDRESS_LINE1', sample: S.address.line1, placeholder: true },
  line2: {
    env: 'BUSINESS_ADDRESS_LINE2',
    sample: S.address.line2,
    placeholder: true,
    optional: true,
  },
  city: { env: 'BUSINESS_CITY', sample: S.address.city, placeholder: false },
  state: { env: 'BUSINESS_STATE', sample: S.address.state, placeholder: false },
  postal: { env: 'BUSINESS_POSTAL_CODE', sample: S.address.postal_code, placeholder: true },
  country: { env: 'BUSINESS_COUNTRY', sample: S.address.country, placeholder: false },
  phone: { env: 'BUSINESS_PHONE', sample: S.phone, placeholder: true, check: phone },
  whatsapp: {
    env: 'BUSINESS_WHATSAPP',
    sample: S.whatsapp,
    placeholder: true,
    optional: true,
    check: digits,
  },
  email: { env: 'BUSINESS_EMAIL', sample: S.email, placeholder: true, check: email },
  grievanceName: { env: 'GRIEVANCE_NAME', sample: S.grievance.name, placeholder: true },
  grievanceEmail: {
    env: 'GRIEVANCE_EMAIL',
    sample: S.grievance.email,
    placeholder: true,
    check: email,
  },
  grievancePhone: {
    env: 'GRIEVANCE_PHONE',
    sample: S.grievance.phone,
    placeholder: true,
    check: phone,
  },
} satisfies Record<string, Field>;
type Key = keyof typeof FIELDS;

/** "YouTube=https://…,Instagram=https://…" → [{ name, url }]; an empty value means no links. */
function parseSocial(value: string): BusinessDetails['social'] {
  return value
    .split(',')
    .map((pair) => pair.trim())
    .filter(Boolean)
    .map((pair) => {
      const eq = pair.indexOf('=');
      const name = eq > 0 ? pair.slice(0, eq).trim() : '';
      const url = eq > 0 ? pair.slice(eq + 1).trim() : '';
      if (!name || !/^https:\/\/[^\s]+$/.test(url))
        throw new Error(`BUSINESS_SOCIAL entries must be Name=https://…, got "${pair}"`);
      return { name, url };
    });
}

/**
 * Reads the settings; throws on a malformed value, and in production on any placeholder
 * (the message names every variable still to set).
 */
export function readBusinessDetails(env: Env, production: boolean): BusinessDetails {
  const values = {} as Record<Key, string>;
  const placeholders: string[] = [];
  let sample = false;
  for (const [key, field] of Object.entries(FIELDS) as [Key, Field][]) {
    const raw = env[field.env];
    const value = raw === undefined ? field.sample : raw.trim();
    const problem = value ? field.check?.(value) : !field.optional && 'must not be empty';
    if (problem) throw new Error(`${field.env} ${problem}, got "${value}"`);
    if (field.placeholder && value === field.sample) {
      placeholders.push(field.env);
      sample = true;
    }
    values[key] = value;
  }
  const socialRaw = env.BUSINESS_SOCIAL;
  const social = socialRaw === undefined ? S.social.map((s) => ({ ...s })) : parseSocial(socialRaw);
  const sampleUrls = new Set(S.social.map((s) => s.url));
  if (social.some((s) => sampleUrls.has(s.url))) {
    placeholders.push('BUSINESS_SOCIAL');
    sample = true;
  }
  if (production && placeholders.length) {
    throw new Error(
      `Placeholder business details are not allowed in production: set ${placeholders.join(', ')}`,
    );
  }
  return {
    brand_name: values.brand,
    legal_name: values.legal,
    address: {
      line1: values.line1,
      line2: values.line2,
      city: values.city,
      state: values.state,
      postal_code: values.postal,
      country: values.country,
    },
    phone: values.phone,
    whatsapp: values.whatsapp,
    email: values.email,
    social,
    grievance: {
      name: values.grievanceName,
      email: values.grievanceEmail,
      phone: values.grievancePhone,
    },
    sample,
  };
}

/**
 * Whether `d` still holds a development placeholder (the "Sample details" note): a value equal to
 * its SAMPLE_BUSINESS_DETAILS placeholder, or a sample social link. The site-settings module asks
 * it after each save, so the note goes once the owner has saved real details.
 */
export function hasPlaceholders(d: BusinessDetails): boolean {
  const a = d.address;
  const pairs: [string, string][] = [
    [d.legal_name, S.legal_name],
    [a.line1, S.address.line1],
    [a.postal_code, S.address.postal_code],
    [d.phone, S.phone],
    [d.whatsapp, S.whatsapp],
    [d.email, S.email],
    [d.grievance.name, S.grievance.name],
    [d.grievance.email, S.grievance.email],
    [d.grievance.phone, S.grievance.phone],
  ];
  const sampleUrls = new Set(S.social.map((s) => s.url));
  return (
    pairs.some(([value, sample]) => value === sample) || d.social.some((s) => sampleUrls.has(s.url))
  );
}
