/**
 * Blog posts (/api/blogs).
 */

export interface Blog {
  id: number;
  title: string;
  category: string;
  description: string | null;
  /** The Hindi version's title, or null (then `/hi/blogs/…` shows `title`). */
  title_hi: string | null;
  /** The Hindi version's text, or null (then `/hi/blogs/…` shows `description`). */
  description_hi: string | null;
  author: string;
  time_to_read: string;
  /** Public URL path of the thumbnail (its widest stored width), e.g. /uploads/abc-1200w.webp */
  thumbnail: string | null;
  /** Every stored width of the thumbnail for `<img srcset>` ("/uploads/abc-400w.webp 400w, …"); null without one. */
  thumbnail_srcset: string | null;
  created_at: string;
}

/**
 * POST /api/blogs/create (admin), as multipart/form-data (or JSON without a picture). The picture is the
 * file part `thumbnail` (JPEG, PNG, WebP or GIF, at most BLOG_THUMBNAIL_MAX_BYTES); the text fields are these.
 */
export interface CreateBlogRequest {
  title: string;
  /** Defaults to BLOG_DEFAULTS.category. */
  category?: string;
  description?: string;
  /** Defaults to the admin's name. */
  author?: string;
  /** Defaults to BLOG_DEFAULTS.timeToRead. */
  time_to_read?: string;
  /** The Hindi version (optional): its title and its text; empty is none. */
  title_hi?: string;
  description_hi?: string;
}

/**
 * PATCH /api/blogs/:id (admin), multipart/form-data (or JSON): any field of CreateBlogRequest; fields left out
 * stay as they are; an empty `description`, `title_hi` or `description_hi` removes it. A `thumbnail` file part
 * replaces the picture (the old files are removed once the post is saved).
 */
export type UpdateBlogRequest = Partial<CreateBlogRequest>;
