import { ApiSchema } from '@nestjs/swagger';
import type {
  BookingResponse,
  BookingStatus,
  BookingType,
  Booking,
  CancelBookingResponse,
  ClassType,
  DemoRequest,
  DemoRequestCount,
  SendDemoLinkResponse,
  JoinClassResponse,
  ClassAttendanceRow,
  MyClassAttendance,
  VideoMeetingFailure,
  Replay,
  ReplayPlayback,
  ClassRecording,
  RecordingSource,
  RecordingStatus,
  VideoStatus,
  ZoomWebhookAnswer,
  TimetableSlot,
  YogaClass,
} from '@yoga/contracts';
import { Always, Bool, Int, Nested, OneOf, Text } from '../properties.js';

const CLASS_TYPES: readonly ClassType[] = ['demo', 'paid'];

@ApiSchema({ name: 'YogaClass' })
export class YogaClassSchema implements YogaClass {
  @Int()
  id: number;

  @Text()
  title: string;

  @OneOf(CLASS_TYPES)
  class_type: ClassType;

  @Text({ description: 'IST date, YYYY-MM-DD', example: '2026-01-31' })
  date: string;

  @Text({ description: 'IST time of day, HH:mm', example: '06:30' })
  time: string;

  @Text({
    optional: true,
    description: 'Admins and instructors only; students get it from POST /api/classes/{id}/join',
  })
  link?: string;

  @Text({ nullable: true })
  description: string | null;

  @Int()
  duration_minutes: number;

  @Int({ nullable: true, description: 'Places; null: no limit' })
  capacity: number | null;

  @Int()
  booked_count: number;

  @Int()
  waitlist_count: number;

  @Text({ nullable: true })
  instructor: string | null;

  @Int({ nullable: true, description: 'The timetable slot it was generated from; null: a one-off' })
  slot_id: number | null;
}

@ApiSchema({ name: 'JoinClassResponse' })
export class JoinClassResponseSchema implements JoinClassResponse {
  @Text({ description: 'The meeting link' })
  url: string;
}

@ApiSchema({ name: 'VideoStatus' })
export class VideoStatusSchema implements VideoStatus {
  @OneOf(['manual', 'zoom'], {
    description: 'manual: the pasted link; zoom: meetings made by the product',
  })
  provider: 'manual' | 'zoom';

  @Int()
  attended_minutes: number;
}

@ApiSchema({ name: 'ClassAttendanceRow' })
export class ClassAttendanceRowSchema implements ClassAttendanceRow {
  @Int()
  user_id: number;

  @Text()
  name: string;

  @Int({ description: 'Minutes in the meeting (Zoom); 0 with a pasted link' })
  minutes: number;

  @Bool()
  attended: boolean;

  @Bool({ description: 'The same registrant was in the meeting twice at once' })
  shared_link: boolean;
}

@ApiSchema({ name: 'MyClassAttendance' })
export class MyClassAttendanceSchema implements MyClassAttendance {
  @Int()
  class_id: number;

  @Int()
  minutes: number;

  @Bool()
  attended: boolean;

  @OneOf(['zoom', 'join_click'])
  source: 'zoom' | 'join_click';
}

@ApiSchema({ name: 'ZoomWebhookAnswer' })
export class ZoomWebhookAnswerSchema implements ZoomWebhookAnswer {
  @Text({ optional: true, description: 'URL validation: the token Zoom sent' })
  plainToken?: string;

  @Text({ optional: true, description: 'URL validation: HMAC-SHA256 of plainToken (hex)' })
  encryptedToken?: string;

  @OneOf(['processed', 'duplicate', 'ignored'], { optional: true })
  status?: 'processed' | 'duplicate' | 'ignored';
}

@ApiSchema({ name: 'VideoMeetingFailure' })
export class VideoMeetingFailureSchema implements VideoMeetingFailure {
  @Int()
  class_id: number;

  @Text()
  title: string;

  @Text()
  date: string;

  @Text()
  time: string;

  @Int()
  attempts: number;

  @Text({ nullable: true })
  last_error: string | null;

  @Text({ nullable: true })
  next_attempt_at: string | null;
}

@ApiSchema({ name: 'TimetableSlot' })
export class TimetableSlotSchema implements TimetableSlot {
  @Int()
  id: number;

  @Int({ description: '0 = Sunday … 6 = Saturday (IST calendar)' })
  day_of_week: number;

  @Text({ description: 'IST time of day, HH:mm' })
  start_time: string;

  @Int()
  duration_minutes: number;

  @Text()
  title: string;

