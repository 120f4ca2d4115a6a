/**
 * The weekly timetable template (/api/timetable/slots, admin).
 *
 * The request and response types are generated from the server's classes (ADR 0016: the DTOs of
 * backend/src/modules/timetable/dto and the schema classes of
 * backend/src/modules/timetable/timetable.schemas.ts); their documentation is there.
 */
export type {
  TimetableSlot,
  TimetableSlotInput,
  TimetableSlotsLinkInput,
} from './api.generated.js';
