import { randomBytes } from 'node:crypto';
import path from 'node:path';
import sharp, { type OutputInfo } from 'sharp';
import { BLOG_THUMBNAIL } from '@yoga/contracts';
import { ApiError } from '../../common/errors/api-error.js';
import { isStorageKey, type ObjectStorage } from '../storage/index.js';

/** Decoding stops past this many pixels (a small file can claim a huge picture). */
const MAX_INPUT_PIXELS = 50_000_000;
const WEBP_QUALITY = 78;

/** The image type by content (magic bytes), never by the client's name or MIME type. */
function sniffImage(buf: Buffer): 'jpg' | 'png' | 'webp' | 'gif' | null {
  if (buf.length >= 3 && buf[0] === 0xff && buf[1] === 0xd8 && buf[2] === 0xff) return 'jpg';
  if (
    buf.length >= 8 &&
    buf.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
  )
    return 'png';
  if (buf.length >= 6 && /^GIF8[79]a$/.test(buf.subarray(0, 6).toString('latin1'))) return 'gif';
  if (
    buf.length >= 12 &&
    buf.subarray(0, 4).toString('latin1') === 'RIFF' &&
    buf.subarray(8, 12).toString('latin1') === 'WEBP'
  ) {
    return 'webp';
  }
  return null;
}

/** `<id>-<width>w.webp`: one stored width of a thumbnail. */
const variantName = (id: string, width: number) => `${id}-${width}w.webp`;
const VARIANT = /^([0-9a-f]{32})-(\d+)w\.webp$/;

/** The widths stored for a source `sourceWidth` pixels wide: none wider than it, but always the smallest. */
function widthsFor(sourceWidth: number): number[] {
  const widths = BLOG_THUMBNAIL.widths.filter((w) => w <= sourceWidth);
  return widths.length ? widths : [BLOG_THUMBNAIL.widths[0]];
}

/**
 * Images decoded at once in this process: a picture of 50 megapixels decodes to 150 MB, so uploads
 * take turns (in order of arrival) instead of adding up.
 */
const IMAGE_JOBS = 1;
let imageJobs = 0;
const waitingJobs: (() => void)[] = [];

/** Runs `work` when it is its turn (at most IMAGE_JOBS at once). */
async function inTurn<T>(work: () => Promise<T>): Promise<T> {
  if (imageJobs < IMAGE_JOBS) imageJobs++;
  else await new Promise<void>((resolve) => waitingJobs.push(resolve));
  try {
    return await work();
  } finally {
    const next = waitingJobs.shift();
    if (next) next();
    else imageJobs--;
  }
}

/** sharp's input options for an untrusted upload: bounded pixels, read once top to bottom. */
const INPUT = {
  limitInputPixels: MAX_INPUT_PIXELS,
  sequentialRead: true,
  // As lenient as a browser (a small checksum error in a PNG still shows there).
  failOn: 'none',
} as const;

/**
 * Checks an uploaded image and stores it the way pages show it: cropped to the thumbnail's aspect ratio
 * (the pages draw it with `object-fit: cover`), turned upright, without metadata (a phone photo's EXIF
 * carries its GPS position), as WebP in each width of `BLOG_THUMBNAIL.widths` up to the source's own.
 * Returns the stored name of the widest one, which the post keeps.
 *
 * Memory stays bounded: one upload at a time per process (`inTurn`), the source decoded once and
 * shrunk while it is read (never held whole as pixels), the narrower widths made from the widest.
 */
export async function storeThumbnail(storage: ObjectStorage, buf: Buffer): Promise<string> {
  if (!sniffImage(buf)) throw new ApiError('thumbnail_invalid');
  return inTurn(() => store(storage, buf));
}

async function store(storage: ObjectStorage, buf: Buffer): Promise<string> {
  let widest: { data: Buffer; info: OutputInfo };
  let widths: number[];
  try {
    const meta = await sharp(buf, INPUT).metadata();
    widths = widthsFor(meta.autoOrient?.width ?? meta.width ?? 0);
    const width = widths[widths.length - 1];
    // One decode: upright and in sRGB, first frame of an animation, shrunk and cropped as it is read.
    widest = await sharp(buf, INPUT)
      .autoOrient()
      .toColourspace('srgb')
      .resize(width, heightFor(width), { fit: 'cover', position: 'attention' })
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch {
    // Not decodable (truncated, corrupt, or past the pixel limit): the same answer as a wrong type.
    throw new ApiError('thumbnail_invalid');
  }
  const { data, info } = widest;
  const raw = { width: info.width, height: info.height, channels: info.channels };
  const id = randomBytes(16).toString('hex');
  const written: string[] = [];
  try {
    for (const width of widths) {
      const webp = await sharp(data, { raw })
        .resize(width, heightFor(width), { fit: 'cover' })
        .webp({ quality: WEBP_QUALITY })
        .toBuffer();
      const name = variantName(id, width);
      // Stored at the top of the uploads (their key is their name, as before the storage owner).
      await storage.put(name, webp, { contentType: 'image/webp' });
      written.push(name);
    }
  } catch (error) {
    await Promise.all(written.map((name) => storage.delete(name).catch(() => undefined)));
    throw error;
  }
  return variantName(id, widths[widths.length - 1] ?? BLOG_THUMBNAIL.widths[0]);
}

const heightFor = (width: number) =>
  Math.round((width * BLOG_THUMBNAIL.height) / BLOG_THUMBNAIL.width);

/** Every stored width of a post's thumbnail, narrowest first: `[{ name, width }]`; one entry for a legacy file. */
export function thumbnailFiles(name: string): { name: string; width: number | null }[] {
  const match = VARIANT.exec(name);
  if (!match) return [{ name, width: null }];
  const [, id = '', widest = '0'] = match;
  return widthsFor(Number(widest)).map((width) => ({ name: variantName(id, width), width }));
}

export async function removeThumbnail(storage: ObjectStorage, name: string | null) {
  // Names are always ours (random hex), but never follow a path out of the folder.
  if (!name || path.basename(name) !== name || !isStorageKey(name)) return;
  await Promise.all(
    thumbnailFiles(name).map((file) => storage.delete(file.name).catch(() => undefined)),
  );
}
