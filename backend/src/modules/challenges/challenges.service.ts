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
  type ChallengeLeaderboardChoice,
  type ChallengeLeaderboardRow,
  type ChallengeListItem,
  type ChallengeProgress,
} from '@yoga/contracts';
import { ApiError } from '../../common/errors/api-error.js';
import { CLOCK, type Clock } from '../../common/lifecycle/clock.js';
import { isDuplicateKey } from '../../database/db-errors.js';
import { Transactions } from '../../database/transactions.js';
import { DomainEvents } from '../../events/index.js';
import { PracticeService } from '../practice/index.js';
import { SubscriptionsService } from '../subscriptions/index.js';
import { UsersService } from '../users/index.js';
import { findChallenge, joinedCounts, toChallengeDto } from './challenge-rows.js';
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
 * Challenges (issue 27), the students' side: joining (before or in the first 3 days, places, trial
 * rule), their progress from the practice days (asked of PracticeService), the opt-in leaderboard, and
 * the finishers' certificates with a public verification code. The admin's challenges:
 * `ChallengesAdminService`.
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
    const counts = await joinedCounts(
      this.participants,
      rows.map((r) => r.id),
    );
    return rows.map((r) => ({
      ...toChallengeDto(r, counts.get(r.id) ?? 0),
      joined: joined.has(r.id),
    }));
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
    await findChallenge(this.challenges, id);
    const p = await this.participants.findOneBy({ challengeId: id, userId });
    if (!p) throw new ApiError('challenge_not_joined');
    if (choice.leaderboard !== undefined) p.onLeaderboard = choice.leaderboard;
    if (choice.city !== undefined) p.city = choice.city?.trim() || null;
    await this.participants.save(p);
    return this.progress(userId, id);
  }

  async progress(userId: number, id: number): Promise<ChallengeProgress> {
    const c = await findChallenge(this.challenges, id);
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
    const c = await findChallenge(this.challenges, id);
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
    const c = await findChallenge(this.challenges, id);
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
