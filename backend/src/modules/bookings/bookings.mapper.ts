import {
  istInstant,
  type Booking as BookingDto,
  type DemoRequest as DemoRequestDto,
} from '@yoga/contracts';
import { iso } from '../../common/http/iso.js';
import { toClassDto } from '../classes/index.js';
import type { Booking } from './entities/booking.entity.js';

/** `withLink`: admins and instructors only (see seesClassLinks). */
/** `counts`: places taken and students waiting in the booked class (see BookingsService.list). */
export function toBookingDto(
  b: Pick<
    Booking,
    | 'id'
    | 'userId'
    | 'classId'
    | 'type'
    | 'name'
    | 'email'
    | 'phone'
    | 'preferredDate'
    | 'preferredTime'
    | 'notes'
    | 'createdAt'
    | 'status'
  > &
    Partial<Pick<Booking, 'yogaClass'>>,
  withLink: boolean,
  counts?: { booked: number; waitlisted: number },
): BookingDto {
  const dto: BookingDto = {
    id: b.id,
    user_id: b.userId,
    class_id: b.classId,
    type: b.type,
    name: b.name,
    email: b.email,
    phone: b.phone,
    preferred_date: b.preferredDate,
    preferred_time: b.preferredTime,
    notes: b.notes,
    created_at: iso(b.createdAt),
    status: b.status ?? 'booked',
  };
  if (b.yogaClass !== undefined)
    dto.class = b.yogaClass ? toClassDto(b.yogaClass, withLink, counts) : null;
  return dto;
}

/** A demo booking as the admin's demo requests list shows it; `now` decides `past`. */
export function toDemoRequestDto(b: Booking, now: Date): DemoRequestDto {
  return {
    id: b.id,
    user_id: b.userId,
    name: b.name,
    email: b.email,
    phone: b.phone,
    preferred_date: b.preferredDate,
    preferred_time: b.preferredTime,
    notes: b.notes,
    created_at: iso(b.createdAt),
    past: istInstant(b.preferredDate, b.preferredTime) <= now,
    demo_link: b.demoLink ?? null,
    link_sent_at: b.linkSentAt ? iso(b.linkSentAt) : null,
  };
}
