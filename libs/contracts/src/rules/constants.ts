/** Business constants of spec section 9. */
export const TRIAL_DAYS = 14;
export const SLOTS_PER_DAY = 6;
export const DAYS_PER_YEAR = 365;
export const ROUTINE_MINUTES = 45;
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

export const BLOG_THUMBNAIL_MAX_BYTES = 2 * 1024 * 1024;
export const BLOG_THUMBNAIL_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;
/**
 * How a post's thumbnail is stored and shown: cropped to 16:9, as WebP in these widths (a card is ~400 CSS px
 * wide, a post ~760: 1x and 2x screens), listed in the post's `thumbnail_srcset`.
 */
export const BLOG_THUMBNAIL = { width: 16, height: 9, widths: [400, 800, 1200] } as const;

/** Paging of list endpoints: default and maximum page size. */
export const PAGE_LIMIT_MAX = 100;

/** Placeholder subscription number format (spec section 3): YS/<year>/00001. */
export function subscriptionNumber(year: number, sequence: number): string {
  return `YS/${year}/${String(sequence).padStart(5, '0')}`;
}
