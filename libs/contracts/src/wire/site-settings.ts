/**
 * GET /api/site-settings: the business's contact and legal details.
 */

/**
 * The business's contact and legal details as `GET /api/site-settings` serves them (one set of settings
 * on the server, read by every app at run time; no rebuild to change them). `sample` is true while the
 * placeholders below are in use: the apps then show a visible "sample details" note, and a production
 * start refuses them.
 */
export interface BusinessDetails {
  brand_name: string;
  legal_name: string;
  address: {
    line1: string;
    line2: string;
    city: string;
    state: string;
    postal_code: string;
    country: string;
  };
  /** Display form, e.g. "+91 98100 00000". */
  phone: string;
  /** Digits with country code, for wa.me links, e.g. "919810000000". */
  whatsapp: string;
  email: string;
  social: { name: string; url: string }[];
  grievance: { name: string; email: string; phone: string };
  sample: boolean;
}

/**
 * `PATCH /api/admin/site-settings` (admin): the shape `GET /api/site-settings` gives, every field
 * optional; a field left out stays as it is (within `address` and `grievance` too). `social` replaces
 * the whole list. `sample` is the server's (it turns false once no placeholder value is left).
 */
export interface BusinessDetailsPatch {
  brand_name?: string;
  legal_name?: string;
  address?: Partial<BusinessDetails['address']>;
  phone?: string;
  whatsapp?: string;
  email?: string;
  social?: { name: string; url: string }[];
  grievance?: Partial<BusinessDetails['grievance']>;
}

/**
 * The owner's business rules (`GET /api/business-rules` public, `GET/PATCH /api/admin/business-rules`),
 * stored by the site-settings module with today's values as defaults. A change applies from then on:
 * a trial already started keeps its end, an issued invoice never changes.
 */
export interface BusinessRules {
  /** Length of the free trial of a student who registers from now on, in days (1–90). */
  trial_days: number;
  /** Credit the referrer earns for a referred student's first payment, minor units per currency. */
  referral_reward: { INR: number; USD: number };
  /** The "Join" button opens `before_minutes` before a class starts and closes `after_minutes` after. */
  join_window: { before_minutes: number; after_minutes: number };
  /** A booking can be cancelled up to this many minutes before the class starts. */
  cancel_cutoff_minutes: number;
  /**
   * Read only (not a setting): a WhatsApp provider is set up, so students can be offered WhatsApp messages
   * (issue 38). False: sign-up offers email reminders only and the admin's dashboard says WhatsApp is not set
   * up yet. Absent from an older server: treated as false.
   */
  whatsapp_messages?: boolean;
  /** The seller printed on every new tax invoice and credit note (issued ones keep theirs). */
  gst: {
    legal_name: string;
    /** One line, printed under the legal name. */
    address: string;
    gstin: string;
    /** Two-digit GST state code: the GSTIN's first two characters. */
    state_code: string;
    lut_no: string;
  };
}

/** `PATCH /api/admin/business-rules`: any field of BusinessRules; left-out fields stay as they are. */
export interface BusinessRulesPatch {
  trial_days?: number;
  referral_reward?: Partial<BusinessRules['referral_reward']>;
  join_window?: Partial<BusinessRules['join_window']>;
  cancel_cutoff_minutes?: number;
  gst?: Partial<BusinessRules['gst']>;
}

/** The limits the server checks on BusinessRules. */
export const BUSINESS_RULE_LIMITS = {
  trialDays: { min: 1, max: 90 },
  joinMinutes: { min: 0, max: 240 },
  cancelCutoffMinutes: { min: 0, max: 2880 },
  /** Referral reward per currency, minor units. */
  referralRewardMinor: { min: 0, max: 10_000_000 },
} as const;

/** The rules the public site and the student panel show (a part of `GET /api/business-rules`). */
export type ShownBusinessRules = Pick<
  BusinessRules,
  'trial_days' | 'referral_reward' | 'join_window' | 'cancel_cutoff_minutes' | 'whatsapp_messages'
>;
