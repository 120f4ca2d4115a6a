import { ApiSchema, PartialType } from '@nestjs/swagger';
import type { UpdateBlogRequest } from '@yoga/contracts';
import { CreateBlogDto } from './create-blog.dto.js';

/**
 * PATCH /api/blogs/:id: the fields to change (multipart text fields, or JSON), each with the rules it has
 * on creation; a field left out stays as it is. A title sent must not be blank; an empty Hindi title or
 * text removes it; a new picture is the file part. `skipNullProperties: false`: a field sent as null is
 * checked by its rules (and refused), as Optional() does; Nest's default lets null past them.
 */
@ApiSchema({
  name: 'UpdateBlogRequest',
  description:
    'PATCH /api/blogs/{id} (admin), multipart/form-data (or JSON): any field of CreateBlogRequest; ' +
    'fields left out stay as they are; an empty `description`, `title_hi` or `description_hi` removes ' +
    'it. A `thumbnail` file part replaces the picture (the old files are removed once the post is saved).',
})
export class UpdateBlogDto
  extends PartialType(CreateBlogDto, { skipNullProperties: false })
  implements UpdateBlogRequest {}
