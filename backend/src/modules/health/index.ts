/** The health module's public surface: the health route. */
export { HealthModule } from './health.module.js';

import { defineFeature } from '../../common/feature.js';
import { HealthModule } from './health.module.js';

/** What the app collects from this module (app.features.ts, ADR 0018). */
export const HEALTH_FEATURE = defineFeature({
  name: 'health',
  module: HealthModule,
});
