/** The practice module's public surface: practice days, streaks and milestones (issue 27). */
import type { MigrationClass } from '../../database/migrations/index.js';
import { PracticeDays1796100000100 } from './migrations/1796100000100-PracticeDays.js';
import { MilestoneShares1796430000000 } from './migrations/1796430000000-MilestoneShares.js';
export { PracticeModule } from './practice.module.js';
export { PracticeService, type PausedDates } from './practice.service.js';
import { MilestoneShare } from './entities/milestone-share.entity.js';
import { PracticeDay } from './entities/practice-day.entity.js';

export const PRACTICE_ENTITIES = [PracticeDay, MilestoneShare];

/** This module's own migrations (the app collects them: app.schema.ts). */
export const PRACTICE_MIGRATIONS: MigrationClass[] = [
  PracticeDays1796100000100,
  MilestoneShares1796430000000,
];
export { PRACTICE_ERRORS } from './errors.js';

import { defineFeature } from '../../common/feature.js';
import { PRACTICE_CONFIG, loadPracticeConfig } from './config.js';
import { PracticeModule } from './practice.module.js';
import { PRACTICE_ERRORS } from './errors.js';

/** What the app collects from this module (app.features.ts, ADR 0018). */
export const PRACTICE_FEATURE = defineFeature({
  name: 'practice',
  module: PracticeModule,
  entities: PRACTICE_ENTITIES,
  migrations: PRACTICE_MIGRATIONS,
  errors: PRACTICE_ERRORS,
  config: {
    key: 'practice',
    token: PRACTICE_CONFIG,
    load: (env) => loadPracticeConfig(env),
  },
});
