import { ApiSchema } from '@nestjs/swagger';
import { FIELD_LIMITS, type ClassRecordingLinkInput } from '@yoga/contracts';
import { TextField } from '../../../common/validation/text-fields.js';

/** PUT /api/classes/:id/recording: a link (https, checked by the service) as the class's recording. */
@ApiSchema({
  name: 'ClassRecordingLinkInput',
  description: 'PUT /api/classes/{id}/recording (admin): attach a recording link (https).',
})
export class ClassRecordingLinkDto implements ClassRecordingLinkInput {
  @TextField(FIELD_LIMITS.classLink, { required: true })
  link: string;
}
