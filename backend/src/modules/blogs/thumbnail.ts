import { BadRequestException } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { mkdir, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { BLOG_THUMBNAIL } from '@yoga/contracts';

export const THUMBNAIL_MESSAGE =
  'The thumbnail must be a JPEG, PNG, WebP or GIF image of at most 2 MB.';

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
 * Checks an uploaded image and stores it the way pages show it: cropped to the thumbnail's aspect ratio
 * (the pages draw it with `object-fit: cover`), turned upright, without metadata (a phone photo's EXIF
 * carries its GPS position), as WebP in each width of `BLOG_THUMBNAIL.widths` up to the source's own.
 * Returns the stored name of the widest one, which the post keeps.
 */
export async function storeThumbnail(dir: string, buf: Buffer): Promise<string> {
  if (!sniffImage(buf)) throw new BadRequestException(THUMBNAIL_MESSAGE);
  let pixels: Buffer;
  let raw: { width: number; height: number; channels: 1 | 2 | 3 | 4 };
  try {
    // One decode: upright and in sRGB, first frame of an animation. As lenient as a browser (a small
    // checksum error in a PNG still shows there); a file with no picture in it still fails.
    const { data, info } = await sharp(buf, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'none' })
      .rotate()
      .toColourspace('srgb')
      .raw()
      .toBuffer({ resolveWithObject: true });
    pixels = data;
    raw = { width: info.width, height: info.height, channels: info.channels };
  } catch {
    // Not decodable (truncated, corrupt, or past the pixel limit): the same answer as a wrong type.
    throw new BadRequestException(THUMBNAIL_MESSAGE);
  }
  const id = randomBytes(16).toString('hex');
  const widths = widthsFor(raw.width);
  await mkdir(dir, { recursive: true });
  const written: string[] = [];
  try {
    for (const width of widths) {
      const height = Math.round((width * BLOG_THUMBNAIL.height) / BLOG_THUMBNAIL.width);
      const webp = await sharp(pixels, { raw })
        .resize(width, height, { fit: 'cover', position: 'attention' })
        .webp({ quality: WEBP_QUALITY })
        .toBuffer();
      const name = variantName(id, width);
      await writeFile(path.join(dir, name), webp, { flag: 'wx', mode: 0o644 });
      written.push(name);
    }
  } catch (error) {
    await Promise.all(written.map((name) => unlink(path.join(dir, name)).catch(() => undefined)));
    throw error;
  }
  return variantName(id, widths[widths.length - 1] ?? BLOG_THUMBNAIL.widths[0]);
}

/** Every stored width of a post's thumbnail, narrowest first: `[{ name, width }]`; one entry for a legacy file. */
export function thumbnailFiles(name: string): { name: string; width: number | null }[] {
  const match = VARIANT.exec(name);
  if (!match) return [{ name, width: null }];
  const [, id = '', widest = '0'] = match;
  return widthsFor(Number(widest)).map((width) => ({ name: variantName(id, width), width }));
}

export async function removeThumbnail(dir: string, name: string | null) {
  // Names are always ours (random hex), but never follow a path out of the folder.
  if (!name || path.basename(name) !== name) return;
  await Promise.all(
    thumbnailFiles(name).map((file) => unlink(path.join(dir, file.name)).catch(() => undefined)),
  );
}
