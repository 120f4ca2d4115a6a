import type { Blog as BlogDto } from '@yoga/contracts';
import { iso } from '../../common/http/iso.js';
import type { Blog } from './entities/blog.entity.js';
import { thumbnailFiles } from './thumbnail.js';

/** An entity, or a raw row selected with the entity's property names (see BlogsService). */
export type BlogFields = Omit<Blog, 'createdAt'> & { createdAt: Date | string };

const UPLOADS = '/uploads/';

/** `srcset` of a stored thumbnail; null for a file stored before thumbnails had widths. */
function srcSet(name: string): string | null {
  const files = thumbnailFiles(name);
  if (files.some((f) => f.width === null)) return null;
  return files.map((f) => `${UPLOADS}${f.name} ${f.width}w`).join(', ');
}

/** The one way a post leaves the API: thumbnails as their public URLs, dates as ISO 8601. */
export function toBlogDto(b: BlogFields): BlogDto {
  return {
    id: Number(b.id),
    title: b.title,
    category: b.category,
    description: b.description,
    title_hi: b.titleHi ?? null,
    description_hi: b.descriptionHi ?? null,
    author: b.author,
    time_to_read: b.timeToRead,
    thumbnail: b.thumbnail ? `${UPLOADS}${b.thumbnail}` : null,
    thumbnail_srcset: b.thumbnail ? srcSet(b.thumbnail) : null,
    created_at: iso(b.createdAt),
  };
}
