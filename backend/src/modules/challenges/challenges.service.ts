import { randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, IsNull, MoreThanOrEqual, type Repository } from 'typeorm';
import {
  addIstDays,
  challengeEndsOn,
  challengeJoinUntil,
  istDaysBetween,
  istToday,
  type CertificateVerification,
  type Challenge,
  type ChallengeLeaderboardChoice,
  type ChallengeLeaderboardRow,
  type ChallengeLength,
  type ChallengeListItem,
  type ChallengeProgress,
  type CreateChallengeRequest,
  type UpdateChallengeRequest,
} from '@yoga/contracts';
import { ApiError } from '../../common/errors/api-error.js';
import { CLOCK, type Clock } from '../../common/lifecycle/clock.js';
import { isDuplicateKey } from '../../database/db-errors.js';
import { Transactions } from '../../database/transactions.js';
import { changedOnly, DomainEvents } from '../../events/index.js';
import { PracticeService } from '../practice/index.js';
import { SubscriptionsService } from '../subscriptions/index.js';
import { UsersService } from '../users/index.js';
import { ChallengeParticipant } from './entities/challenge-participant.entity.js';
import { ChallengeRecord } from './entities/challenge.entity.js';

/** What a certificate shows. */
export interface CertificateData {
  code: string;
  name: string;
  challenge: { en: string; hi: string };
  startsOn: string;
  endsOn: string;
  days: number;
  daysPractised: number;
}

/** One participant's message of the day (the messages module's scan queues it; issue 27). */
export interface ChallengeMessageDue {
  /** `starting`: the challenge starts tomorrow; `running`: a day of it (the evening nudge if not practised); `ended`: its result. */
  kind: 'starting' | 'running' | 'ended';
  challengeId: number;
  userId: number;
  name: { en: string; hi: string };
  startsOn: string;
  endsOn: string;
  /** Practice days in the challenge up to today (all of it once ended). */
  daysPractised: number;
  /** Days left counting today (running). */
  daysLeft: number;
  practisedToday: boolean;
  /** Ended with at least `min_days` practised (a certificate). */
  completed: boolean;
}

/** "Priya M.": the first name and the city's initial, nothing else of the student. */
export function leaderboardName(fullName: string, city: string | null): string {
  const first = fullName.trim().split(/\s+/)[0] ?? '';
  const initial = city?.trim() ? `${[...city.trim()][0].toLocaleUpperCase('en-IN')}.` : '';
  return [first, initial].filter(Boolean).join(' ');
}

// Crockford-like alphabet without look-alikes (no 0/O, 1/I/L).
const CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
function certificateCode(): string {
  return [...randomBytes(10)].map((b) => CODE_ALPHABET[b % CODE_ALPHABET.length]).join('');
}

/**
 * Challenges (issue 27): the admin's challenges, students joining (before or in the first 3 days,
 * places, trial rule), their progress from the practice days (asked of PracticeService), the
 * opt-in leaderboard, and the finishers' certificates with a public verification code.
 */
@Injectable()
export class ChallengesService {
  private readonly challenges: Repository<ChallengeRecord>;
  private readonly participants: Repository<ChallengeParticipant>;

  constructor(
    @InjectRepository(ChallengeRecord) challenges: Repository<ChallengeRecord>,
    @InjectRepository(ChallengeParticipant) participants: Repository<ChallengeParticipant>,
    private readonly tx: Transactions,
    private readonly practice: PracticeService,
    private readonly subscriptions: SubscriptionsService,
    private readonly users: UsersService,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly events: DomainEvents,
  ) {
    this.challenges = tx.ambient(challenges);
    this.participants = tx.ambient(participants);
  }

  private today(): string {
    return istToday(this.clock.now());
  }

