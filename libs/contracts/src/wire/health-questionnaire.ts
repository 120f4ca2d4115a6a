/**
 * The health questionnaire before the first class (issue 37): the PAR-Q's seven questions and the
 * conditions yoga teachers ask about, answered yes or no, again every 12 months. Answers are health
 * data: encrypted at rest, shown only to the instructors of the student's classes with her consent
 * (the health notes' sharing consent), in "Download my data", erased with the account.
 */

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

/** One question, written in the caller's language. */
export interface HealthQuestion {
  id: HealthQuestionId;
  text: string;
}

/** GET /api/health-questionnaire: the questions in the caller's language (Accept-Language). */
export interface HealthQuestionnaire {
  questions: HealthQuestion[];
  valid_months: number;
}

/** GET (and the answer of PUT) /api/health-questionnaire/me. */
export interface HealthQuestionnaireStatus {
  /**
   * True when the panel should ask before Join: never answered, answered more than 12 months ago, or a
   * "yes" whose advice she has not yet confirmed reading.
   */
  due: boolean;
  /** When she last answered (ISO), null if never. */
  answered_at: string | null;
  /** At least one "yes" in her last answers. */
  any_yes: boolean;
  /** She confirmed she has read the advice for a "yes" (false when there is no "yes"). */
  confirmed: boolean;
}

/** PUT /api/health-questionnaire/me: every question answered true (yes) or false (no). */
export interface HealthQuestionnaireAnswers {
  answers: Record<HealthQuestionId, boolean>;
  other?: string | null;
  /** She has read the advice shown for a "yes". */
  confirmed?: boolean;
}

/** What an instructor sees of a student's questionnaire on the roster. */
export interface RosterHealthCheck {
  /** She answered "yes" to at least one question: offer modifications. */
  any_yes: boolean;
  /** The questions she answered "yes" to, and her own words: only with her consent, else null. */
  yes_to: HealthQuestionId[] | null;
  other: string | null;
}
