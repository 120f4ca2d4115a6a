import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import { ArrayMaxSize, IsArray, IsBoolean, IsIn } from 'class-validator';
import {
  HEALTH_CONDITIONS,
  HEALTH_NOTE_OTHER_MAX_LENGTH,
  type HealthCondition,
  type UpdateHealthNotesRequest,
} from '@yoga/contracts';
import { TextField } from '../../../common/validation/text-fields.js';
import { Required, says } from '../../../common/validation/validation.js';

const CONDITION_MESSAGE = says('validation.one_of_list', { values: HEALTH_CONDITIONS.join(', ') });

/** PUT /api/profile/health-notes. */
@ApiSchema({
  name: 'UpdateHealthNotesRequest',
  description: "PUT /api/profile/health-notes: the student's own notes and her consent.",
})
export class UpdateHealthNotesDto implements UpdateHealthNotesRequest {
  @ApiProperty({ enum: [...HEALTH_CONDITIONS], isArray: true })
  @Required()
  @IsArray(CONDITION_MESSAGE)
  @ArrayMaxSize(HEALTH_CONDITIONS.length, CONDITION_MESSAGE)
  @IsIn([...HEALTH_CONDITIONS], { each: true, ...CONDITION_MESSAGE })
  conditions: HealthCondition[];

  @TextField(HEALTH_NOTE_OTHER_MAX_LENGTH, {
    nullable: true,
    description: 'A free text (empty or null: none)',
  })
  other?: string | null;

  @ApiProperty({ description: 'Consent to share the notes with the instructors of my classes' })
  @Required()
  @IsBoolean(says('validation.true_or_false'))
  share_with_instructors: boolean;
}
