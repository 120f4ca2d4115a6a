/** The instructors module's public surface: the instructor console and the picker's accounts (issues 25, 38). */
export { InstructorsModule } from './instructors.module.js';
export type { ClassMessageSent } from './events.js';

import { defineFeature } from '../../common/feature.js';
import { InstructorsModule } from './instructors.module.js';

/** What the app collects from this module (app.features.ts, ADR 0018). */
export const INSTRUCTORS_FEATURE = defineFeature({
  name: 'instructors',
  module: InstructorsModule,
});
