import { In, type Repository } from 'typeorm';
import {
  challengeEndsOn,
  challengeJoinUntil,
  type Challenge,
  type ChallengeLength,
} from '@yoga/contracts';
import { ApiError } from '../../common/errors/api-error.js';
import { ChallengeParticipant } from './entities/challenge-participant.entity.js';
import { ChallengeRecord } from './entities/challenge.entity.js';

/** A challenge as the panels read it. */
export function toChallengeDto(c: ChallengeRecord, joinedCount: number): Challenge {
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

/** How many students joined each of these challenges, in one query. */
export async function joinedCounts(
  participants: Repository<ChallengeParticipant>,
  ids: readonly number[],
): Promise<Map<number, number>> {
  if (!ids.length) return new Map();
  const rows = await participants
    .createQueryBuilder('p')
    .select('p.challenge_id', 'id')
    .addSelect('COUNT(*)', 'n')
    .where({ challengeId: In([...ids]) })
    .groupBy('p.challenge_id')
    .getRawMany<{ id: number | string; n: number | string }>();
  return new Map(rows.map((r) => [Number(r.id), Number(r.n)]));
}

/** The challenge, or 404 `challenge_not_found`. */
export async function findChallenge(
  challenges: Repository<ChallengeRecord>,
  id: number,
): Promise<ChallengeRecord> {
  const found = await challenges.findOneBy({ id });
  if (!found) throw new ApiError('challenge_not_found');
  return found;
}
