import { TEMPLATE_PLACEHOLDER_LINK } from '@yoga/contracts';

/**
 * The class's own meeting link, if it has one: a pasted link (e.g. a guest teacher's meeting). Empty,
 * or the seeded template's placeholder, means none: with Zoom the product makes the meeting.
 */
export function ownLink(link: string | null | undefined): string {
  const value = link?.trim() ?? '';
  return value === TEMPLATE_PLACEHOLDER_LINK ? '' : value;
}
