import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import type { Challenge, CreateChallengeRequest, UpdateChallengeRequest } from '@yoga/contracts';
import { ApiError } from '../../common/errors/api-error.js';
import { Transactions } from '../../database/transactions.js';
import { changedOnly, DomainEvents } from '../../events/index.js';
import { findChallenge, joinedCounts, toChallengeDto } from './challenge-rows.js';
import { ChallengeParticipant } from './entities/challenge-participant.entity.js';
import { ChallengeRecord } from './entities/challenge.entity.js';

/** The admin's challenges (issue 27): the list, a new one, an edit; each change in the audit log. */
@Injectable()
export class ChallengesAdminService {
  private readonly challenges: Repository<ChallengeRecord>;
  private readonly participants: Repository<ChallengeParticipant>;

  constructor(
    @InjectRepository(ChallengeRecord) challenges: Repository<ChallengeRecord>,
    @InjectRepository(ChallengeParticipant) participants: Repository<ChallengeParticipant>,
    private readonly tx: Transactions,
    private readonly events: DomainEvents,
  ) {
    this.challenges = tx.ambient(challenges);
    this.participants = tx.ambient(participants);
  }

  private checkRule(days: number, minDays: number): void {
    if (minDays > days) throw new ApiError('challenge_min_days_above_length', { days });
  }

  async adminList(): Promise<Challenge[]> {
    const rows = await this.challenges.find({ order: { startsOn: 'DESC', id: 'DESC' } });
    const counts = await joinedCounts(
      this.participants,
      rows.map((r) => r.id),
    );
    return rows.map((r) => toChallengeDto(r, counts.get(r.id) ?? 0));
  }

  /** The audit log's entry of an admin's change to a challenge (in the change's transaction). */
  private async audit(
    actorId: number,
    action: 'create' | 'update',
    before: ChallengeRecord | null,
    after: ChallengeRecord,
  ): Promise<void> {
    const state = (c: ChallengeRecord) => ({
      name_en: c.nameEn,
      name_hi: c.nameHi,
      description_en: c.descriptionEn,
      description_hi: c.descriptionHi,
      starts_on: c.startsOn,
      days: c.days,
      min_days: c.minDays,
      trial_allowed: Boolean(c.trialAllowed),
      places: c.places,
    });
    const change = changedOnly(before && state(before), state(after));
    if (!change) return;
    await this.events.publish('admin.changed', {
      actorId,
      entity: 'challenge',
      entityId: String(after.id),
      action,
      label: after.nameEn,
      ...change,
    });
  }

  async create(actorId: number, dto: CreateChallengeRequest): Promise<Challenge> {
    const minDays = dto.min_days ?? dto.days;
    this.checkRule(dto.days, minDays);
    const saved = await this.tx.run(async () => {
      const row = await this.challenges.save(
        this.challenges.create({
          nameEn: dto.name.en.trim(),
          nameHi: dto.name.hi.trim(),
          descriptionEn: dto.description?.en.trim() ?? null,
          descriptionHi: dto.description?.hi.trim() ?? null,
          startsOn: dto.starts_on,
          days: dto.days,
          minDays,
          trialAllowed: dto.trial_allowed ?? true,
          places: dto.places ?? null,
        }),
      );
      await this.audit(actorId, 'create', null, row);
      return row;
    });
    return toChallengeDto(saved, 0);
  }

  async update(actorId: number, id: number, dto: UpdateChallengeRequest): Promise<Challenge> {
    return this.tx.run(async () => {
      const c = await findChallenge(this.challenges, id);
      const before = Object.assign(new ChallengeRecord(), c);
      if (dto.name) {
        c.nameEn = dto.name.en.trim();
        c.nameHi = dto.name.hi.trim();
      }
      if (dto.description !== undefined) {
        c.descriptionEn = dto.description?.en.trim() ?? null;
        c.descriptionHi = dto.description?.hi.trim() ?? null;
      }
      if (dto.starts_on !== undefined) c.startsOn = dto.starts_on;
      if (dto.days !== undefined) {
        // A shorter or longer challenge keeps "every day" when that was the rule.
        if (dto.min_days === undefined && c.minDays === c.days) c.minDays = dto.days;
        c.days = dto.days;
      }
      if (dto.min_days !== undefined) c.minDays = dto.min_days;
      if (dto.trial_allowed !== undefined) c.trialAllowed = dto.trial_allowed;
      if (dto.places !== undefined) c.places = dto.places;
      this.checkRule(c.days, c.minDays);
      const joined = (await joinedCounts(this.participants, [id])).get(id) ?? 0;
      if (c.places !== null && c.places < joined)
        throw new ApiError('challenge_places_below_joined', { joined });
      await this.challenges.save(c);
      await this.audit(actorId, 'update', before, c);
      return toChallengeDto(c, joined);
    });
  }
}
