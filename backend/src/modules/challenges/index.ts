/** The challenges module's public surface (issue 27). */
import type { MigrationClass } from '../../database/migrations/index.js';
import { Challenges1796100000200 } from './migrations/1796100000200-Challenges.js';
export { ChallengesModule } from './challenges.module.js';
export { ChallengesService, type ChallengeMessageDue } from './challenges.service.js';
import { ChallengeParticipant } from './entities/challenge-participant.entity.js';
import { ChallengeRecord } from './entities/challenge.entity.js';

export const CHALLENGES_ENTITIES = [ChallengeRecord, ChallengeParticipant];

/** This module's own migrations (the app collects them: app.schema.ts). */
export const CHALLENGES_MIGRATIONS: MigrationClass[] = [Challenges1796100000200];
export { CHALLENGES_ERRORS } from './errors.js';

import { defineFeature } from '../../common/feature.js';
import { ChallengesModule } from './challenges.module.js';
import { CHALLENGES_ERRORS } from './errors.js';

/** What the app collects from this module (app.features.ts, ADR 0018). */
export const CHALLENGES_FEATURE = defineFeature({
  name: 'challenges',
  module: ChallengesModule,
  entities: CHALLENGES_ENTITIES,
  migrations: CHALLENGES_MIGRATIONS,
  errors: CHALLENGES_ERRORS,
});
