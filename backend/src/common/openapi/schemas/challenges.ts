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
import { Bool, Int, Nested, Text, TextList } from '../properties.js';

@ApiSchema({ name: 'BilingualText' })
export class BilingualTextSchema implements BilingualText {
  @Text()
  en: string;

  @Text()
  hi: string;
}

@ApiSchema({ name: 'Challenge' })
export class ChallengeSchema implements Challenge {
  @Int()
  id: number;

  @Nested(() => BilingualTextSchema)
  name: BilingualTextSchema;

  @Nested(() => BilingualTextSchema, { nullable: true })
  description: BilingualTextSchema | null;

  @Text({ example: '2026-12-01', description: 'IST date of the first day' })
  starts_on: string;

  @Text({ example: '2026-12-21', description: 'IST date of the last day' })
  ends_on: string;

  @ApiProperty({ enum: CHALLENGE_LENGTHS, type: 'integer' })
  days: ChallengeLength;

  @Int({ description: 'Practice days needed to finish' })
  min_days: number;

  @Bool()
  trial_allowed: boolean;

  @Int({ nullable: true, description: 'null: no limit' })
  places: number | null;

  @Int()
  joined_count: number;

  @Text({ description: 'Last IST date to join (the third day)' })
  join_until: string;
}

@ApiSchema({ name: 'ChallengeListItem' })
export class ChallengeListItemSchema extends ChallengeSchema implements ChallengeListItem {
  @Bool()
  joined: boolean;
}

@ApiSchema({ name: 'ChallengeProgress' })
export class ChallengeProgressSchema implements ChallengeProgress {
  @Bool()
  joined: boolean;

  @TextList({ description: 'IST dates practised within the challenge' })
  days: string[];

  @Int()
  days_practised: number;

  @Int()
  days_left: number;

  @Bool()
  finished: boolean;

  @Bool({ description: 'Practised on at least min_days days' })
  completed: boolean;

  @Int()
  min_days: number;

  @Bool()
  on_leaderboard: boolean;
}

@ApiSchema({ name: 'ChallengeLeaderboardRow' })
export class ChallengeLeaderboardRowSchema implements ChallengeLeaderboardRow {
  @Text({ example: 'Priya M.', description: 'First name and city initial' })
  name: string;

  @Int()
  days_practised: number;
}

@ApiSchema({ name: 'CertificateVerification' })
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
