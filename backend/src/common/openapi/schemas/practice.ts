import { ApiSchema } from '@nestjs/swagger';
import type {
  MilestoneShare,
  MilestoneShareState,
  PracticeMilestone,
  PracticeSummary,
  WeeklyStreakMilestone,
} from '@yoga/contracts';
import { Bool, Int, ListOf, Text, TextList } from '../properties.js';

@ApiSchema({ name: 'PracticeMilestone' })
export class PracticeMilestoneSchema implements PracticeMilestone {
  @Int({ description: 'Total practice days: 7, 21, 50, 108 or 365' })
  days: number;

  @Text({ example: '2026-11-26', description: 'IST date of the practice day that made the total' })
  reached_on: string;
}

@ApiSchema({ name: 'WeeklyStreakMilestone' })
export class WeeklyStreakMilestoneSchema implements WeeklyStreakMilestone {
  @Int({ description: 'Full months (4 kept weeks each) of one weekly streak' })
  months: number;

  @Text({
    example: '2026-11-26',
    description: 'IST date of the practice day that kept the last week',
  })
  reached_on: string;
}

@ApiSchema({ name: 'PracticeSummary' })
export class PracticeSummarySchema implements PracticeSummary {
  @Text({ example: '2026-11-01', description: 'IST date, inclusive' })
  from: string;

  @Text({ example: '2026-11-30', description: 'IST date, inclusive' })
  to: string;

  @TextList({ description: 'IST dates practised in [from, to], ascending' })
  days: string[];

  @Int()
  current_streak: number;

  @Int()
  longest_streak: number;

  @Int({ description: 'Consecutive IST weeks (Monday to Sunday) with weekly_target practice days' })
  weekly_streak: number;

  @Int({ description: 'WEEKLY_STREAK_DAYS' })
  weekly_target: number;

  @Int()
  total_days: number;

  @ListOf(() => PracticeMilestoneSchema)
  milestones: PracticeMilestoneSchema[];

  @ListOf(() => WeeklyStreakMilestoneSchema)
  weekly_milestones: WeeklyStreakMilestoneSchema[];
}

@ApiSchema({ name: 'MilestoneShare' })
export class MilestoneShareSchema implements MilestoneShare {
  @Text({
    example: 'days-108',
    description: 'days-<n> (practice days) or weekly-<n> (weekly-streak months)',
  })
  key: string;

  @Text({
    example: 'https://example.in/m/3q2Zb1xY0aQ4sW9eR7tUvA',
    description: "The card's public page",
  })
  url: string;

  @Text({
    example: 'https://example.in/api/practice/cards/3q2Zb1xY0aQ4sW9eR7tUvA.png',
    description: '1080×1080 PNG',
  })
  image_url: string;

  @Text({
    example: 'https://wa.me/?text=...',
    description: 'WhatsApp share link with the message and the page',
  })
  whatsapp_url: string;
}

@ApiSchema({ name: 'MilestoneShareState' })
export class MilestoneShareStateSchema implements MilestoneShareState {
  @Text({ example: 'days-108' })
  key: string;

  @Bool({ description: 'false: the link answers 404 from now on' })
  shared: boolean;
}
