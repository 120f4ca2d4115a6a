/**
 * The instructor console (issue 25): instructors assigned per timetable slot and per class, the classes
 * they teach, the host's start link, the roster with the health notes students chose to share, and the
 * students' health notes in their profile.
 *
 * The request and response types are generated from the server's classes (ADR 0016: the DTOs of
 * backend/src/modules/instructors/dto and backend/src/modules/health-notes/dto, and the schema classes
 * of backend/src/modules/instructors/instructors.schemas.ts and
 * health-notes/health-notes.schemas.ts); their documentation is there.
 */
export type {
  ClassMessageRequest,
  ClassMessageResponse,
  ConsoleClass,
  ConsoleRosterRow,
  ConsoleStartResponse,
  HealthNotes,
  InstructorOption,
  SharedHealthNote,
  UpdateHealthNotesRequest,
} from './api.generated.js';

/** Conditions a student may tell their instructors of (besides a free text). */
export const HEALTH_CONDITIONS = [
  'knee',
  'back',
  'blood_pressure',
  'pregnancy',
  'recent_surgery',
] as const;
export type HealthCondition = (typeof HEALTH_CONDITIONS)[number];

/** The free text of the health notes, at most this many characters. */
export const HEALTH_NOTE_OTHER_MAX_LENGTH = 500;
/** A message to a class's students, at most this many characters. */
export const CLASS_MESSAGE_MAX_LENGTH = 1000;
/** The console shows today's classes and those of the next this many IST days. */
export const CONSOLE_DAYS_AHEAD = 7;
