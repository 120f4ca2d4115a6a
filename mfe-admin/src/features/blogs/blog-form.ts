import {
  BLOG_DEFAULTS,
  BLOG_THUMBNAIL_MAX_BYTES,
  BLOG_THUMBNAIL_TYPES,
  type Blog,
} from '@yoga/contracts';
import { localizedMessages } from '../../components/localized';
import './i18n';

export interface BlogFormValues {
  title: string;
  category: string;
  description?: string;
  author: string;
  time_to_read: string;
  /** The optional Hindi version (shown on /hi/blogs/…); empty is none. */
  title_hi?: string;
  description_hi?: string;
}

export const BLOG_MESSAGES = localizedMessages({
  titleRequired: 'admin.common.titleRequired',
  notAnImage: 'admin.blog.notAnImage',
  tooLarge: ['admin.blog.tooLarge', { mb: BLOG_THUMBNAIL_MAX_BYTES / (1024 * 1024) }],
});

/** Defaults of spec section 3: category Fitness, author the admin's name (else Admin), 5 min read. */
export function blogDefaults(adminName: string | undefined): BlogFormValues {
  return {
    title: '',
    category: BLOG_DEFAULTS.category,
    description: '',
    author: adminName?.trim() || BLOG_DEFAULTS.author,
    time_to_read: BLOG_DEFAULTS.timeToRead,
    title_hi: '',
    description_hi: '',
  };
}

/** A post's fields as the editor shows them when the admin edits it. */
export function blogValues(blog: Blog): BlogFormValues {
  return {
    title: blog.title,
    category: blog.category,
    description: blog.description ?? '',
    author: blog.author,
    time_to_read: blog.time_to_read,
    title_hi: blog.title_hi ?? '',
    description_hi: blog.description_hi ?? '',
  };
}

/** Checked before anything is sent: images only, at most 2 MB. */
export function checkThumbnail(file: Pick<File, 'type' | 'size'>): string | undefined {
  if (!(BLOG_THUMBNAIL_TYPES as readonly string[]).includes(file.type))
    return BLOG_MESSAGES.notAnImage;
  if (file.size > BLOG_THUMBNAIL_MAX_BYTES) return BLOG_MESSAGES.tooLarge;
  return undefined;
}

/**
 * The multipart body of POST /api/blogs/create and PATCH /api/blogs/:id; empty optional fields fall back
 * to the defaults, an empty Hindi title or text is none.
 */
export function buildBlogFormData(
  values: BlogFormValues,
  thumbnail: File | null,
  adminName?: string,
): FormData {
  const defaults = blogDefaults(adminName);
  const data = new FormData();
  data.append('title', values.title.trim());
  data.append('category', values.category?.trim() || defaults.category);
  data.append('description', values.description?.trim() ?? '');
  data.append('author', values.author?.trim() || defaults.author);
  data.append('time_to_read', values.time_to_read?.trim() || defaults.time_to_read);
  data.append('title_hi', values.title_hi?.trim() ?? '');
  data.append('description_hi', values.description_hi?.trim() ?? '');
  if (thumbnail) data.append('thumbnail', thumbnail, thumbnail.name);
  return data;
}
