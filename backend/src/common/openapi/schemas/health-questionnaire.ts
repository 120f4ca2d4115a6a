import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import {
  HEALTH_QUESTION_IDS,
  type HealthQuestion,
  type HealthQuestionId,
  type HealthQuestionnaire,
  type HealthQuestionnaireStatus,
  type RosterHealthCheck,
} from '@yoga/contracts';
import { Bool, Int, ListOf, OneOf, Text } from '../properties.js';

@ApiSchema({ name: 'HealthQuestion' })
export class HealthQuestionSchema implements HealthQuestion {
  @OneOf(HEALTH_QUESTION_IDS)
  id: HealthQuestionId;

  @Text({ description: "The question in the caller's language (Accept-Language)" })
  text: string;
}

@ApiSchema({ name: 'HealthQuestionnaire' })
export class HealthQuestionnaireSchema implements HealthQuestionnaire {
  @ListOf(() => HealthQuestionSchema)
  questions: HealthQuestion[];

  @Int({ description: 'The answers are asked again after this many months' })
  valid_months: number;
}

@ApiSchema({ name: 'HealthQuestionnaireStatus' })
export class HealthQuestionnaireStatusSchema implements HealthQuestionnaireStatus {
  @Bool({
    description:
      'Ask before Join: never answered, answered over 12 months ago, or a "yes" whose advice is not confirmed',
  })
  due: boolean;

  @Text({ nullable: true, description: 'When she last answered (ISO)' })
  answered_at: string | null;

  @Bool()
  any_yes: boolean;

  @Bool({ description: 'She confirmed reading the advice for a "yes"' })
  confirmed: boolean;
}

@ApiSchema({ name: 'RosterHealthCheck' })
export class RosterHealthCheckSchema implements RosterHealthCheck {
  @Bool({ description: 'At least one "yes": offer modifications' })
  any_yes: boolean;

  @ApiProperty({
    type: String,
    enum: [...HEALTH_QUESTION_IDS],
    isArray: true,
    nullable: true,
    required: true,
    description: 'Only when the student consented to share (health notes), else null',
  })
  yes_to: HealthQuestionId[] | null;

  @Text({ nullable: true, description: 'Only when the student consented to share' })
  other: string | null;
}

/** PUT /api/health-questionnaire/me's `answers`: every question's id → true (yes) or false (no). */
@ApiSchema({ name: 'HealthAnswers' })
export class HealthAnswersSchema implements Record<HealthQuestionId, boolean> {
  @Bool()
  heart_condition: boolean;

  @Bool()
  chest_pain_activity: boolean;

  @Bool()
  chest_pain_rest: boolean;

  @Bool()
  dizziness: boolean;

  @Bool()
  bone_joint: boolean;

  @Bool()
  heart_bp_medication: boolean;

  @Bool()
  other_reason: boolean;

  @Bool()
  knees: boolean;

  @Bool()
  back: boolean;

  @Bool()
  blood_pressure: boolean;

  @Bool()
  pregnancy: boolean;

  @Bool()
  recent_surgery: boolean;
}
