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

export function formatAddress(): string {
  const a = SITE.address;
  return `${a.line1}, ${a.line2}, ${a.city}, ${a.state} ${a.postalCode}, ${a.country}`;
}

/** Web-mail compose URL addressed to the support email (opens in a new tab). */
export function composeMailUrl(to: string = SITE.email): string {
  return `https://mail.google.com/mail/?view=cm&fs=1&to=${encodeURIComponent(to)}`;
}

export function telHref(phone: string = SITE.phone): string {
  return `tel:${phone.replace(/[^+\d]/g, '')}`;
}
