/** The classes module's public surface: the scheduled classes and their public list. */
export { ClassesModule } from './classes.module.js';
export { YogaClassSchema } from './classes.schemas.js';
export {
  ClassesService,
  type ClassBookingSource,
  type ClassHolder,
  type NewClass,
  type PlaceCounts,
  type SlotClassFields,
  type SlotInstructorFields,
  teacherOf,
} from './classes.service.js';
export type { InstructorSubstituted } from './events.js';
export { seesClassLinks, toClassDto } from './classes.mapper.js';
export { YogaClass } from './entities/yoga-class.entity.js';
import { ClassSkip } from './entities/class-skip.entity.js';
import { YogaClass } from './entities/yoga-class.entity.js';

export const CLASSES_ENTITIES = [YogaClass, ClassSkip];
export { CLASSES_ERRORS } from './errors.js';

import { defineFeature } from '../../common/feature.js';
import { ClassesModule } from './classes.module.js';
import { CLASSES_ERRORS } from './errors.js';

/** What the app collects from this module (app.features.ts, ADR 0018). */
export const CLASSES_FEATURE = defineFeature({
  name: 'classes',
  module: ClassesModule,
  entities: CLASSES_ENTITIES,
  errors: CLASSES_ERRORS,
});
