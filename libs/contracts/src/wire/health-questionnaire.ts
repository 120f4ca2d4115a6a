/**
 * The health questionnaire before the first class (issue 37): the PAR-Q's seven questions and the
 * conditions yoga teachers ask about, answered yes or no, again every 12 months. Answers are health
 * data: encrypted at rest, shown only to the instructors of the student's classes with her consent
 * (the health notes' sharing consent), in "Download my data", erased with the account.
 *
 * The request and response types are generated from the server's classes (ADR 0016: the DTO of
 * backend/src/modules/health-questionnaire/dto and the schema classes of
 * backend/src/modules/health-questionnaire/health-questionnaire.schemas.ts); their documentation is
 * there.
 */
export type {
  HealthAnswers,
  HealthQuestion,
  HealthQuestionnaire,
  HealthQuestionnaireAnswers,
  HealthQuestionnaireStatus,
  RosterHealthCheck,
} from './api.generated.js';

/** The questions, in the order they are asked: the PAR-Q's seven, then the yoga teacher's five. */
export const HEALTH_QUESTION_IDS = [
  'heart_condition',
  'chest_pain_activity',
  'chest_pain_rest',
  'dizziness',
  'bone_joint',
  'heart_bp_medication',
  'other_reason',
  'knees',
  'back',
  'blood_pressure',
  'pregnancy',
  'recent_surgery',
] as const;
export type HealthQuestionId = (typeof HEALTH_QUESTION_IDS)[number];

/** The answers are asked again this many months after they were given. */
export const HEALTH_QUESTIONNAIRE_VALID_MONTHS = 12;
/** Her own words beside the answers, at most this many characters. */
export const HEALTH_QUESTIONNAIRE_OTHER_MAX_LENGTH = 500;

export function isHealthQuestionId(value: string): value is HealthQuestionId {
  return (HEALTH_QUESTION_IDS as readonly string[]).includes(value);
}
