import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import {
  CHALLENGE_LENGTHS,
  type BilingualText,
  type CertificateVerification,
  type Challenge,
  type ChallengeLeaderboardRow,
  type ChallengeLength,
  type ChallengeListItem,
  type ChallengeProgress,
} from '@yoga/contracts';
import { Bool, Int, Nested, Text, TextList } from '../../common/openapi/properties.js';

@ApiSchema({ name: 'BilingualText', description: 'A text in both languages of the site.' })
export class BilingualTextSchema implements BilingualText {
  @Text()
  en: string;

  @Text()
  hi: string;
}

@ApiSchema({
  name: 'Challenge',
  description: 'A challenge as the admin and the students see it.',
})
export class ChallengeSchema implements Challenge {
  @Int()
  id: number;

  @Nested(() => BilingualTextSchema)
  name: BilingualTextSchema;

  @Nested(() => BilingualTextSchema, { nullable: true })
  description: BilingualTextSchema | null;

  @Text({ example: '2026-12-01', description: 'IST date of the first day' })
  starts_on: string;

  @Text({ example: '2026-12-21', description: 'IST date of the last day (starts_on + days - 1)' })
  ends_on: string;

  @ApiProperty({ enum: CHALLENGE_LENGTHS, type: 'integer' })
  days: ChallengeLength;

  @Int({ description: 'Practice days needed to finish (default: every day)' })
  min_days: number;

  @Bool({ description: 'Whether students in their free trial may join' })
  trial_allowed: boolean;

  @Int({ nullable: true, description: 'The limit of places, or null for none' })
  places: number | null;

  @Int({ description: 'Students who joined' })
  joined_count: number;

  @Text({ description: 'Last IST date on which a student may join (the third day)' })
  join_until: string;
}

@ApiSchema({
  name: 'ChallengeListItem',
  description:
    'GET /api/challenges: the open and running challenges (and the finished ones the caller joined).',
})
export class ChallengeListItemSchema extends ChallengeSchema implements ChallengeListItem {
  @Bool()
  joined: boolean;
}

@ApiSchema({ name: 'ChallengeProgress', description: 'GET /api/challenges/:id/progress.' })
export class ChallengeProgressSchema implements ChallengeProgress {
  @Bool()
  joined: boolean;

  @TextList({ description: 'IST dates practised within the challenge, ascending' })
  days: string[];

  @Int()
  days_practised: number;

  @Int({
    description: 'Days of the challenge from today (inclusive) to its last day; 0 once finished',
  })
  days_left: number;

  @Bool({ description: 'The challenge is over (its last day has passed)' })
  finished: boolean;

  @Bool({ description: 'The caller practised on at least min_days days: a finisher (certificate)' })
  completed: boolean;

  @Int()
  min_days: number;

  @Bool()
  on_leaderboard: boolean;
}

@ApiSchema({
  name: 'ChallengeLeaderboardRow',
  description: 'GET /api/challenges/:id/leaderboard: opted-in students only.',
})
export class ChallengeLeaderboardRowSchema implements ChallengeLeaderboardRow {
  @Text({ example: 'Priya M.', description: 'First name and city initial, e.g. "Priya M."' })
  name: string;

  @Int()
  days_practised: number;
}

@ApiSchema({
  name: 'CertificateVerification',
  description: 'GET /api/certificates/:code: what the public verification page confirms.',
})
export class CertificateVerificationSchema implements CertificateVerification {
  @Text()
  code: string;

  @Text()
  name: string;

  @Nested(() => BilingualTextSchema)
  challenge: BilingualTextSchema;

  @Text()
  starts_on: string;

  @Text()
  ends_on: string;
}
