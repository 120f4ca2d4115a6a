/**
 * The one rule set for the fields people type: names, emails, phone numbers and free text. Every form
 * (public, student, admin) and every backend DTO reads these, so a value one accepts the others accept.
 *
 * Lengths count Unicode code points, the unit a MySQL utf8mb4 VARCHAR column stores ("❤️" is two code
 * points, "🧘" one); TEXT columns are limited in UTF-8 bytes.
 */
export const FIELD_LIMITS = {
  name: 100,
  email: 254,
  /** Stored form of a phone number: "+" and at most 15 digits (E.164). */
  phone: 16,
  /** What a person may type for a phone number, spaces and dashes included. */
  phoneInput: 32,
  classTitle: 200,
  classLink: 2048,
  classDescription: 5000,
  instructor: 100,
  blogTitle: 200,
  blogCategory: 100,
  blogAuthor: 100,
  blogTimeToRead: 50,
  /** UTF-8 bytes: a MySQL TEXT column holds 65,535. */
  blogDescriptionBytes: 60_000,
  bookingNotes: 1000,
  referralCode: 64,
} as const;
export type FieldLimitKey = keyof typeof FIELD_LIMITS;

export const FIELD_MESSAGES = {
  invalidPhone:
    'Please enter a valid mobile number: 10 digits for India (starting 6 to 9), or +country code and number.',
  invalidName: 'Please enter your name.',
  invisibleInName: 'A name cannot contain invisible or text-direction characters.',
  tooLong: (field: string, max: number) => `${field} must be at most ${max} characters long.`,
  tooLongBytes: (field: string) => `${field} is too long.`,
} as const;

/** Length in Unicode code points (what a utf8mb4 VARCHAR counts). */
export function codePointLength(value: string): number {
  let n = 0;
  for (const _ of value) n++;
  return n;
}

/** Length in UTF-8 bytes (what a TEXT column counts). */
export function utf8ByteLength(value: string): number {
  let bytes = 0;
  for (const ch of value) {
    const cp = ch.codePointAt(0) ?? 0;
    bytes += cp < 0x80 ? 1 : cp < 0x800 ? 2 : cp < 0x10000 ? 3 : 4;
  }
  return bytes;
}

/** True when the string holds a lone surrogate (not valid Unicode; cannot be stored or encoded). */
export function hasLoneSurrogate(value: string): boolean {
  return /[\ud800-\udbff](?![\udc00-\udfff])|(?:^|[^\ud800-\udbff])[\udc00-\udfff]/.test(value);
}

/**
 * Characters a name never needs and that hide or reorder text where names are shown (invoices, the CSV
 * export, emails, admin lists): C0/C1 controls (U+0085 among them), bidirectional controls (U+061C,
 * U+200E/F, U+202A–E, U+2066–9), line and paragraph separators, zero-width and other invisible format
 * characters (U+200B, U+2060–4, U+FEFF, U+00AD, U+034F, U+180E, fillers, U+FFF9–B, U+E0001).
 */
const INVISIBLE_IN_NAME =
  // eslint-disable-next-line no-control-regex, no-misleading-character-class
  /[\u0000-\u001f\u007f-\u009f\u00ad\u034f\u061c\u115f\u1160\u17b4\u17b5\u180e\u200b\u200e\u200f\u2028-\u202e\u2060-\u206f\u3164\ufeff\uffa0\ufff9-\ufffb\u{e0001}\u{1d173}-\u{1d17a}]/u;
/** Letters and marks of the scripts whose spelling uses ZWJ/ZWNJ (Indian scripts; Urdu's Arabic). */
const JOINING_SCRIPT =
  /[\p{Script=Devanagari}\p{Script=Bengali}\p{Script=Gurmukhi}\p{Script=Gujarati}\p{Script=Oriya}\p{Script=Tamil}\p{Script=Telugu}\p{Script=Kannada}\p{Script=Malayalam}\p{Script=Sinhala}\p{Script=Arabic}]/u;
const EMOJI_BEFORE_ZWJ = /[\p{Extended_Pictographic}\p{Emoji_Modifier}\ufe0f]/u;
const EMOJI = /\p{Extended_Pictographic}/u;

/**
 * True when a name holds an invisible or direction-changing character: those of INVISIBLE_IN_NAME, or
 * a zero-width joiner/non-joiner anywhere but between two letters or marks of a script that spells with
 * it (क्‍ष, श्‌री) or, a joiner, inside an emoji sequence (👩‍💻).
 */
export function hasInvisibleCharacters(value: string): boolean {
  if (INVISIBLE_IN_NAME.test(value)) return true;
  const chars = Array.from(value);
  return chars.some((ch, i) => {
    if (ch !== '\u200c' && ch !== '\u200d') return false;
    const [before, after] = [chars[i - 1] ?? '', chars[i + 1] ?? ''];
    if (JOINING_SCRIPT.test(before) && JOINING_SCRIPT.test(after)) return false;
    return !(ch === '\u200d' && EMOJI_BEFORE_ZWJ.test(before) && EMOJI.test(after));
  });
}

/**
 * A name: 1–100 code points after trimming, valid Unicode, no control, invisible or direction-changing
 * characters (hasInvisibleCharacters).
 */
export function isValidName(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const trimmed = value.trim();
  return (
    trimmed.length > 0 &&
    codePointLength(trimmed) <= FIELD_LIMITS.name &&
    !hasLoneSurrogate(trimmed) &&
    !hasInvisibleCharacters(trimmed)
  );
}

const EMAIL_PATTERN =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;

/** An email address as the site accepts it: ASCII local part and domain, a dot in the domain, ≤ 254. */
export function isValidEmail(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const trimmed = value.trim();
  if (trimmed.length === 0 || trimmed.length > FIELD_LIMITS.email) return false;
  const at = trimmed.lastIndexOf('@');
  if (at < 1 || at > 64) return false;
  return EMAIL_PATTERN.test(trimmed) && !trimmed.includes('..');
}

/** Emails are compared and stored lower-cased and trimmed. */
export function normalizeEmail(value: string): string {
  return value.trim().toLowerCase();
}

/**
 * The stored form of a phone number, or null when it is not one:
 * - an Indian mobile: 10 digits starting 6–9, optionally written with +91, 91 or 0 in front → `+91XXXXXXXXXX`;
 * - any other country in E.164: `+` then the country code and number, 8 to 15 digits in all.
 * Spaces, dashes, dots and brackets are ignored.
 */
export function normalizePhone(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  if (codePointLength(value) > FIELD_LIMITS.phoneInput) return null;
  const compact = value.trim().replace(/[\s\-().]/g, '');
  if (/^[6-9]\d{9}$/.test(compact)) return `+91${compact}`;
  if (/^0[6-9]\d{9}$/.test(compact)) return `+91${compact.slice(1)}`;
  if (/^(?:\+91|91)[6-9]\d{9}$/.test(compact)) return `+91${compact.slice(-10)}`;
  if (/^\+91/.test(compact)) return null; // an Indian number that is not a mobile number
  if (/^\+[1-9]\d{7,14}$/.test(compact)) return compact;
  return null;
}

export function isValidPhone(value: unknown): value is string {
  return normalizePhone(value) !== null;
}

/** Indian numbers grouped for reading: +91 98100 12345; others as stored. */
export function formatPhone(stored: string): string {
  const m = /^\+91(\d{5})(\d{5})$/.exec(stored);
  return m ? `+91 ${m[1]} ${m[2]}` : stored;
}
