/** The timetable module's public surface: the weekly template and the classes generated from it. */
export { TimetableModule } from './timetable.module.js';
export { TimetableService, type GenerationResult } from './timetable.service.js';
import { TimetableSlot } from './entities/timetable-slot.entity.js';

export const TIMETABLE_ENTITIES = [TimetableSlot];
export { TIMETABLE_ERRORS } from './errors.js';
