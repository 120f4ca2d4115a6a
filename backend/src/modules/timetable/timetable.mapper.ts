import type { TimetableSlot as TimetableSlotDto } from '@yoga/contracts';
import type { TimetableSlot } from './entities/timetable-slot.entity.js';

/** `instructorName`: the name of the slot's instructor account (the service looks it up). */
export function toSlotDto(s: TimetableSlot, instructorName: string | null): TimetableSlotDto {
  return {
    id: s.id,
    day_of_week: s.dayOfWeek,
    start_time: s.startTime,
    duration_minutes: s.durationMinutes,
    title: s.title,
    title_hi: s.titleHi ?? null,
    instructor_id: s.instructorId ?? null,
    instructor_name: instructorName,
    instructor_legacy: s.instructorLegacy ?? null,
    link: s.link,
    class_type: s.classType,
    capacity: s.capacity,
    active: Boolean(s.active),
    description: s.description,
    video_format: s.videoFormat ?? 'meeting',
    video_overflow: s.videoOverflow ?? 'none',
    overflow_instructor_id: s.overflowInstructorId ?? null,
  };
}
