/**
 * Practice days, streaks and milestones (/api/practice), and sharing a milestone's card.
 *
 * The request and response types are generated from the server's classes (ADR 0016: the DTOs of
 * backend/src/modules/practice/dto and the schema classes of
 * backend/src/modules/practice/practice.schemas.ts); their documentation is there.
 */
export type {
  MilestoneShare,
  MilestoneShareRequest,
  MilestoneShareState,
  PracticeMilestone,
  PracticeSummary,
  WeeklyStreakMilestone,
} from './api.generated.js';

/**
 * GET /api/practice/me?from=&to= (IST dates, inclusive; default: the current IST month to today). Query
 * parameters have no schema in the document, so this one stays written here.
 */
export interface PracticeQuery {
  from?: string;
  to?: string;
}

/**
 * A milestone's key in the share routes: `days-<n>` (n practice days: 7, 21, 50, 108, 365) or
 * `weekly-<n>` (n months of the weekly streak). See `milestoneKey` / `parseMilestoneKey`.
 */
export type MilestoneKey = `days-${number}` | `weekly-${number}`;
