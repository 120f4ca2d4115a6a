import type { Blog as BlogDto } from '@yoga/contracts';
import { iso } from '../../common/http/iso.js';
import type { Blog } from './entities/blog.entity.js';

/** An entity, or a raw row selected with the entity's property names (see BlogsService). */
export type BlogFields = Omit<Blog, 'createdAt'> & { createdAt: Date | string };

/** The one way a post leaves the API: thumbnails as their public URL, dates as ISO 8601. */
export function toBlogDto(b: BlogFields): BlogDto {
  return {
    id: Number(b.id),
    title: b.title,
    category: b.category,
    description: b.description,
    author: b.author,
    time_to_read: b.timeToRead,
    thumbnail: b.thumbnail ? `/uploads/${b.thumbnail}` : null,
    created_at: iso(b.createdAt),
  };
}
