import { BadRequestException } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { mkdir, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';

export const THUMBNAIL_MESSAGE =
  'The thumbnail must be a JPEG, PNG, WebP or GIF image of at most 2 MB.';

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

/** Writes an uploaded image under a random name; returns that name. */
export async function storeThumbnail(dir: string, buf: Buffer): Promise<string> {
  const ext = sniffImage(buf);
  if (!ext) throw new BadRequestException(THUMBNAIL_MESSAGE);
  await mkdir(dir, { recursive: true });
  const name = `${randomBytes(16).toString('hex')}.${ext}`;
  await writeFile(path.join(dir, name), buf, { flag: 'wx', mode: 0o644 });
  return name;
}

export async function removeThumbnail(dir: string, name: string | null) {
  // Names are always ours (random hex), but never follow a path out of the folder.
  if (!name || path.basename(name) !== name) return;
  await unlink(path.join(dir, name)).catch(() => undefined);
}
