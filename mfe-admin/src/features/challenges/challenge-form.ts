import type { Challenge, ChallengeLength, CreateChallengeRequest } from '@yoga/contracts';

/** The form's fields (flat: antd forms edit one value per field). */
export interface ChallengeFormValues {
  name_en: string;
  name_hi: string;
  description_en: string;
  description_hi: string;
  starts_on: string;
  days: ChallengeLength;
  /** Empty: every day. */
  min_days: number | null;
  trial_allowed: boolean;
  /** Empty: no limit. */
  places: number | null;
}

export const EMPTY_CHALLENGE: ChallengeFormValues = {
  name_en: '',
  name_hi: '',
  description_en: '',
  description_hi: '',
  starts_on: '',
  days: 21,
  min_days: null,
  trial_allowed: true,
  places: null,
};

export function toChallengeFormValues(c: Challenge): ChallengeFormValues {
  return {
    name_en: c.name.en,
    name_hi: c.name.hi,
    description_en: c.description?.en ?? '',
    description_hi: c.description?.hi ?? '',
    starts_on: c.starts_on,
    days: c.days,
    min_days: c.min_days === c.days ? null : c.min_days,
    trial_allowed: c.trial_allowed,
    places: c.places,
  };
}

/** The request body: a description only with both languages; an empty rule means every day. */
export function toChallengeRequest(v: ChallengeFormValues): CreateChallengeRequest {
  const description =
    v.description_en.trim() && v.description_hi.trim()
      ? { en: v.description_en.trim(), hi: v.description_hi.trim() }
      : null;
  return {
    name: { en: v.name_en.trim(), hi: v.name_hi.trim() },
    description,
    starts_on: v.starts_on,
    days: v.days,
    min_days: v.min_days ?? v.days,
    trial_allowed: v.trial_allowed,
    places: v.places ?? null,
  };
}

const DEVANAGARI_DIGITS = '०१२३४५६७८९';
/** "21-day", "21 Day", "21 days", "21 दिन", "२१ दिन", "21-दिवसीय": a length written in a challenge's name. */
const LENGTH_IN_NAME = /([0-9\u0966-\u096f]{1,3})(\s*-?\s*)(days?\b|दिन|दिवसीय)/giu;

const toNumber = (digits: string) =>
  Number(
    [...digits]
      .map((c) => (DEVANAGARI_DIGITS.includes(c) ? DEVANAGARI_DIGITS.indexOf(c) : c))
      .join(''),
  );

/** The lengths a name speaks of ("21-Day Challenge" → [21]); empty when it names none. */
export function lengthsInName(name: string): number[] {
  return [...name.matchAll(LENGTH_IN_NAME)].map((m) => toNumber(m[1]));
}

/** True when the name speaks of a length other than the challenge's (a "21-Day" challenge of 14 days). */
export function nameDisagrees(name: string, days: number): boolean {
  return lengthsInName(name).some((n) => n !== days);
}

/**
 * The name with the length it speaks of changed from `from` to `to` days, in the digits it was written
 * in ("21-Day Yoga" → "14-Day Yoga", "२१ दिन" → "१४ दिन"); other numbers are left alone.
 */
export function nameWithLength(name: string, from: number, to: number): string {
  return name.replace(LENGTH_IN_NAME, (whole, digits: string, gap: string, word: string) => {
    if (toNumber(digits) !== from) return whole;
    const devanagari = [...digits].some((c) => DEVANAGARI_DIGITS.includes(c));
    const written = devanagari
      ? [...String(to)].map((c) => DEVANAGARI_DIGITS[Number(c)]).join('')
      : String(to);
    return `${written}${gap}${word}`;
  });
}
