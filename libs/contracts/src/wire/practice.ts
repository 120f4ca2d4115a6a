/** A practice milestone the student reached: `days` total practice days, first reached on `reached_on`. */
export interface PracticeMilestone {
  days: number;
  /** IST date of the practice day that made the total. */
  reached_on: string;
}

/**
 * A weekly-streak month the student reached: `months` × 4 consecutive kept weeks (WEEKS_PER_STREAK_MONTH)
 * in one weekly streak, first reached on `reached_on` (the practice day that kept its last week).
 */
export interface WeeklyStreakMilestone {
  months: number;
  reached_on: string;
}

/** GET /api/practice/me?from=&to= (IST dates, inclusive; default: the current IST month to today). */
export interface PracticeQuery {
  from?: string;
  to?: string;
}

/** GET /api/practice/me: the student's practice days in the range, and the streaks over all of them. */
export interface PracticeSummary {
  from: string;
  to: string;
  /** IST dates practised in [from, to], ascending. */
  days: string[];
  /** Consecutive practice days up to today (or yesterday while today is not practised yet). */
  current_streak: number;
  /** The longest run of consecutive practice days ever. */
  longest_streak: number;
  /** Consecutive IST weeks (Monday to Sunday) with at least `weekly_target` practice days. */
  weekly_streak: number;
  /** The practice days one week needs for the weekly streak (WEEKLY_STREAK_DAYS). */
  weekly_target: number;
  /** Practice days ever. */
  total_days: number;
  /** Milestones reached (7, 21, 50, 108, 365 practice days), oldest first. */
  milestones: PracticeMilestone[];
  /** Weekly-streak months reached (each full month of the weekly streak, once each), oldest first. */
  weekly_milestones: WeeklyStreakMilestone[];
}

/**
 * A milestone's key in the share routes: `days-<n>` (n practice days: 7, 21, 50, 108, 365) or
 * `weekly-<n>` (n months of the weekly streak). See `milestoneKey` / `parseMilestoneKey`.
 */
export type MilestoneKey = `days-${number}` | `weekly-${number}`;

/** POST /api/practice/milestones/:key/share: the card's language (default: the student's language). */
export interface MilestoneShareRequest {
  lang?: 'en' | 'hi';
}

/**
 * POST /api/practice/milestones/:key/share: the public links of the milestone's share card. The same
 * links again on the next call (until the student stops sharing: DELETE on the same path).
 */
export interface MilestoneShare {
  key: string;
  /** The card's public page (absolute; its Open Graph tags preview the card). */
  url: string;
  /** The card itself: a 1080×1080 PNG (absolute). */
  image_url: string;
  /** `https://wa.me/?text=` with the message and the page's URL. */
  whatsapp_url: string;
}

/** DELETE /api/practice/milestones/:key/share: the card's link no longer answers. */
export interface MilestoneShareState {
  key: string;
  shared: boolean;
}
