import { randomBytes } from 'node:crypto';
import sharp, { type OutputInfo } from 'sharp';
import {
  CONTENT_PHOTO_SLOTS,
  type ContentPhotoSlot,
  type UploadedContentPhoto,
} from '@yoga/contracts';
import { ApiError } from '../../common/errors/api-error.js';
import type { ObjectStorage } from '../storage/index.js';

// The blog thumbnails' picture pipeline (blogs/thumbnail.ts) with a focal point: the same checks by
// content, the same bounded decoding, one upload decoded at a time per process.

/** Folder of the content photos in the storage (keys `content/…`, served at /uploads/content/…). */
export const CONTENT_PHOTO_DIR = 'content';
const MAX_INPUT_PIXELS = 50_000_000;
const WEBP_QUALITY = 78;
const INPUT = { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'none' } as const;

/** JPEG, PNG or WebP by their first bytes, never by the client's name or MIME type. */
export function isContentPhotoType(buf: Buffer): boolean {
  if (buf.length >= 3 && buf[0] === 0xff && buf[1] === 0xd8 && buf[2] === 0xff) return true;
  if (
    buf.length >= 8 &&
    buf.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
  )
    return true;
  return (
    buf.length >= 12 &&
    buf.subarray(0, 4).toString('latin1') === 'RIFF' &&
    buf.subarray(8, 12).toString('latin1') === 'WEBP'
  );
}

let queue: Promise<unknown> = Promise.resolve();
/** One image decoded at a time in this process (a 50-megapixel picture decodes to 150 MB). */
function inTurn<T>(work: () => Promise<T>): Promise<T> {
  const run = queue.then(work, work);
  queue = run.catch(() => undefined);
  return run;
}

/**
 * The crop of an upright `width` x `height` picture to `aspect` (width / height) around the focal point
 * (`fx`, `fy` in 0..1 of the picture; centre by default), kept inside the picture.
 */
export function focalCrop(width: number, height: number, aspect: number, fx = 0.5, fy = 0.5) {
  const cropWidth = Math.max(1, Math.min(width, Math.round(height * aspect)));
  const cropHeight = Math.max(1, Math.min(height, Math.round(cropWidth / aspect)));
  const clamp = (v: number, max: number) => Math.min(Math.max(Math.round(v), 0), max);
  return {
    left: clamp(fx * width - cropWidth / 2, width - cropWidth),
    top: clamp(fy * height - cropHeight / 2, height - cropHeight),
    width: cropWidth,
    height: cropHeight,
  };
}

/**
 * Stores a photo for `slot`: turned upright, metadata removed (sharp writes none unless asked),
 * cropped to the slot's shape around the focal point, as WebP in each of the slot's widths (none wider
 * than the crop, but always the narrowest). Answers the files as a page draws them.
 */
export async function storeContentPhoto(
  storage: ObjectStorage,
  buf: Buffer,
  slot: ContentPhotoSlot,
  focus: { x: number; y: number },
): Promise<UploadedContentPhoto> {
  if (!isContentPhotoType(buf)) throw new ApiError('content_photo_invalid');
  return inTurn(() => store(storage, buf, slot, focus));
}

async function store(
  storage: ObjectStorage,
  buf: Buffer,
  slot: ContentPhotoSlot,
  focus: { x: number; y: number },
): Promise<UploadedContentPhoto> {
  const { aspect, widths: slotWidths } = CONTENT_PHOTO_SLOTS[slot];
  let upright: Buffer;
  let info: OutputInfo;
  try {
    const result = await sharp(buf, INPUT)
      .autoOrient()
      .toColourspace('srgb')
      .raw()
      .toBuffer({ resolveWithObject: true });
    upright = result.data;
    info = result.info;
  } catch {
    throw new ApiError('content_photo_invalid');
  }
  const raw = { width: info.width, height: info.height, channels: info.channels };
  const crop = focalCrop(info.width, info.height, aspect, focus.x, focus.y);
  const fitting = slotWidths.filter((w) => w <= crop.width);
  const widths = fitting.length ? fitting : [slotWidths[0]];
  const id = randomBytes(12).toString('hex');
  const written: { name: string; width: number; height: number }[] = [];
  try {
    for (const width of widths) {
      const height = Math.round(width / aspect);
      const webp = await sharp(upright, { raw })
        .extract(crop)
        .resize(width, height, { fit: 'cover' })
        .webp({ quality: WEBP_QUALITY })
        .toBuffer();
      const name = `${id}-${width}.webp`;
      await storage.put(`${CONTENT_PHOTO_DIR}/${name}`, webp, { contentType: 'image/webp' });
      written.push({ name, width, height });
    }
  } catch (error) {
    await Promise.all(
      written.map((f) => storage.delete(`${CONTENT_PHOTO_DIR}/${f.name}`).catch(() => undefined)),
    );
    throw error;
  }
  const url = (name: string) => storage.publicPath(`${CONTENT_PHOTO_DIR}/${name}`);
  const widest = written[written.length - 1]!;
  return {
    src: url(widest.name),
    srcset: written.map((f) => `${url(f.name)} ${f.width}w`).join(', '),
    width: widest.width,
    height: widest.height,
  };
}
