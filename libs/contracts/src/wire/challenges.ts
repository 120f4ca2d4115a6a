/**
 * Practice challenges (/api/challenges, /api/admin/challenges, /api/certificates).
 *
 * The request and response types are generated from the server's classes (ADR 0016: the DTOs of
 * backend/src/modules/challenges/dto and the schema classes of
 * backend/src/modules/challenges/challenges.schemas.ts); their documentation is there.
 */
export type {
  BilingualText,
  CertificateVerification,
  Challenge,
  ChallengeLeaderboardChoice,
  ChallengeLeaderboardRow,
  ChallengeListItem,
  ChallengeProgress,
  CreateChallengeRequest,
  UpdateChallengeRequest,
} from './api.generated.js';

/** The lengths a challenge may have, in days. */
export type ChallengeLength = 14 | 21 | 40;
