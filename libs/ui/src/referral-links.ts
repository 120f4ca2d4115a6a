import { AUTH_ROUTES } from '@yoga/contracts';

/** The registration link that prefills `referred_by`; the origin is the page's own, never a fixed host. */
export function inviteLink(code: string, origin: string): string {
  return `${origin}${AUTH_ROUTES.register}?ref=${encodeURIComponent(code)}`;
}

export function whatsappShareUrl(text: string): string {
  return `https://wa.me/?text=${encodeURIComponent(text)}`;
}
