import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, type Repository } from 'typeorm';
import {
  HEALTH_QUESTION_IDS,
  HEALTH_QUESTIONNAIRE_VALID_MONTHS,
  isHealthQuestionId,
  type HealthQuestionId,
  type HealthQuestionnaire,
  type HealthQuestionnaireAnswers,
  type HealthQuestionnaireStatus,
  type Language,
  type RosterHealthCheck,
} from '@yoga/contracts';
import { ApiError } from '../../common/errors/api-error.js';
import { notNullFieldError } from '../../common/validation/validation.js';
import { iso } from '../../common/http/iso.js';
import { translate } from '../../common/i18n/catalog.js';
import { CLOCK, type Clock } from '../../common/lifecycle/clock.js';
import { HEALTH_DATA_CONFIG, type HealthDataConfig } from './config.js';
import { Transactions } from '../../database/transactions.js';
import { DomainEvents } from '../../events/index.js';
import { HealthNotesService } from '../health-notes/index.js';
import { PersonalDataRegistry, type PersonalDataContributor } from '../personal-data/index.js';
import { HealthQuestionnaireAnswer } from './entities/health-questionnaire-answer.entity.js';
import { open, seal } from './health-crypto.js';
import { rotateHealthKeys, type RotationResult } from './key-rotation.js';

/** The catalogue's text of each question (backend/src/locales: `health_question.<id>`). */
const QUESTION_TEXT: Readonly<Record<HealthQuestionId, string>> = {
  heart_condition: 'health_question.heart_condition',
  chest_pain_activity: 'health_question.chest_pain_activity',
  chest_pain_rest: 'health_question.chest_pain_rest',
  dizziness: 'health_question.dizziness',
  bone_joint: 'health_question.bone_joint',
  heart_bp_medication: 'health_question.heart_bp_medication',
  other_reason: 'health_question.other_reason',
  knees: 'health_question.knees',
  back: 'health_question.back',
  blood_pressure: 'health_question.blood_pressure',
  pregnancy: 'health_question.pregnancy',
  recent_surgery: 'health_question.recent_surgery',
};

/** What is encrypted in a row. */
interface Answers {
  answers: Record<HealthQuestionId, boolean>;
  other: string | null;
  /** She confirmed reading the advice shown for a "yes". */
  confirmed: boolean;
}

/** Who reads a roster: the actor of the audit entries. */
export interface StaffReader {
  id: number;
}

const yesTo = (a: Answers) => HEALTH_QUESTION_IDS.filter((id) => a.answers[id] === true);

/** The instant the answers given at `answeredAt` are to be asked again (12 calendar months on). */
function renewalOf(answeredAt: Date): Date {
  const at = new Date(answeredAt);
  at.setUTCMonth(at.getUTCMonth() + HEALTH_QUESTIONNAIRE_VALID_MONTHS);
  return at;
}

/**
 * The health questionnaire before the first class (issue 37). The answers are health data: sealed with
 * AES-256-GCM (HEALTH_DATA_KEY, health-crypto.ts), shown to the instructors of her classes only with the
 * consent she gives for her health notes (HealthNotesService.consentingOf: one consent, one rule), every
 * roster read of them recorded in the audit log, part of "Download my data", erased with the account.
 * Joining a class never depends on it: the panel asks before Join.
 */
@Injectable()
export class HealthQuestionnaireService implements PersonalDataContributor, OnModuleInit {
  readonly key = 'health_questionnaire';

  private readonly rows: Repository<HealthQuestionnaireAnswer>;

  constructor(
    @InjectRepository(HealthQuestionnaireAnswer) rows: Repository<HealthQuestionnaireAnswer>,
    @Inject(HEALTH_DATA_CONFIG) private readonly keys: HealthDataConfig,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly healthNotes: HealthNotesService,
    private readonly registry: PersonalDataRegistry,
    private readonly events: DomainEvents,
    private readonly tx: Transactions,
  ) {
    this.rows = tx.ambient(rows);
  }

  onModuleInit() {
    this.registry.register(this);
  }

  questions(language: Language): HealthQuestionnaire {
    return {
      questions: HEALTH_QUESTION_IDS.map((id) => ({
        id,
        text: translate(language, QUESTION_TEXT[id]),
      })),
      valid_months: HEALTH_QUESTIONNAIRE_VALID_MONTHS,
    };
  }

  private read(row: HealthQuestionnaireAnswer): Answers {
    return open<Answers>(this.keys, row.userId, row);
  }

