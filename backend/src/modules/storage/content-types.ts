import path from 'node:path';

/** The type a file in the uploads folder is served with, by its extension (the folder keeps no metadata). */
const BY_EXTENSION: Readonly<Record<string, string>> = {
  '.webp': 'image/webp',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.avif': 'image/avif',
  '.svg': 'image/svg+xml',
  '.mp4': 'video/mp4',
  '.m4a': 'audio/mp4',
  '.mp3': 'audio/mpeg',
  '.webm': 'video/webm',
  // A replay's HLS renditions (issue 37): playlists and their MPEG-TS media files.
  '.m3u8': 'application/vnd.apple.mpegurl',
  '.ts': 'video/mp2t',
  '.vtt': 'text/vtt',
  '.txt': 'text/plain; charset=utf-8',
  '.json': 'application/json',
  '.pdf': 'application/pdf',
  '.csv': 'text/csv; charset=utf-8',
};

export const contentTypeOf = (key: string): string =>
  BY_EXTENSION[path.extname(key).toLowerCase()] ?? 'application/octet-stream';