  private toDto(c: ChallengeRecord, joinedCount: number): Challenge {
    return {
      id: c.id,
      name: { en: c.nameEn, hi: c.nameHi },
      description:
        c.descriptionEn !== null && c.descriptionHi !== null
          ? { en: c.descriptionEn, hi: c.descriptionHi }
          : null,
      starts_on: c.startsOn,
      ends_on: challengeEndsOn(c.startsOn, c.days),
      days: c.days as ChallengeLength,
      min_days: c.minDays,
      trial_allowed: c.trialAllowed,
      places: c.places,
      joined_count: joinedCount,
      join_until: challengeJoinUntil(c.startsOn),
    };
  }

  private async joinedCounts(ids: readonly number[]): Promise<Map<number, number>> {
    if (!ids.length) return new Map();
    const rows = await this.participants
      .createQueryBuilder('p')
      .select('p.challenge_id', 'id')
      .addSelect('COUNT(*)', 'n')
      .where({ challengeId: In([...ids]) })
      .groupBy('p.challenge_id')
      .getRawMany<{ id: number | string; n: number | string }>();
    return new Map(rows.map((r) => [Number(r.id), Number(r.n)]));
  }

  private async find(id: number): Promise<ChallengeRecord> {
    const found = await this.challenges.findOneBy({ id });
    if (!found) throw new ApiError('challenge_not_found');
    return found;
  }

  private checkRule(days: number, minDays: number): void {
    if (minDays > days) throw new ApiError('challenge_min_days_above_length', { days });
  }

  // ---- admin ----

  async adminList(): Promise<Challenge[]> {
    const rows = await this.challenges.find({ order: { startsOn: 'DESC', id: 'DESC' } });
    const counts = await this.joinedCounts(rows.map((r) => r.id));
    return rows.map((r) => this.toDto(r, counts.get(r.id) ?? 0));
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
    return this.toDto(saved, 0);
  }

  async update(actorId: number, id: number, dto: UpdateChallengeRequest): Promise<Challenge> {
    return this.tx.run(async () => {
      const c = await this.find(id);
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
      const joined = (await this.joinedCounts([id])).get(id) ?? 0;
      if (c.places !== null && c.places < joined)
        throw new ApiError('challenge_places_below_joined', { joined });
      await this.challenges.save(c);
      await this.audit(actorId, 'update', before, c);
      return this.toDto(c, joined);
    });
  }

  // ---- students ----

  /** Open and running challenges, and the finished ones the student joined (for the certificate). */
  async list(userId: number): Promise<ChallengeListItem[]> {
    const today = this.today();
    const mine = await this.participants.find({ select: { challengeId: true }, where: { userId } });
    const joined = new Set(mine.map((p) => p.challengeId));
    // A challenge lasts at most 40 days: anything that started 40 days ago or later may still run.
    const recent = await this.challenges.find({
      where: {
        startsOn: MoreThanOrEqual(istToday(new Date(this.clock.now().getTime() - 40 * 86_400_000))),
      },
    });
    const older = joined.size ? await this.challenges.findBy({ id: In([...joined]) }) : [];
    const byId = new Map([...recent, ...older].map((c) => [c.id, c]));
    const rows = [...byId.values()]
      .filter((c) => joined.has(c.id) || challengeEndsOn(c.startsOn, c.days) >= today)
      .sort((a, b) => a.startsOn.localeCompare(b.startsOn) || a.id - b.id);
    const counts = await this.joinedCounts(rows.map((r) => r.id));
    return rows.map((r) => ({ ...this.toDto(r, counts.get(r.id) ?? 0), joined: joined.has(r.id) }));
  }

