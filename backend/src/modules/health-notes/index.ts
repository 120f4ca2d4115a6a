/** The health-notes module's public surface: students' health notes and their sharing consent. */
export { HealthNotesModule } from './health-notes.module.js';
export { SharedHealthNoteSchema } from './health-notes.schemas.js';
export { HealthNotesService } from './health-notes.service.js';
export { HEALTH_NOTES_ENTITIES } from './entities.js';

import { defineFeature } from '../../common/feature.js';
import { HEALTH_NOTES_ENTITIES } from './entities.js';
import { HealthNotesModule } from './health-notes.module.js';

/** What the app collects from this module (app.features.ts, ADR 0018). */
export const HEALTH_NOTES_FEATURE = defineFeature({
  name: 'health-notes',
  module: HealthNotesModule,
  entities: HEALTH_NOTES_ENTITIES,
});
