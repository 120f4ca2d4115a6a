/** The admin module's public surface: the admin dashboard's routes (nothing for other modules). */
export { AdminModule } from './admin.module.js';

import { defineFeature } from '../../common/feature.js';
import { AdminModule } from './admin.module.js';

/** What the app collects from this module (app.features.ts, ADR 0018). */
export const ADMIN_FEATURE = defineFeature({
  name: 'admin',
  module: AdminModule,
});