  /** POST /api/challenges/:id/join: once; before or in the first 3 days; places; the trial rule. */
  async join(
    user: { id: number },
    id: number,
    choice: ChallengeLeaderboardChoice = {},
  ): Promise<ChallengeProgress> {
    await this.tx.run(async () => {
      // The challenge row locked: two last places are not given at once.
      const c = await this.tx
        .forUpdate(this.challenges.createQueryBuilder('c').where('c.id = :id', { id }))
        .getOne();
      if (!c) throw new ApiError('challenge_not_found');
      if (await this.participants.existsBy({ challengeId: id, userId: user.id }))
        throw new ApiError('challenge_already_joined');
      if (this.today() > challengeJoinUntil(c.startsOn))
        throw new ApiError('challenge_join_closed', { until: challengeJoinUntil(c.startsOn) });
      if (c.places !== null && (await this.participants.countBy({ challengeId: id })) >= c.places)
        throw new ApiError('challenge_full');
      // A trial student: no paid period bought (a plan bought during the trial starts after it).
      if (!c.trialAllowed && !(await this.subscriptions.withPeriods([user.id])).has(user.id))
        throw new ApiError('challenge_trial_not_allowed');
      try {
        await this.participants.insert({
          challengeId: id,
          userId: user.id,
          joinedAt: this.clock.now(),
          onLeaderboard: choice.leaderboard ?? false,
          city: choice.city?.trim() || null,
        });
      } catch (error) {
        if (isDuplicateKey(error)) throw new ApiError('challenge_already_joined');
        throw error;
      }
    });
    return this.progress(user.id, id);
  }

  /** PUT /api/challenges/:id/leaderboard: the student's own choice, changed at any time. */
  async setLeaderboard(
    userId: number,
    id: number,
    choice: ChallengeLeaderboardChoice,
  ): Promise<ChallengeProgress> {
    await this.find(id);
    const p = await this.participants.findOneBy({ challengeId: id, userId });
    if (!p) throw new ApiError('challenge_not_joined');
    if (choice.leaderboard !== undefined) p.onLeaderboard = choice.leaderboard;
    if (choice.city !== undefined) p.city = choice.city?.trim() || null;
    await this.participants.save(p);
    return this.progress(userId, id);
  }

  async progress(userId: number, id: number): Promise<ChallengeProgress> {
    const c = await this.find(id);
    const p = await this.participants.findOneBy({ challengeId: id, userId });
    const today = this.today();
    const endsOn = challengeEndsOn(c.startsOn, c.days);
    const finished = today > endsOn;
    const days = p ? await this.practice.datesBetween(userId, c.startsOn, endsOn) : [];
    const daysLeft = finished ? 0 : today < c.startsOn ? c.days : istDaysBetween(today, endsOn) + 1;
    return {
      joined: !!p,
      days,
      days_practised: days.length,
      days_left: daysLeft,
      finished,
      completed: !!p && days.length >= c.minDays,
      min_days: c.minDays,
      on_leaderboard: p?.onLeaderboard ?? false,
    };
  }

  /** The opted-in students, most days first: first name and city initial only. */
  async leaderboard(id: number): Promise<ChallengeLeaderboardRow[]> {
    const c = await this.find(id);
    const rows = await this.participants.findBy({ challengeId: id, onLeaderboard: true });
    const ids = rows.map((r) => r.userId);
    const [contacts, counts] = await Promise.all([
      this.users.contactsOf(ids),
      this.practice.countsBetween(ids, c.startsOn, challengeEndsOn(c.startsOn, c.days)),
    ]);
    return rows
      .filter((r) => contacts.has(r.userId))
      .map((r) => ({
        name: leaderboardName(contacts.get(r.userId)!.name, r.city),
        days_practised: counts.get(r.userId) ?? 0,
      }))
      .sort((a, b) => b.days_practised - a.days_practised || a.name.localeCompare(b.name));
  }

