import { ApiProperty } from '@nestjs/swagger';
import { IsInt, Matches, Max, Min, ValidateIf } from 'class-validator';
import {
  CLASS_MESSAGE_MAX_LENGTH,
  type AssignInstructorRequest,
  type ClassMessageRequest,
} from '@yoga/contracts';
import { MAX_ID } from '../../../common/validation/id-param.pipe.js';
import { TextField } from '../../../common/validation/text-fields.js';
import { says } from '../../../common/validation/validation.js';

const ID_MESSAGE = says('validation.whole_number_range', { min: 1, max: MAX_ID });

/** PUT /api/admin/instructors/slots/:id and /classes/:id. */
export class AssignInstructorDto implements AssignInstructorRequest {
  @ApiProperty({ type: 'integer', nullable: true, description: 'null removes the assignment' })
  // Present: an instructor's id, or null (undefined is refused).
  @ValidateIf((o: { instructor_id?: unknown }) => o.instructor_id !== null)
  @IsInt(ID_MESSAGE)
  @Min(1, ID_MESSAGE)
  @Max(MAX_ID, ID_MESSAGE)
  instructor_id: number | null;
}

/** POST /api/console/classes/:id/message. */
export class ClassMessageDto implements ClassMessageRequest {
  @TextField(CLASS_MESSAGE_MAX_LENGTH, { required: true })
  @Matches(/\S/, says('validation.required'))
  text: string;
}
