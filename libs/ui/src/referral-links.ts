import { AUTH_ROUTES, DEFAULT_LOCALE, localizePath, type Locale } from '@yoga/contracts';

/**
 * The registration link that prefills `referred_by`; the origin is the page's own, never a fixed host.
 * In `locale`'s address (`/hi/auth/register` for Hindi): a friend invited in Hindi reads the form in Hindi.
 */
export function inviteLink(code: string, origin: string, locale: Locale = DEFAULT_LOCALE): string {
  return `${origin}${localizePath(AUTH_ROUTES.register, locale)}?ref=${encodeURIComponent(code)}`;
}

export function whatsappShareUrl(text: string): string {
  return `https://wa.me/?text=${encodeURIComponent(text)}`;
}