  private statusOf(row: HealthQuestionnaireAnswer | null): HealthQuestionnaireStatus {
    if (!row) return { due: true, answered_at: null, any_yes: false, confirmed: false };
    const answers = this.read(row);
    const anyYes = yesTo(answers).length > 0;
    const confirmed = anyYes && answers.confirmed;
    const expired = renewalOf(row.answeredAt) <= this.clock.now();
    return {
      due: expired || (anyYes && !confirmed),
      answered_at: iso(row.answeredAt),
      any_yes: anyYes,
      confirmed,
    };
  }

  async status(userId: number): Promise<HealthQuestionnaireStatus> {
    return this.statusOf(await this.rows.findOneBy({ userId }));
  }

  /** Every question answered with a boolean, no other key: else 400 naming the question. */
  private check(body: object): Record<HealthQuestionId, boolean> {
    // The body's object as sent: its keys and values are not known to be the questions' yet.
    const answers = body as Record<string, unknown>;
    const unknown = Object.keys(answers).find((key) => !isHealthQuestionId(key));
    if (unknown !== undefined)
      throw new ApiError('health_question_unknown', { question: unknown.slice(0, 60) });
    // null is refused like everywhere else (validation_failed naming the field); a wrong value by name.
    const nulled = HEALTH_QUESTION_IDS.find((id) => answers[id] === null);
    if (nulled) throw notNullFieldError(`answers.${nulled}`);
    const missing = HEALTH_QUESTION_IDS.find((id) => typeof answers[id] !== 'boolean');
    if (missing) throw new ApiError('health_answer_invalid', { question: missing });
    return Object.fromEntries(
      HEALTH_QUESTION_IDS.map((id) => [id, answers[id] === true]),
    ) as Record<HealthQuestionId, boolean>;
  }

  async save(userId: number, dto: HealthQuestionnaireAnswers): Promise<HealthQuestionnaireStatus> {
    const answers = this.check(dto.answers);
    const value: Answers = {
      answers,
      other: dto.other?.trim() || null,
      confirmed: dto.confirmed === true,
    };
    const sealed = seal(this.keys.current, userId, value);
    await this.rows.save({
      userId,
      keyId: sealed.keyId,
      payload: sealed.payload,
      answeredAt: this.clock.now(),
    });
    return this.status(userId);
  }

  /**
   * The roster's marks (instructor console): for each of these booked students who answered, whether
   * she said "yes", and the questions and her words only if she consents to share her health data with
   * her instructors (the health notes' consent). The caller has checked that `reader` teaches the class
   * or is an admin. Each student's answers read is recorded in the audit log (actor, student, class).
   */
  async forRoster(
    reader: StaffReader,
    yogaClass: { id: number; title: string },
    userIds: readonly number[],
  ): Promise<Map<number, RosterHealthCheck>> {
    const result = new Map<number, RosterHealthCheck>();
    if (!userIds.length) return result;
    const [rows, consenting] = await Promise.all([
      this.rows.findBy({ userId: In([...new Set(userIds)]) }),
      this.healthNotes.consentingOf(userIds),
    ]);
    if (!rows.length) return result;
    for (const row of rows) {
      const answers = this.read(row);
      const yes = yesTo(answers);
      const shared = consenting.has(row.userId);
      result.set(row.userId, {
        any_yes: yes.length > 0,
        yes_to: shared ? yes : null,
        other: shared ? answers.other : null,
      });
    }
    await this.tx.run(async () => {
      for (const row of rows)
        await this.events.publish('admin.changed', {
          actorId: reader.id,
          entity: 'health_questionnaire',
          entityId: String(row.userId),
          action: 'read',
          label: yogaClass.title,
          subjectUserId: row.userId,
          before: null,
          after: { class_id: yogaClass.id, details_shown: consenting.has(row.userId) },
        });
    });
    return result;
  }

  /** Re-encrypts every row under an older key with HEALTH_DATA_KEY (the rotation command's work). */
  rotateKeys(): Promise<RotationResult> {
    return rotateHealthKeys(this.tx, this.keys);
  }

  async export(userId: number) {
    const row = await this.rows.findOneBy({ userId });
    if (!row) return null;
    const answers = this.read(row);
    const status = this.statusOf(row);
    return {
      answered_at: status.answered_at,
      answers: answers.answers,
      other: answers.other,
      any_yes: status.any_yes,
      advice_confirmed: status.confirmed,
    };
  }

  async erase(userId: number): Promise<string> {
    const em = this.tx.open();
    const deleted = await em.delete(HealthQuestionnaireAnswer, { userId });
    return `${deleted.affected ?? 0} answers deleted`;
  }
}