  /** A finisher's certificate (its code made once); 404 until the challenge is over and met. */
  async certificate(userId: number, id: number): Promise<CertificateData> {
    const c = await this.find(id);
    const progress = await this.progress(userId, id);
    if (!progress.finished || !progress.completed) throw new ApiError('certificate_not_available');
    let p = (await this.participants.findOneBy({ challengeId: id, userId }))!;
    if (!p.certificateCode) {
      // Made once: of two first downloads at the same moment, one code wins and both print it.
      await this.participants.update(
        { id: p.id, certificateCode: IsNull() },
        { certificateCode: certificateCode() },
      );
      p = (await this.participants.findOneBy({ id: p.id }))!;
    }
    const name = (await this.users.contactsOf([userId])).get(userId)?.name ?? '';
    return {
      code: p.certificateCode!,
      name,
      challenge: { en: c.nameEn, hi: c.nameHi },
      startsOn: c.startsOn,
      endsOn: challengeEndsOn(c.startsOn, c.days),
      days: c.days,
      daysPractised: progress.days_practised,
    };
  }

  /**
   * What each participant may be told today: challenges starting tomorrow, running today, or ended in the
   * last `endedWithinDays` days. A constant number of queries whatever the number of participants.
   */
  async messagesDue(today: string, endedWithinDays = 2): Promise<ChallengeMessageDue[]> {
    // A challenge lasts at most 40 days: one that started 41 + endedWithinDays days ago has ended before.
    const recent = await this.challenges.find({
      where: { startsOn: MoreThanOrEqual(addIstDays(today, -(41 + endedWithinDays))) },
    });
    const tomorrow = addIstDays(today, 1);
    const kinds = new Map<number, ChallengeMessageDue['kind']>();
    for (const c of recent) {
      const endsOn = challengeEndsOn(c.startsOn, c.days);
      if (c.startsOn === tomorrow) kinds.set(c.id, 'starting');
      else if (c.startsOn <= today && today <= endsOn) kinds.set(c.id, 'running');
      else if (endsOn < today && endsOn >= addIstDays(today, -endedWithinDays))
        kinds.set(c.id, 'ended');
    }
    if (!kinds.size) return [];
    const participants = await this.participants.findBy({ challengeId: In([...kinds.keys()]) });
    const byChallenge = new Map<number, number[]>();
    for (const p of participants)
      byChallenge.set(p.challengeId, [...(byChallenge.get(p.challengeId) ?? []), p.userId]);
    const everyone = participants.map((p) => p.userId);
    const practisedToday = await this.practice.countsBetween(everyone, today, today);
    const due: ChallengeMessageDue[] = [];
    for (const c of recent) {
      const kind = kinds.get(c.id);
      const ids = byChallenge.get(c.id);
      if (!kind || !ids) continue;
      const endsOn = challengeEndsOn(c.startsOn, c.days);
      const counts =
        kind === 'starting'
          ? new Map<number, number>()
          : await this.practice.countsBetween(ids, c.startsOn, kind === 'ended' ? endsOn : today);
      for (const userId of ids) {
        const daysPractised = counts.get(userId) ?? 0;
        due.push({
          kind,
          challengeId: c.id,
          userId,
          name: { en: c.nameEn, hi: c.nameHi },
          startsOn: c.startsOn,
          endsOn,
          daysPractised,
          daysLeft: kind === 'running' ? istDaysBetween(today, endsOn) + 1 : 0,
          practisedToday: (practisedToday.get(userId) ?? 0) > 0,
          completed: kind === 'ended' && daysPractised >= c.minDays,
        });
      }
    }
    return due;
  }

  /** GET /api/certificates/:code: name, challenge and dates only. */
  async verify(code: string): Promise<CertificateVerification> {
    const p = /^[0-9A-Z]{10}$/.test(code)
      ? await this.participants.findOneBy({ certificateCode: code })
      : null;
    const c = p && (await this.challenges.findOneBy({ id: p.challengeId }));
    const name = p && (await this.users.contactsOf([p.userId])).get(p.userId)?.name;
    if (!p || !c || !name) throw new ApiError('certificate_not_found');
    return {
      code,
      name,
      challenge: { en: c.nameEn, hi: c.nameHi },
      starts_on: c.startsOn,
      ends_on: challengeEndsOn(c.startsOn, c.days),
    };
  }
}
