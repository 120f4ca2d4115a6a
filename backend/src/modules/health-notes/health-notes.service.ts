import { Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, type Repository } from 'typeorm';
import {
  HEALTH_CONDITIONS,
  type HealthCondition,
  type HealthNotes,
  type SharedHealthNote,
  type UpdateHealthNotesRequest,
} from '@yoga/contracts';
import { iso } from '../../common/http/iso.js';
import { Transactions } from '../../database/transactions.js';
import { PersonalDataRegistry, type PersonalDataContributor } from '../personal-data/index.js';
import { HealthNoteConsent } from './entities/health-note-consent.entity.js';
import { HealthNote } from './entities/health-note.entity.js';

const parseConditions = (stored: string): HealthCondition[] =>
  HEALTH_CONDITIONS.filter((c) => stored.split(',').includes(c));

/**
 * Health notes (issue 25): the student's own conditions, and the consent to share them with their
 * instructors. The consent is logged (given, withdrawn, when, where); withdrawing it hides the notes
 * from instructors at once. Part of "Download my data", erased with the account.
 */
@Injectable()
export class HealthNotesService implements PersonalDataContributor, OnModuleInit {
  readonly key = 'health_notes';

  private readonly notes: Repository<HealthNote>;
  private readonly consents: Repository<HealthNoteConsent>;

  constructor(
    @InjectRepository(HealthNote) notes: Repository<HealthNote>,
    @InjectRepository(HealthNoteConsent) consents: Repository<HealthNoteConsent>,
    private readonly registry: PersonalDataRegistry,
    private readonly tx: Transactions,
  ) {
    this.notes = tx.ambient(notes);
    this.consents = tx.ambient(consents);
  }

  onModuleInit() {
    this.registry.register(this);
  }

  async get(userId: number): Promise<HealthNotes> {
    const [note, last] = await Promise.all([
      this.notes.findOneBy({ userId }),
      this.consents.findOne({ where: { userId }, order: { id: 'DESC' } }),
    ]);
    return {
      conditions: parseConditions(note?.conditions ?? ''),
      other: note?.other ?? null,
      share_with_instructors: note?.shared ?? false,
      consent_changed_at: last ? iso(last.createdAt) : null,
    };
  }

  /** Saves the notes; a change of the consent adds a row to its log (in the same transaction). */
  async update(
    userId: number,
    dto: UpdateHealthNotesRequest,
    source = 'profile_page',
  ): Promise<HealthNotes> {
    await this.tx.run(async (em) => {
      const before = await em.findOneBy(HealthNote, { userId });
      const chosen = HEALTH_CONDITIONS.filter((c) => dto.conditions.includes(c));
      const other = dto.other?.trim() || null;
      await em.save(HealthNote, {
        userId,
        conditions: chosen.join(','),
        other,
        shared: dto.share_with_instructors,
      });
      if ((before?.shared ?? false) !== dto.share_with_instructors)
        await em.insert(HealthNoteConsent, {
          userId,
          granted: dto.share_with_instructors,
          source,
        });
    });
    return this.get(userId);
  }

  /**
   * The notes these students share with their instructors (those who consented and wrote something),
   * for a class's roster: the caller has checked that the reader teaches the class or is an admin.
   */
  async sharedOf(userIds: readonly number[]): Promise<Map<number, SharedHealthNote>> {
    if (!userIds.length) return new Map();
    const rows = await this.notes.findBy({ userId: In([...new Set(userIds)]), shared: true });
    const result = new Map<number, SharedHealthNote>();
    for (const row of rows) {
      const conditions = parseConditions(row.conditions);
      if (conditions.length || row.other) result.set(row.userId, { conditions, other: row.other });
    }
    return result;
  }

  /**
   * The consent rule of the student's health data (issue 25, reused by the health questionnaire of
   * issue 37): which of these students consent now to share it with the instructors of their classes.
   * One consent, given or withdrawn in the profile's health notes, logged in `health_note_consents`.
   */
  async consentingOf(userIds: readonly number[]): Promise<Set<number>> {
    if (!userIds.length) return new Set();
    const rows = await this.notes.findBy({ userId: In([...new Set(userIds)]), shared: true });
    return new Set(rows.map((r) => r.userId));
  }

  async export(userId: number) {
    const [notes, log] = await Promise.all([
      this.get(userId),
      this.consents.find({ where: { userId }, order: { id: 'ASC' } }),
    ]);
    return {
      conditions: notes.conditions,
      other: notes.other,
      share_with_instructors: notes.share_with_instructors,
      consent_log: log.map((r) => ({ granted: r.granted, source: r.source, at: iso(r.createdAt) })),
    };
  }

  async erase(userId: number): Promise<string> {
    const em = this.tx.open();
    const notes = await em.delete(HealthNote, { userId });
    const log = await em.delete(HealthNoteConsent, { userId });
    return `${notes.affected ?? 0} notes, ${log.affected ?? 0} consent log entries deleted`;
  }
}
