import { ApiSchema } from '@nestjs/swagger';
import { Matches } from 'class-validator';
import { CLASS_MESSAGE_MAX_LENGTH, type ClassMessageRequest } from '@yoga/contracts';
import { TextField } from '../../../common/validation/text-fields.js';
import { says } from '../../../common/validation/validation.js';

/** POST /api/console/classes/:id/message. */
@ApiSchema({
  name: 'ClassMessageRequest',
  description:
    "POST /api/console/classes/{id}/message: a message to the class's booked students " +
    `(at most ${CLASS_MESSAGE_MAX_LENGTH} characters).`,
})
export class ClassMessageDto implements ClassMessageRequest {
  @TextField(CLASS_MESSAGE_MAX_LENGTH, { required: true })
  @Matches(/\S/, says('validation.required'))
  text: string;
}
