import {
  Role,
  type VideoFormat,
  type VideoOverflow,
  type YogaClass as YogaClassDto,
} from '@yoga/contracts';
import type { YogaClass } from './entities/yoga-class.entity.js';

/** An entity, or a raw row selected with the entity's property names (see ClassesService). */
export type ClassFields = Pick<
  YogaClass,
  'id' | 'title' | 'classType' | 'date' | 'time' | 'description'
> & {
  titleHi?: string | null;
  link?: string;
  durationMinutes?: number | string | null;
  capacity?: number | string | null;
  instructorId?: number | string | null;
  substituteId?: number | string | null;
  instructorLegacy?: string | null;
  /** Who teaches, by name (filled by ClassesService.withInstructorNames). */
  instructorName?: string | null;
  slotId?: number | string | null;
  videoFormat?: VideoFormat | null;
  videoOverflow?: VideoOverflow | null;
  overflowInstructorId?: number | string | null;
  /** Counts of the booking rows (raw selects give numbers or numeric strings). */
  bookedCount?: number | string | null;
  waitlistCount?: number | string | null;
};

const num = (v: number | string | null | undefined): number | null =>
  v === null || v === undefined ? null : Number(v);

/** Admins and instructors see every class's link; students get it from POST /api/classes/:id/join. */
export function seesClassLinks(user: { role: Role } | undefined): boolean {
  return user?.role === Role.Admin || user?.role === Role.Instructor;
}

/**
 * The one way a class leaves the API; the join link and the overflow meeting's host only when
 * `withLink` (admins and instructors, see seesClassLinks).
 */
export function toClassDto(
  c: ClassFields,
  withLink: boolean,
  counts?: { booked: number; waitlisted: number },
): YogaClassDto {
  const dto: YogaClassDto = {
    id: Number(c.id),
    title: c.title,
    title_hi: c.titleHi ?? null,
    class_type: c.classType,
    date: c.date,
    time: c.time,
    description: c.description,
    duration_minutes: num(c.durationMinutes) ?? 45,
    capacity: num(c.capacity),
    booked_count: counts?.booked ?? num(c.bookedCount) ?? 0,
    waitlist_count: counts?.waitlisted ?? num(c.waitlistCount) ?? 0,
    instructor: c.instructorName ?? c.instructorLegacy ?? null,
    instructor_id: num(c.instructorId),
    substitute_id: num(c.substituteId),
    slot_id: num(c.slotId),
    video_format: c.videoFormat ?? 'meeting',
    video_overflow: c.videoOverflow ?? 'none',
  };
  if (withLink) {
    dto.link = c.link;
    // Who hosts the overflow meeting is a staff detail too (issue 33).
    dto.overflow_instructor_id = num(c.overflowInstructorId);
  }
  return dto;
}
