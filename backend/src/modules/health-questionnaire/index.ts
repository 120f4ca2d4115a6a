/** The health-questionnaire module's public surface: the questionnaire, its roster marks, key rotation. */
import type { MigrationClass } from '../../database/migrations/index.js';
import { HealthQuestionnaire1796630000000 } from './migrations/1796630000000-HealthQuestionnaire.js';
export { HealthQuestionnaireModule } from './health-questionnaire.module.js';
export { RosterHealthCheckSchema } from './health-questionnaire.schemas.js';
export { HealthQuestionnaireService } from './health-questionnaire.service.js';
export { HEALTH_QUESTIONNAIRE_ENTITIES } from './entities.js';
export { rotateHealthKeys, type RotationResult } from './key-rotation.js';

/** This module's own migrations (the app collects them: app.schema.ts). */
export const HEALTH_QUESTIONNAIRE_MIGRATIONS: MigrationClass[] = [HealthQuestionnaire1796630000000];
export { HEALTH_QUESTIONNAIRE_ERRORS } from './errors.js';

import { defineFeature } from '../../common/feature.js';
import { HEALTH_DATA_CONFIG, loadHealthDataConfig } from './config.js';
import { HEALTH_QUESTIONNAIRE_ENTITIES } from './entities.js';
import { HealthQuestionnaireModule } from './health-questionnaire.module.js';
import { HEALTH_QUESTIONNAIRE_ERRORS } from './errors.js';

/** What the app collects from this module (app.features.ts, ADR 0018). */
export const HEALTH_QUESTIONNAIRE_FEATURE = defineFeature({
  name: 'health-questionnaire',
  module: HealthQuestionnaireModule,
  entities: HEALTH_QUESTIONNAIRE_ENTITIES,
  migrations: HEALTH_QUESTIONNAIRE_MIGRATIONS,
  errors: HEALTH_QUESTIONNAIRE_ERRORS,
  config: {
    key: 'healthData',
    token: HEALTH_DATA_CONFIG,
    load: (env) => loadHealthDataConfig(env),
  },
});
