import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Allow, IsOptional, IsString, MaxLength } from 'class-validator';
import { BLOG_DEFAULTS } from '@yoga/contracts';
import { Required } from '../../../common/validation/validation.js';

/** Multipart text fields (stored as given; the front ends never render them as HTML). */
export class CreateBlogDto {
  @ApiProperty({ maxLength: 200 })
  @Required()
  @IsString()
  @MaxLength(200)
  title: string;

  @ApiPropertyOptional({ maxLength: 100, default: BLOG_DEFAULTS.category })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  category?: string;

  @ApiPropertyOptional({ maxLength: 20000 })
  @IsOptional()
  @IsString()
  @MaxLength(20000)
  description?: string;

  @ApiPropertyOptional({ maxLength: 100, description: "Defaults to the admin's name" })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  author?: string;

  @ApiPropertyOptional({ maxLength: 50, default: BLOG_DEFAULTS.timeToRead })
  @IsOptional()
  @IsString()
  @MaxLength(50)
  time_to_read?: string;

  /** The file part; an empty text field of the same name (a form without a file) is ignored. */
  @ApiPropertyOptional({
    type: 'string',
    format: 'binary',
    description: 'JPEG, PNG, WebP or GIF, at most 2 MB',
  })
  @Allow()
  thumbnail?: unknown;
}
