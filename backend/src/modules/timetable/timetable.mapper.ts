import type { TimetableSlot as TimetableSlotDto } from '@yoga/contracts';
import type { TimetableSlot } from './entities/timetable-slot.entity.js';

export function toSlotDto(s: TimetableSlot): TimetableSlotDto {
  return {
    id: s.id,
    day_of_week: s.dayOfWeek,
    start_time: s.startTime,
    duration_minutes: s.durationMinutes,
    title: s.title,
    instructor: s.instructor,
    link: s.link,
    class_type: s.classType,
    capacity: s.capacity,
    active: Boolean(s.active),
    description: s.description,
  };
}
