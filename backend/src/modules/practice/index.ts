/** The practice module's public surface: practice days, streaks and milestones (issue 27). */
export { PracticeModule } from './practice.module.js';
export { PracticeService, type PausedDates } from './practice.service.js';
import { MilestoneShare } from './entities/milestone-share.entity.js';
import { PracticeDay } from './entities/practice-day.entity.js';

export const PRACTICE_ENTITIES = [PracticeDay, MilestoneShare];
