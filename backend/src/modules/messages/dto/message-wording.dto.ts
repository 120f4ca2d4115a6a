import { ApiSchema } from '@nestjs/swagger';
import { IsObject } from 'class-validator';
import type { MessageWording, SaveMessageWordingRequest } from '@yoga/contracts';
import { Nested } from '../../../common/openapi/properties.js';
import { MessageWordingSchema } from '../message-wording.schemas.js';
import { says } from '../../../common/validation/validation.js';

/** The wording is checked by the service (`messageWordingProblems`: 400 message_wording_invalid). */
@ApiSchema({
  name: 'SaveMessageWordingRequest',
  description:
    'PUT /api/admin/message-wording/:event and POST …/preview; the wording is checked by the server ' +
    '(400 message_wording_invalid with its problems).',
})
export class SaveMessageWordingDto implements SaveMessageWordingRequest {
  @Nested(() => MessageWordingSchema)
  @IsObject(says('validation.object'))
  wording: MessageWording;
}