  @Text({ nullable: true })
  instructor: string | null;

  @Text()
  link: string;

  @OneOf(CLASS_TYPES)
  class_type: ClassType;

  @Int()
  capacity: number;

  @Bool()
  active: boolean;

  @Text({ nullable: true })
  description: string | null;
}

const BOOKING_TYPES: readonly BookingType[] = ['class', 'demo'];
const BOOKING_STATUSES: readonly BookingStatus[] = ['booked', 'waitlisted'];

@ApiSchema({ name: 'Booking' })
export class BookingSchema implements Booking {
  @Int()
  id: number;

  @Int()
  user_id: number;

  @Int({ nullable: true })
  class_id: number | null;

  @OneOf(BOOKING_TYPES)
  type: BookingType;

  @Text()
  name: string;

  @Text()
  email: string;

  @Text()
  phone: string;

  @Text()
  preferred_date: string;

  @Text()
  preferred_time: string;

  @Text({ nullable: true })
  notes: string | null;

  @Text()
  created_at: string;

  @OneOf(BOOKING_STATUSES, { description: 'waitlisted: waiting for a place in a full class' })
  status: BookingStatus;

  @Nested(() => YogaClassSchema, { optional: true, nullable: true })
  class?: YogaClassSchema | null;
}

@ApiSchema({ name: 'BookingResponse' })
export class BookingResponseSchema implements BookingResponse {
  @Always(true)
  success: true;

  @Text()
  message: string;

  @Nested(() => BookingSchema)
  booking: BookingSchema;
}

@ApiSchema({ name: 'CancelBookingResponse' })
export class CancelBookingResponseSchema implements CancelBookingResponse {
  @Always(true)
  success: true;

  @Text()
  message: string;
}

@ApiSchema({ name: 'DemoRequest' })
export class DemoRequestSchema implements DemoRequest {
  @Int()
  id: number;

  @Int()
  user_id: number;

  @Text()
  name: string;

  @Text()
  email: string;

  @Text()
  phone: string;

  @Text({ description: 'IST date, YYYY-MM-DD' })
  preferred_date: string;

  @Text({ description: 'IST time of day, HH:mm' })
  preferred_time: string;

  @Text({ nullable: true })
  notes: string | null;

  @Text({ description: 'ISO instant' })
  created_at: string;

  @Bool({ description: 'The preferred time has passed (IST)' })
  past: boolean;

  @Text({ nullable: true, description: 'The joining link sent; null: not sent yet' })
  demo_link: string | null;

  @Text({ nullable: true, description: 'ISO instant the link was sent' })
  link_sent_at: string | null;
}

@ApiSchema({ name: 'DemoRequestCount' })
export class DemoRequestCountSchema implements DemoRequestCount {
  @Int({ description: 'Demo requests waiting for a link (not sent, still ahead)' })
  new: number;
}

@ApiSchema({ name: 'SendDemoLinkResponse' })
export class SendDemoLinkResponseSchema implements SendDemoLinkResponse {
  @Always(true)
  success: true;

  @Text()
  message: string;

  @Nested(() => DemoRequestSchema)
  request: DemoRequestSchema;
}

@ApiSchema({ name: 'Replay' })
export class ReplaySchema implements Replay {
  @Int()
  class_id: number;

  @Text()
  title: string;

  @Text({ description: 'IST date (YYYY-MM-DD)' })
  date: string;

  @Text({ description: 'IST time (HH:mm)' })
  time: string;

  @Int()
  duration_minutes: number;

  @Text({ nullable: true })
  instructor: string | null;
}

@ApiSchema({ name: 'ReplayPlayback' })
export class ReplayPlaybackSchema implements ReplayPlayback {
  @OneOf(['file', 'link'], {
    description: 'file: a short-lived signed address (ranges); link: the address the admin attached',
  })
  kind: 'file' | 'link';

  @Text()
  url: string;

  @Text({ nullable: true, description: 'When the signed address stops working (ISO instant)' })
  expires_at: string | null;
}

@ApiSchema({ name: 'ClassRecording' })
export class ClassRecordingSchema implements ClassRecording {
  @Int()
  class_id: number;

  @OneOf(['zoom', 'upload', 'link'])
  source: RecordingSource;

  @OneOf(['pending', 'stored', 'failed'])
  status: RecordingStatus;

  @Int({ nullable: true })
  size: number | null;

  @Text({ nullable: true })
  link: string | null;

  @Int()
  attempts: number;

  @Text({ nullable: true })
  last_error: string | null;

  @Text()
  created_at: string;
}
