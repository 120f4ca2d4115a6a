import type { BusinessDetails } from '../wire/site-settings.js';

export const STATS = {
  /** "1.18 crore+ people have already attended" */
  peopleAttendedCrore: 1.18,
  yearsOfService: 12,
  rating: 4.9,
} as const;

export const TRAINER_EXPERIENCE_YEARS = [15, 8, 6] as const;
export const FOUNDER_CORPORATE_YEARS = 38;

export const BLOG_DEFAULTS = {
  category: 'Fitness',
  timeToRead: '5 min',
  author: 'Admin',
} as const;
export const POLICY_LIMITS = {
  serviceProblemReportDays: 3,
  paymentRefundRequestDays: 5,
  privacyQueryResponseDays: 30,
  arbitrationAppointmentDays: 15,
  minimumAge: 18,
  subscriptionPeriods: ['monthly', 'quarterly', 'semi-annual', 'annual'],
} as const;

/**
 * The site's compiled texts. The business's own details (brand, legal name, address, phone, email, social
 * links) are NOT here: the site-settings module of the backend owns them (`GET /api/site-settings`), and
 * the apps read them through `useBusinessDetails()` / the server-rendered page's data.
 */
export const SITE = {
  tagline: 'Live yoga with India, every day',
} as const;

/** Web-mail compose URL addressed to the support email (opens in a new tab). */
export function composeMailUrl(to: string): string {
  return `https://mail.google.com/mail/?view=cm&fs=1&to=${encodeURIComponent(to)}`;
}

export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^+\d]/g, '')}`;
}

/** The note shown next to business details while they are the samples (SAMPLE_BUSINESS_DETAILS). */
export const SAMPLE_DETAILS_TEXT =
  'Sample details: the real contact details have not been set yet, so these are placeholders.';

/**
 * Development placeholders (never valid in production): the backend's first seed when BUSINESS_* are
 * unset, and what an app shows while the API cannot answer (marked `sample`).
 */
export const SAMPLE_BUSINESS_DETAILS: BusinessDetails = {
  brand_name: 'YogSutra Live',
  legal_name: 'YogSutra Wellness Private Limited',
  address: {
    line1: 'YogSutra Wellness Private Limited',
    line2: 'Sector 62',
    city: 'Noida',
    state: 'Uttar Pradesh',
    postal_code: '201309',
    country: 'India',
  },
  phone: '+91 98100 00000',
  whatsapp: '919810000000',
  email: 'care@yogsutra.example',
  social: [
    { name: 'YouTube', url: 'https://www.youtube.com/@yogsutra' },
    { name: 'Instagram', url: 'https://www.instagram.com/yogsutra' },
    { name: 'Facebook', url: 'https://www.facebook.com/yogsutra' },
    { name: 'WhatsApp', url: 'https://wa.me/919810000000' },
  ],
  grievance: {
    name: 'Grievance Officer',
    email: 'care@yogsutra.example',
    phone: '+91 98100 00000',
  },
  sample: true,
};

export function formatBusinessAddress(d: BusinessDetails): string {
  const a = d.address;
  return [a.line1, a.line2, a.city, `${a.state} ${a.postal_code}`.trim(), a.country]
    .filter(Boolean)
    .join(', ');
}
