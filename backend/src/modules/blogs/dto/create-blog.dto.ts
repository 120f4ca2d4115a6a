import { ApiPropertyOptional, ApiSchema } from '@nestjs/swagger';
import { Allow } from 'class-validator';
import { FIELD_LIMITS, type CreateBlogRequest } from '@yoga/contracts';
import { TextField } from '../../../common/validation/text-fields.js';

/** Multipart text fields (stored as given; the front ends never render them as HTML). */
@ApiSchema({ name: 'CreateBlogRequest' })
export class CreateBlogDto implements CreateBlogRequest {
  @TextField(FIELD_LIMITS.blogTitle, { required: true })
  title: string;

  /** Defaults to BLOG_DEFAULTS.category. */
  @TextField(FIELD_LIMITS.blogCategory)
  category?: string;

  /** A TEXT column: limited in UTF-8 bytes. */
  @TextField(FIELD_LIMITS.blogDescriptionBytes, { bytes: true })
  description?: string;

  /** Defaults to the admin's name. */
  @TextField(FIELD_LIMITS.blogAuthor)
  author?: string;

  /** Defaults to BLOG_DEFAULTS.timeToRead. */
  @TextField(FIELD_LIMITS.blogTimeToRead)
  time_to_read?: string;

  /** The Hindi version's title (optional; empty is none). */
  @TextField(FIELD_LIMITS.blogTitle)
  title_hi?: string;

  /** The Hindi version's text (optional; a TEXT column, limited in UTF-8 bytes). */
  @TextField(FIELD_LIMITS.blogDescriptionBytes, { bytes: true })
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
