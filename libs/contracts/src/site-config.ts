/** Brand and contact details: the one place to change them. Placeholders until the company confirms. */
export const SITE = {
  brandName: 'YogSutra Live',
  companyName: 'YogSutra Wellness Private Limited',
  tagline: 'Live yoga with India, every day',
  phone: '+91 98100 00000',
  email: 'care@yogsutra.example',
  address: {
    line1: 'YogSutra Wellness Private Limited',
    line2: 'Sector 62',
    city: 'Noida',
    state: 'Uttar Pradesh',
    postalCode: '201309',
    country: 'India',
  },
  social: [
    { name: 'YouTube', url: 'https://www.youtube.com/@yogsutra' },
    { name: 'Instagram', url: 'https://www.instagram.com/yogsutra' },
    { name: 'Facebook', url: 'https://www.facebook.com/yogsutra' },
    { name: 'WhatsApp', url: 'https://wa.me/919810000000' },
  ],
} as const;

/** Web-mail compose URL addressed to the support email (opens in a new tab). */
export function composeMailUrl(to: string): string {
  return `https://mail.google.com/mail/?view=cm&fs=1&to=${encodeURIComponent(to)}`;
}

export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^+\d]/g, '')}`;
}

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

/** The note shown next to business details while they are the samples (SAMPLE_BUSINESS_DETAILS). */
export const SAMPLE_DETAILS_TEXT =
  'Sample details: the real contact details have not been set yet, so these are placeholders.';

/** Development placeholders (never valid in production). */
export const SAMPLE_BUSINESS_DETAILS: BusinessDetails = {
  brand_name: SITE.brandName,
  legal_name: SITE.companyName,
  address: {
    line1: SITE.address.line1,
    line2: SITE.address.line2,
    city: SITE.address.city,
    state: SITE.address.state,
    postal_code: SITE.address.postalCode,
    country: SITE.address.country,
  },
  phone: SITE.phone,
  whatsapp: '919810000000',
  email: SITE.email,
  social: SITE.social.map((s) => ({ name: s.name, url: s.url })),
  grievance: { name: 'Grievance Officer', email: SITE.email, phone: SITE.phone },
  sample: true,
};

export function formatBusinessAddress(d: BusinessDetails): string {
  const a = d.address;
  return [a.line1, a.line2, a.city, `${a.state} ${a.postal_code}`.trim(), a.country]
    .filter(Boolean)
    .join(', ');
}
