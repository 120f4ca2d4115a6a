import { ApiPropertyOptional, ApiSchema } from '@nestjs/swagger';
import { Allow, IsIn, IsObject, Matches } from 'class-validator';
import {
  CONTENT_PHOTO_SLOTS,
  type ContentDocument,
  type ContentPhotoSlot,
  type ContentPhotoUploadRequest,
  type SaveContentRequest,
} from '@yoga/contracts';
import { ContentDocumentProperty } from '../schemas/content.schemas.js';
import { OneOf, Text } from '../../../common/openapi/properties.js';
import { Optional } from '../../../common/validation/validation.js';

/** The document is checked against its page's shape by the service (`contentProblem`: 400 content_invalid). */
@ApiSchema({ name: 'SaveContentRequest', description: 'PUT /api/admin/content/:page.' })
export class SaveContentDto implements SaveContentRequest {
  @ContentDocumentProperty()
  @IsObject()
  document: ContentDocument;
}

const FRACTION = /^(0(\.\d{1,4})?|1(\.0{1,4})?)$/;

@ApiSchema({
  name: 'ContentPhotoUploadRequest',
  description:
    'POST /api/admin/content/photos: the text fields of the multipart form (beside the `file` part).',
})
export class ContentPhotoUploadDto implements ContentPhotoUploadRequest {
  @OneOf(Object.keys(CONTENT_PHOTO_SLOTS))
  @IsIn(Object.keys(CONTENT_PHOTO_SLOTS))
  slot: ContentPhotoSlot;

  @Text({ optional: true, description: 'Focal point from the left, 0..1 (default 0.5)' })
  @Optional()
  @Matches(FRACTION)
  focus_x?: string;

  @Text({ optional: true, description: 'Focal point from the top, 0..1 (default 0.5)' })
  @Optional()
  @Matches(FRACTION)
  focus_y?: string;

  @ApiPropertyOptional({
    type: 'string',
    format: 'binary',
    description: 'JPEG, PNG or WebP, at most 8 MB',
  })
  @Allow()
  file?: unknown;
}
