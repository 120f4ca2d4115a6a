import { Matches } from 'class-validator';
import { CLASS_MESSAGE_MAX_LENGTH, type ClassMessageRequest } from '@yoga/contracts';
import { TextField } from '../../../common/validation/text-fields.js';
import { says } from '../../../common/validation/validation.js';

/** POST /api/console/classes/:id/message. */
export class ClassMessageDto implements ClassMessageRequest {
  @TextField(CLASS_MESSAGE_MAX_LENGTH, { required: true })
  @Matches(/\S/, says('validation.required'))
  text: string;
}
