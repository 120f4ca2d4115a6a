/** Where the consent log says these consents were given. */
export const FIRST_BOOKING_CONSENT_SOURCE = 'first_booking_prompt';

/** The prompt's message IDs (user.consent.*). */
export const CONSENT_PROMPT_TEXTS = {
  title: 'user.consent.title',
  intro: 'user.consent.intro',
  whatsapp: 'user.consent.whatsapp',
  email: 'user.consent.email',
  note: 'user.consent.note',
  save: 'user.consent.save',
  later: 'user.consent.later',
  saved: 'user.consent.saved',
} as const;
