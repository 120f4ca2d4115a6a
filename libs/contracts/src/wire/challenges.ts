/** A text in both languages of the site. */
export interface BilingualText {
  en: string;
  hi: string;
}

/** The lengths a challenge may have, in days. */
export type ChallengeLength = 14 | 21 | 40;

/** A challenge as the admin and the students see it. */
export interface Challenge {
  id: number;
  name: BilingualText;
  description: BilingualText | null;
  /** IST date of the first day. */
  starts_on: string;
  /** IST date of the last day (starts_on + days - 1). */
  ends_on: string;
  days: ChallengeLength;
  /** Practice days needed to finish (default: every day). */
  min_days: number;
  trial_allowed: boolean;
  /** The limit of places, or null for none. */
  places: number | null;
  /** Students who joined. */
  joined_count: number;
  /** Last IST date on which a student may join (the third day). */
  join_until: string;
}

/** GET /api/challenges: the open and running challenges (and the finished ones the caller joined). */
export interface ChallengeListItem extends Challenge {
  joined: boolean;
}

/** POST /api/admin/challenges. */
export interface CreateChallengeRequest {
  name: BilingualText;
  description?: BilingualText | null;
  starts_on: string;
  days: ChallengeLength;
  min_days?: number;
  trial_allowed?: boolean;
  places?: number | null;
}

/** PATCH /api/admin/challenges/:id: the fields sent change. */
export type UpdateChallengeRequest = Partial<CreateChallengeRequest>;

/** POST /api/challenges/:id/join (optional body) and PUT /api/challenges/:id/leaderboard. */
export interface ChallengeLeaderboardChoice {
  /** Show me on the leaderboard (first name and city initial only). */
  leaderboard?: boolean;
  /** The city whose initial the leaderboard shows. */
  city?: string | null;
}

/** GET /api/challenges/:id/progress. */
export interface ChallengeProgress {
  joined: boolean;
  /** IST dates practised within the challenge, ascending. */
  days: string[];
  days_practised: number;
  /** Days of the challenge from today (inclusive) to its last day; 0 once finished. */
  days_left: number;
  /** The challenge is over (its last day has passed). */
  finished: boolean;
  /** The caller practised on at least min_days days: a finisher (certificate). */
  completed: boolean;
  min_days: number;
  on_leaderboard: boolean;
}

/** GET /api/challenges/:id/leaderboard: opted-in students only. */
export interface ChallengeLeaderboardRow {
  /** First name and city initial, e.g. "Priya M." */
  name: string;
  days_practised: number;
}

/** GET /api/certificates/:code: what the public verification page confirms. */
export interface CertificateVerification {
  code: string;
  name: string;
  challenge: BilingualText;
  starts_on: string;
  ends_on: string;
}
