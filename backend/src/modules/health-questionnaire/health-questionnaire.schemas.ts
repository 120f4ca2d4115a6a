import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import {
  HEALTH_QUESTION_IDS,
  type HealthQuestion,
  type HealthQuestionId,
  type HealthQuestionnaire,
  type HealthQuestionnaireStatus,
  type RosterHealthCheck,
} from '@yoga/contracts';
import { Bool, Int, ListOf, OneOf, Text } from '../../common/openapi/properties.js';

@ApiSchema({
  name: 'HealthQuestion',
  description: "One question, written in the caller's language.",
})
export class HealthQuestionSchema implements HealthQuestion {
  @OneOf(HEALTH_QUESTION_IDS, {
    description: "The PAR-Q's seven questions, then the yoga teacher's five (HEALTH_QUESTION_IDS)",
  })
  id: HealthQuestionId;

  @Text({ description: "The question in the caller's language (Accept-Language)" })
  text: string;
}

@ApiSchema({
  name: 'HealthQuestionnaire',
  description:
    "GET /api/health-questionnaire (issue 37): the questions in the caller's language " +
    '(Accept-Language), in the order they are asked.',
})
export class HealthQuestionnaireSchema implements HealthQuestionnaire {
  @ListOf(() => HealthQuestionSchema)
  questions: HealthQuestion[];

  @Int({ description: 'The answers are asked again after this many months' })
  valid_months: number;
}

@ApiSchema({
  name: 'HealthQuestionnaireStatus',
  description: 'GET (and the answer of PUT) /api/health-questionnaire/me.',
})
export class HealthQuestionnaireStatusSchema implements HealthQuestionnaireStatus {
  @Bool({
    description:
      'True when the panel should ask before Join: never answered, answered more than 12 months ' +
      'ago, or a "yes" whose advice she has not yet confirmed reading',
  })
  due: boolean;

  @Text({ nullable: true, description: 'When she last answered (ISO), null if never' })
  answered_at: string | null;

  @Bool({ description: 'At least one "yes" in her last answers' })
  any_yes: boolean;

  @Bool({
    description: 'She confirmed she has read the advice for a "yes" (false when there is no "yes")',
  })
  confirmed: boolean;
}

@ApiSchema({
  name: 'RosterHealthCheck',
  description: "What an instructor sees of a student's questionnaire on the roster.",
})
export class RosterHealthCheckSchema implements RosterHealthCheck {
  @Bool({ description: 'She answered "yes" to at least one question: offer modifications' })
  any_yes: boolean;

  @ApiProperty({
    type: String,
    enum: [...HEALTH_QUESTION_IDS],
    isArray: true,
    nullable: true,
    required: true,
    description:
      'The questions she answered "yes" to: only when she consented to share (health notes), else null',
  })
  yes_to: HealthQuestionId[] | null;

  @Text({
    nullable: true,
    description: 'Her own words: only when she consented to share, else null',
  })
  other: string | null;
}

/** PUT /api/health-questionnaire/me's `answers`: every question's id → true (yes) or false (no). */
@ApiSchema({
  name: 'HealthAnswers',
  description:
    "PUT /api/health-questionnaire/me's `answers`: every question's id → true (yes) or false (no).",
})
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
