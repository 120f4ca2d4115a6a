import { ApiSchema } from '@nestjs/swagger';
import type {
  MilestoneShare,
  MilestoneShareState,
  PracticeMilestone,
  PracticeSummary,
  WeeklyStreakMilestone,
} from '@yoga/contracts';
import { Bool, Int, ListOf, Text, TextList } from '../../common/openapi/properties.js';

@ApiSchema({
  name: 'PracticeMilestone',
  description:
    'A practice milestone the student reached: `days` total practice days, first reached on `reached_on`.',
})
export class PracticeMilestoneSchema implements PracticeMilestone {
  @Int({ description: 'Total practice days: 7, 21, 50, 108 or 365' })
  days: number;

  @Text({ example: '2026-11-26', description: 'IST date of the practice day that made the total' })
  reached_on: string;
}

@ApiSchema({
  name: 'WeeklyStreakMilestone',
  description:
    'A weekly-streak month the student reached: `months` × 4 consecutive kept weeks ' +
    '(WEEKS_PER_STREAK_MONTH) in one weekly streak, first reached on `reached_on` (the practice day ' +
    'that kept its last week).',
})
export class WeeklyStreakMilestoneSchema implements WeeklyStreakMilestone {
  @Int({ description: 'Full months (4 kept weeks each) of one weekly streak' })
  months: number;

  @Text({
    example: '2026-11-26',
    description: 'IST date of the practice day that kept the last week',
  })
  reached_on: string;
}

@ApiSchema({
  name: 'PracticeSummary',
  description:
    "GET /api/practice/me?from=&to=: the student's practice days in the range (IST dates, inclusive; " +
    'default: the current IST month to today), and the streaks over all of them.',
})
export class PracticeSummarySchema implements PracticeSummary {
  @Text({ example: '2026-11-01', description: 'IST date, inclusive' })
  from: string;

  @Text({ example: '2026-11-30', description: 'IST date, inclusive' })
  to: string;

  @TextList({ description: 'IST dates practised in [from, to], ascending' })
  days: string[];

  @Int({
    description:
      'Consecutive practice days up to today (or yesterday while today is not practised yet)',
  })
  current_streak: number;

  @Int({ description: 'The longest run of consecutive practice days ever' })
  longest_streak: number;

  @Int({
    description:
      'Consecutive IST weeks (Monday to Sunday) with at least `weekly_target` practice days',
  })
  weekly_streak: number;

  @Int({
    description: 'The practice days one week needs for the weekly streak (WEEKLY_STREAK_DAYS)',
  })
  weekly_target: number;

  @Int({ description: 'Practice days ever' })
  total_days: number;

  @ListOf(() => PracticeMilestoneSchema, {
    description: 'Milestones reached (7, 21, 50, 108, 365 practice days), oldest first',
  })
  milestones: PracticeMilestoneSchema[];

  @ListOf(() => WeeklyStreakMilestoneSchema, {
    description:
      'Weekly-streak months reached (each full month of the weekly streak, once each), oldest first',
  })
  weekly_milestones: WeeklyStreakMilestoneSchema[];
}

@ApiSchema({
  name: 'MilestoneShare',
  description:
    "POST /api/practice/milestones/{key}/share: the public links of the milestone's share card. The " +
    'same links again on the next call (until the student stops sharing: DELETE on the same path).',
})
export class MilestoneShareSchema implements MilestoneShare {
  @Text({
    example: 'days-108',
    description:
      'days-<n> (practice days) or weekly-<n> (weekly-streak months): a MilestoneKey (milestoneKey)',
  })
  key: string;

  @Text({
    example: 'https://example.in/m/3q2Zb1xY0aQ4sW9eR7tUvA',
    description: "The card's public page (absolute; its Open Graph tags preview the card)",
  })
  url: string;

  @Text({
    example: 'https://example.in/api/practice/cards/3q2Zb1xY0aQ4sW9eR7tUvA.png',
    description: 'The card itself: a 1080×1080 PNG (absolute)',
  })
  image_url: string;

  @Text({
    example: 'https://wa.me/?text=...',
    description: "`https://wa.me/?text=` with the message and the page's URL",
  })
  whatsapp_url: string;
}

@ApiSchema({
  name: 'MilestoneShareState',
  description: "DELETE /api/practice/milestones/{key}/share: the card's link no longer answers.",
})
export class MilestoneShareStateSchema implements MilestoneShareState {
  @Text({ example: 'days-108' })
  key: string;

  @Bool({ description: 'false: the link answers 404 from now on' })
  shared: boolean;
}
