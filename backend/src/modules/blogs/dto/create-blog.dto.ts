import { ApiPropertyOptional, ApiSchema } from '@nestjs/swagger';
import { Allow } from 'class-validator';
import { FIELD_LIMITS, type CreateBlogRequest } from '@yoga/contracts';
import { TextField } from '../../../common/validation/text-fields.js';

/** Multipart text fields (stored as given; the front ends never render them as HTML). */
@ApiSchema({
  name: 'CreateBlogRequest',
  description:
    'POST /api/blogs/create (admin), as multipart/form-data (or JSON without a picture). The picture ' +
    'is the file part `thumbnail` (JPEG, PNG, WebP or GIF, at most BLOG_THUMBNAIL_MAX_BYTES); the text ' +
    'fields are these.',
})
export class CreateBlogDto implements CreateBlogRequest {
  @TextField(FIELD_LIMITS.blogTitle, { required: true })
  title: string;

  @TextField(FIELD_LIMITS.blogCategory, {
    description: 'New post: defaults to BLOG_DEFAULTS.category',
  })
  category?: string;

  /** A TEXT column: limited in UTF-8 bytes. */
  @TextField(FIELD_LIMITS.blogDescriptionBytes, { bytes: true, description: "The post's text" })
  description?: string;

  @TextField(FIELD_LIMITS.blogAuthor, { description: "New post: defaults to the admin's name" })
  author?: string;

  @TextField(FIELD_LIMITS.blogTimeToRead, {
    description: 'New post: defaults to BLOG_DEFAULTS.timeToRead',
  })
  time_to_read?: string;

  @TextField(FIELD_LIMITS.blogTitle, {
    description: "The Hindi version's title (optional; empty is none)",
  })
  title_hi?: string;

  /** A TEXT column, limited in UTF-8 bytes. */
  @TextField(FIELD_LIMITS.blogDescriptionBytes, {
    bytes: true,
    description: "The Hindi version's text (optional; empty is none)",
  })
  description_hi?: string;

  /** The file part; an empty text field of the same name (a form without a file) is ignored. */
  @ApiPropertyOptional({
    type: 'string',
    format: 'binary',
    description: 'JPEG, PNG, WebP or GIF, at most 2 MB',
  })
  @Allow()
  thumbnail?: unknown;
}
