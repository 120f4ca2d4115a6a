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
