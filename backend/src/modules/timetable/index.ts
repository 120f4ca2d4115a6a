/** The timetable module's public surface: the weekly template and the classes generated from it. */
export { TimetableModule } from './timetable.module.js';
export { TimetableService, type GenerationResult } from './timetable.service.js';
import { TimetableSlot } from './entities/timetable-slot.entity.js';

export const TIMETABLE_ENTITIES = [TimetableSlot];
export { TIMETABLE_ERRORS } from './errors.js';

import { defineFeature } from '../../common/feature.js';
import { TimetableModule } from './timetable.module.js';
import { TIMETABLE_ERRORS } from './errors.js';

/** What the app collects from this module (app.features.ts, ADR 0018). */
export const TIMETABLE_FEATURE = defineFeature({
  name: 'timetable',
  module: TimetableModule,
  entities: TIMETABLE_ENTITIES,
  errors: TIMETABLE_ERRORS,
});
