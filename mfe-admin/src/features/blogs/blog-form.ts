import { BLOG_DEFAULTS, BLOG_THUMBNAIL_MAX_BYTES, BLOG_THUMBNAIL_TYPES } from '@yoga/contracts';
import { localizedMessages } from '../../components/localized';
import './i18n';

export interface BlogFormValues {
  title: string;
  category: string;
  description?: string;
  author: string;
  time_to_read: string;
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
  };
}

/** Checked before anything is sent: images only, at most 2 MB. */
export function checkThumbnail(file: Pick<File, 'type' | 'size'>): string | undefined {
  if (!(BLOG_THUMBNAIL_TYPES as readonly string[]).includes(file.type))
    return BLOG_MESSAGES.notAnImage;
  if (file.size > BLOG_THUMBNAIL_MAX_BYTES) return BLOG_MESSAGES.tooLarge;
  return undefined;
}

/** The multipart body of POST /api/blogs/create; empty optional fields fall back to the defaults. */
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
  if (thumbnail) data.append('thumbnail', thumbnail, thumbnail.name);
  return data;
}
