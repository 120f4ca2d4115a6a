import { ApiProperty, ApiPropertyOptional, ApiSchema } from '@nestjs/swagger';
import { IsBoolean, IsObject } from 'class-validator';
import {
  HEALTH_QUESTION_IDS,
  HEALTH_QUESTIONNAIRE_OTHER_MAX_LENGTH,
  type HealthQuestionId,
  type HealthQuestionnaireAnswers,
} from '@yoga/contracts';
import { HealthAnswersSchema } from '../health-questionnaire.schemas.js';
import { TextField } from '../../../common/validation/text-fields.js';
import { Optional, Required, says } from '../../../common/validation/validation.js';

/**
 * PUT /api/health-questionnaire/me. The answers' keys and values are checked by the service, which
 * names the question: an unknown id is 400 `health_question_unknown`, a missing or non-boolean answer
 * 400 `health_answer_invalid`.
 */
@ApiSchema({
  name: 'HealthQuestionnaireAnswers',
  description:
    'PUT /api/health-questionnaire/me: every question answered true (yes) or false (no). Answers are ' +
    "health data: encrypted at rest, shown only to the instructors of the student's classes with her " +
    'consent (the health notes’ sharing consent), in "Download my data", erased with the account.',
})
export class HealthQuestionnaireAnswersDto implements HealthQuestionnaireAnswers {
  @ApiProperty({
    type: () => HealthAnswersSchema,
    description: `Every question's id (${HEALTH_QUESTION_IDS.join(', ')}) → true (yes) or false (no)`,
  })
  @Required()
  @IsObject(says('validation.object'))
  answers: Record<HealthQuestionId, boolean>;

  @TextField(HEALTH_QUESTIONNAIRE_OTHER_MAX_LENGTH, {
    nullable: true,
    description: 'Her own words beside the answers',
  })
  other?: string | null;

  @ApiPropertyOptional({ description: 'She has read the advice shown for a "yes"' })
  @Optional()
  @IsBoolean(says('validation.true_or_false'))
  confirmed?: boolean;
}
