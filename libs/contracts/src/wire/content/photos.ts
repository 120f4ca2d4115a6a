// The content's photos: the slots they fill and the sizes they are cut to.

/** The shapes photos are cropped to. */
export const CONTENT_PHOTO_SLOTS = {
  /** Hero slide picture (square, in place of the slide's drawing, shown 200 px wide). */
  hero: { aspect: 1, display: 200, widths: [200, 400, 600] },
  /** Trainer portrait (square, shown 120 px wide). */
  trainer: { aspect: 1, display: 120, widths: [120, 240, 360] },
  /** Founder portrait (square, shown 160 px wide). */
  founder: { aspect: 1, display: 160, widths: [160, 320, 480] },
  /** A past live event (16:10, shown 320 px wide in the slider and the gallery). */
  event: { aspect: 1.6, display: 320, widths: [320, 640, 960] },
} as const;
export type ContentPhotoSlot = keyof typeof CONTENT_PHOTO_SLOTS;

/** `sizes` attribute of each slot's `<img>`. */
export const CONTENT_PHOTO_SIZES: Record<ContentPhotoSlot, string> = {
  hero: '200px',
  trainer: '120px',
  founder: '160px',
  event: '320px',
};
