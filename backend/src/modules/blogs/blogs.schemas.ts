import { ApiSchema } from '@nestjs/swagger';
import type { Blog } from '@yoga/contracts';
import { Int, Text } from '../../common/openapi/properties.js';

@ApiSchema({ name: 'Blog', description: 'A blog post (/api/blogs).' })
export class BlogSchema implements Blog {
  @Int()
  id: number;

  @Text()
  title: string;

  @Text()
  category: string;

  @Text({ nullable: true })
  description: string | null;

  @Text({
    nullable: true,
    description: "The Hindi version's title, or null (then `/hi/blogs/…` shows `title`)",
  })
  title_hi: string | null;

  @Text({
    nullable: true,
    description: "The Hindi version's text, or null (then `/hi/blogs/…` shows `description`)",
  })
  description_hi: string | null;

  @Text()
  author: string;

  @Text()
  time_to_read: string;

  @Text({
    nullable: true,
    description:
      'Public URL path of the thumbnail (its widest stored width), e.g. /uploads/abc-1200w.webp',
  })
  thumbnail: string | null;

  @Text({
    nullable: true,
    description:
      'Every stored width of the thumbnail for `<img srcset>` ("/uploads/abc-400w.webp 400w, …"); ' +
      'null without one',
  })
  thumbnail_srcset: string | null;

  @Text()
  created_at: string;
}
