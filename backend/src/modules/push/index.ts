/** The push module's public surface: web push to a student's devices (issue 27). */
import type { MigrationClass } from '../../database/migrations/index.js';
import { PushSubscriptions1796100000300 } from './migrations/1796100000300-PushSubscriptions.js';
export { PushModule } from './push.module.js';
export { PushService, type PushMessage } from './push.service.js';
import { PushSubscriptionRecord } from './entities/push-subscription.entity.js';

export const PUSH_ENTITIES = [PushSubscriptionRecord];

/** This module's own migrations (the app collects them: app.schema.ts). */
export const PUSH_MIGRATIONS: MigrationClass[] = [PushSubscriptions1796100000300];
export { PUSH_ERRORS } from './errors.js';

import { defineFeature } from '../../common/feature.js';
import { PUSH_CONFIG, loadPushConfig } from './config.js';
import { PushModule } from './push.module.js';
import { PUSH_ERRORS } from './errors.js';

/** What the app collects from this module (app.features.ts, ADR 0018). */
export const PUSH_FEATURE = defineFeature({
  name: 'push',
  module: PushModule,
  entities: PUSH_ENTITIES,
  migrations: PUSH_MIGRATIONS,
  errors: PUSH_ERRORS,
  config: {
    key: 'push',
    token: PUSH_CONFIG,
    load: (env) => loadPushConfig(env),
  },
});
