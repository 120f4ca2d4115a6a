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
  ReplayRendition,
  ReplayRenditionSource,
  ClassRecording,
  RecordingSource,
  RecordingStatus,
  RecordingTranscoding,
  TranscodingState,
  VideoStatus,
  ZoomWebhookAnswer,
  TimetableSlot,
  YogaClass,
  JoinRoom,
  ClassVideoRoom,
  ClassVideoRooms,
  VideoFormat,
  VideoOverflow,
} from '@yoga/contracts';
import { VIDEO_FORMATS, VIDEO_OVERFLOWS } from '@yoga/contracts';
import { Always, Bool, Int, ListOf, Nested, Num, OneOf, Text } from '../properties.js';

const CLASS_TYPES: readonly ClassType[] = ['demo', 'paid'];

@ApiSchema({
  name: 'YogaClass',
  description: 'A live class (GET /api/classes); joining one is POST /api/classes/{id}/join.',
})
export class YogaClassSchema implements YogaClass {
  @Int()
  id: number;

  @Text()
  title: string;

  @Text({
    nullable: true,
    description:
      "The title in Hindi (a generated class's is its slot's); null: the Hindi pages show `title`.",
  })
  title_hi: string | null;

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

  @Int({
    description: 'Length of the class in minutes (45 unless the timetable slot says otherwise).',
  })
  duration_minutes: number;

  @Int({ nullable: true, description: 'Places in the class; null means no limit.' })
  capacity: number | null;

  @Int({ description: 'Places taken (placesLeft in rules/bookings.ts).' })
  booked_count: number;

  @Int({ description: 'Students waiting for a place (placesLeft in rules/bookings.ts).' })
  waitlist_count: number;

  @Text({
    nullable: true,
    description:
      "Who teaches it, by name, as students see it: the substitute's name, else the instructor's (the " +
      "slot's for a generated class), else a name typed before instructors were accounts (display-only).",
  })
  instructor: string | null;

  @Int({
    nullable: true,
    description:
      "The instructor account of the class: its slot's instructor, or a one-off class's own (issue 38).",
  })
  instructor_id: number | null;

  @Int({
    nullable: true,
    description:
      'An instructor account teaching this one class instead of `instructor_id` (null: none).',
  })
  substitute_id: number | null;

  @Int({
    nullable: true,
    description:
      'The timetable slot it was generated from; null for a one-off class (Manage Class).',
  })
  slot_id: number | null;

  @OneOf(VIDEO_FORMATS, {
    description:
      "Meeting or webinar (issue 33; a generated class's is its slot's unless edited in Manage Class).",
  })
  video_format: VideoFormat;

  @OneOf(VIDEO_OVERFLOWS, { description: 'Where the students go when the meeting is full.' })
  video_overflow: VideoOverflow;

  @Int({
    optional: true,
    nullable: true,
    description:
      'The instructor account who hosts the second meeting (overflow `meeting`); null: none named. ' +
      'Present only for admins and instructors (a staff detail, like `link`).',
  })
  overflow_instructor_id?: number | null;
}

@ApiSchema({
  name: 'JoinClassResponse',
  description:
    'POST /api/classes/{id}/join → 200 (entitled, inside the window). Records attendance once.',
})
export class JoinClassResponseSchema implements JoinClassResponse {
  @Text({ description: 'The meeting link' })
  url: string;

  @Nested(() => JoinRoomSchema, {
    optional: true,
    description:
      'Zoom: which of the class’s rooms the link opens and what kind it is. `overflow` true: the ' +
      'class’s meeting was full and she was placed in its overflow (a second meeting or the webinar); ' +
      'the panel says so in her language, with what she will see. Absent with a pasted link or the ' +
      'manual provider.',
  })
  room?: JoinRoom;
}

@ApiSchema({ name: 'JoinRoom', description: "The room a join answer's link opens (issue 33)." })
export class JoinRoomSchema implements JoinRoom {
  @OneOf(VIDEO_FORMATS)
  kind: VideoFormat;

  @Bool({ description: "She was placed in the class's overflow room" })
  overflow: boolean;
}

@ApiSchema({
  name: 'ClassVideoRoom',
  description:
    'GET /api/classes/{id}/video (admin): one meeting or webinar of the class, the students given a ' +
    'personal link (`registered`), those Zoom saw join (`joined`, from its participant webhooks) and ' +
    'its `capacity`.',
})
export class ClassVideoRoomSchema implements ClassVideoRoom {
  @OneOf(['main', 'overflow'])
  room: 'main' | 'overflow';

  @OneOf(VIDEO_FORMATS)
  kind: VideoFormat;

  @Text({
    nullable: true,
    description: "Zoom's meeting or webinar id; null while it is not made yet.",
  })
  meeting_id: string | null;

  @Int({ description: 'Students given a personal link' })
  registered: number;

  @Int({ description: 'Students Zoom saw join (its participant webhooks)' })
  joined: number;

  @Int()
  capacity: number;
}

@ApiSchema({
  name: 'ClassVideoRooms',
  description: 'GET /api/classes/{id}/video (admin): the meetings and webinars of a class.',
})
export class ClassVideoRoomsSchema implements ClassVideoRooms {
  @Int()
  class_id: number;

  @OneOf(VIDEO_FORMATS)
  video_format: VideoFormat;

  @OneOf(VIDEO_OVERFLOWS)
  video_overflow: VideoOverflow;

  @ListOf(() => ClassVideoRoomSchema)
  rooms: ClassVideoRoom[];
}

@ApiSchema({
  name: 'VideoStatus',
  description: 'GET /api/video/status: the video provider of the live classes.',
})
export class VideoStatusSchema implements VideoStatus {
  @OneOf(['manual', 'zoom'], {
    description: 'manual: the pasted link; zoom: meetings made by the product',
  })
  provider: 'manual' | 'zoom';

  @Int({ description: 'Minutes in the meeting that count as attended (Zoom).' })
  attended_minutes: number;
}

@ApiSchema({
  name: 'ClassAttendanceRow',
  description:
    'GET /api/classes/{id}/attendance (admin): a student who was in the class or booked it. With a ' +
    'Zoom meeting: the minutes the platform confirms, attended at ATTENDED_MINUTES, and `shared_link` ' +
    'when the same registrant was in the meeting twice at once. With a pasted link: the join clicks ' +
    '(0 minutes).',
})
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

@ApiSchema({
  name: 'MyClassAttendance',
  description:
    'GET /api/video/attendance/mine: a class the student attended, with minutes (Zoom) or by join click.',
})
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

@ApiSchema({
  name: 'ZoomWebhookAnswer',
  description:
    "POST /api/video/zoom/webhook → 200: Zoom's URL validation gets `plainToken` and " +
    '`encryptedToken`; an event gets `status`.',
})
export class ZoomWebhookAnswerSchema implements ZoomWebhookAnswer {
  @Text({ optional: true, description: 'URL validation: the token Zoom sent' })
  plainToken?: string;

  @Text({ optional: true, description: 'URL validation: HMAC-SHA256 of plainToken (hex)' })
  encryptedToken?: string;

  @OneOf(['processed', 'duplicate', 'ignored'], {
    optional: true,
    description: 'An event: duplicate: this delivery was handled already.',
  })
  status?: 'processed' | 'duplicate' | 'ignored';
}

@ApiSchema({
  name: 'VideoMeetingFailure',
  description: 'GET /api/admin/video/failures: a class whose Zoom meeting could not be made (yet).',
})
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

@ApiSchema({
  name: 'TimetableSlot',
  description:
    'A slot of the weekly timetable template: GET/POST/PUT /api/timetable/slots (admin).',
})
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

  @Text({
    nullable: true,
    description: 'The title in Hindi (null: the Hindi pages show `title`); its classes carry it.',
  })
  title_hi: string | null;

  @Int({
    nullable: true,
    description:
      "The instructor account that teaches the slot's classes (the default of each class; issue 38).",
  })
  instructor_id: number | null;

  @Text({ nullable: true, description: "That account's name." })
  instructor_name: string | null;

  @Text({
    nullable: true,
    description:
      'A name typed before instructors were accounts, matching none (display-only, docs/timetable.md).',
  })
  instructor_legacy: string | null;

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

  @OneOf(VIDEO_FORMATS, { description: 'Meeting or webinar for its classes (issue 33).' })
  video_format: VideoFormat;

  @OneOf(VIDEO_OVERFLOWS, { description: "Where students go when a class's meeting is full." })
  video_overflow: VideoOverflow;

  @Int({
    nullable: true,
    description: 'The second instructor: hosts the overflow meeting (null: none named).',
  })
  overflow_instructor_id: number | null;
}

const BOOKING_TYPES: readonly BookingType[] = ['class', 'demo'];
const BOOKING_STATUSES: readonly BookingStatus[] = ['booked', 'waitlisted'];

@ApiSchema({
  name: 'Booking',
  description:
    'A class or demo booking (/api/bookings). A class booking holds a place, or waits for one (waitlist).',
})
export class BookingSchema implements Booking {
  @Int()
  id: number;

  @Int()
  user_id: number;

  @Int({ nullable: true, description: 'The class booked; null for a demo booking.' })
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

  @OneOf(BOOKING_STATUSES, {
    description:
      'booked: holds a place; waitlisted: waiting for a place in a full class (class bookings only)',
  })
  status: BookingStatus;

  @Nested(() => YogaClassSchema, {
    optional: true,
    nullable: true,
    description: 'The class booked.',
  })
  class?: YogaClassSchema | null;
}

@ApiSchema({
  name: 'BookingResponse',
  description:
    'POST /api/bookings/class, /api/bookings/demo and /api/bookings/waitlist (the class booking body) ' +
    '→ 201: the booking (waitlisted for the waitlist).',
})
export class BookingResponseSchema implements BookingResponse {
  @Always(true)
  success: true;

  @Text()
  message: string;

  @Nested(() => BookingSchema)
  booking: BookingSchema;
}

@ApiSchema({ name: 'CancelBookingResponse', description: 'DELETE /api/bookings/{id}.' })
export class CancelBookingResponseSchema implements CancelBookingResponse {
  @Always(true)
  success: true;

  @Text()
  message: string;
}

@ApiSchema({
  name: 'DemoRequest',
  description:
    "The admin's demo requests (issue 28), GET /api/bookings/demo-requests?status=&page=&limit= " +
    '(admin; X-Total-Count), soonest first: demo bookings with the joining link the admin sends.',
})
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

  @Text({ description: 'The IST date the student asked for, YYYY-MM-DD' })
  preferred_date: string;

  @Text({ description: 'The IST time of day the student asked for, HH:mm' })
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

@ApiSchema({
  name: 'DemoRequestCount',
  description:
    "GET /api/bookings/demo-requests/count (admin): requests waiting for a link (the panel's alert).",
})
export class DemoRequestCountSchema implements DemoRequestCount {
  @Int({ description: 'Demo requests waiting for a link (not sent, still ahead)' })
  new: number;
}

@ApiSchema({
  name: 'SendDemoLinkResponse',
  description:
    'POST /api/bookings/{id}/demo-link (admin): the link was sent; the request, marked sent.',
})
export class SendDemoLinkResponseSchema implements SendDemoLinkResponse {
  @Always(true)
  success: true;

  @Text()
  message: string;

  @Nested(() => DemoRequestSchema)
  request: DemoRequestSchema;
}

@ApiSchema({
  name: 'Replay',
  description:
    'GET /api/video/replays: a class of the last REPLAY_DAYS IST days with a recording to watch.',
})
export class ReplaySchema implements Replay {
  @Int()
  class_id: number;

  @Text()
  title: string;

  @Text({ nullable: true, description: 'The class title in Hindi; null: none' })
  title_hi: string | null;

  @Text({ description: 'IST date (YYYY-MM-DD)' })
  date: string;

  @Text({ description: 'IST time (HH:mm)' })
  time: string;

  @Int()
  duration_minutes: number;

  @Text({ nullable: true })
  instructor: string | null;

  @ListOf(() => ReplayRenditionSchema, {
    description:
      'The HLS renditions the recording was transcoded into (issue 37), smallest first; empty while ' +
      'there are none (a link, an MP4 not transcoded yet, or no ffmpeg on the server): the page shows ' +
      'their MB before Play.',
  })
  renditions: ReplayRendition[];
}

@ApiSchema({
  name: 'ReplayRendition',
  description:
    'One HLS rendition of a replay: a video height (with its sound) or the audio-only one. A class ' +
    'costs `mb_per_hour × duration_minutes / 60` (replayMegabytes).',
})
export class ReplayRenditionSchema implements ReplayRendition {
  @OneOf(['video', 'audio'])
  kind: 'video' | 'audio';

  @Int({
    optional: true,
    description: "Video only: the picture's height in pixels (720, 480, 240).",
  })
  height?: number;

  @Int({ description: 'Peak bits per second of a segment (the master playlist BANDWIDTH)' })
  bandwidth: number;

  @Num({
    description:
      'The megabytes (10^6 bytes) an hour of it really takes (its files’ size over its length).',
  })
  mb_per_hour: number;
}

@ApiSchema({
  name: 'ReplayRenditionSource',
  description: 'A rendition in a play answer: with the address of its own (media) playlist.',
})
export class ReplayRenditionSourceSchema
  extends ReplayRenditionSchema
  implements ReplayRenditionSource
{
  @Text({ description: 'Its media playlist, signed like hls_url' })
  url: string;
}

@ApiSchema({
  name: 'ReplayPlayback',
  description:
    'GET /api/video/replays/{classId}/play: where the browser plays the recording. `hls`: the ' +
    "recording's renditions (issue 37): `hls_url` (= `url`) is the master playlist (the player picks " +
    'by bandwidth), each rendition has its own playlist (the "Low data" choice plays the audio-only ' +
    'one); the addresses carry a signature valid until `expires_at`. `file`: a short-lived signed ' +
    'address of the stored MP4 (HTTP ranges; not transcoded); `link`: the address the admin attached ' +
    '(opened as it is).',
})
export class ReplayPlaybackSchema {
  @OneOf(['hls', 'file', 'link'], {
    description:
      'hls: the renditions (master playlist at url = hls_url); file: a short-lived signed address of the MP4 (ranges); link: the address the admin attached',
  })
  kind: 'hls' | 'file' | 'link';

  @Text()
  url: string;

  @Text({ optional: true, description: 'hls: the master playlist (signed; = url)' })
  hls_url?: string;

  @ListOf(() => ReplayRenditionSourceSchema, {
    optional: true,
    description: 'hls: every rendition',
  })
  renditions?: ReplayRenditionSource[];

  @Text({ nullable: true, description: 'When the signed address stops working (ISO instant)' })
  expires_at: string | null;
}

@ApiSchema({
  name: 'RecordingTranscoding',
  description:
    'Where the renditions of a recording stand (the job `video.recordings.renditions`); after a failed ' +
    'try it tries again, until `max_attempts` (then the MP4 stays what is played).',
})
export class RecordingTranscodingSchema implements RecordingTranscoding {
  @OneOf(['waiting', 'making', 'ready', 'failed', 'unavailable'], {
    description:
      'waiting: not stored yet or not taken up yet; making: ffmpeg at work; ready: the renditions are played; failed: the job gave up (retry: POST /api/admin/video/recordings/{classId}/renditions/retry); unavailable: no ffmpeg on the server',
  })
  state: TranscodingState;

  @ListOf(() => ReplayRenditionSchema, {
    description:
      'ready: the renditions made (video heights largest first, then the audio-only one); else empty',
  })
  renditions: ReplayRendition[];

  @Int({ description: 'The job’s tries so far' })
  attempts: number;

  @Int({ description: 'The tries the job makes before giving up' })
  max_attempts: number;

  @Text({ nullable: true, description: 'The last failed try’s error (null: none)' })
  error: string | null;
}

@ApiSchema({
  name: 'ClassRecording',
  description:
    'GET /api/classes/{id}/recording (admin): the class’s recording (stored, or being stored, from ' +
    'Zoom or an upload, or a link), or null.',
})
export class ClassRecordingSchema implements ClassRecording {
  @Int()
  class_id: number;

  @OneOf(['zoom', 'upload', 'link'])
  source: RecordingSource;

  @OneOf(['pending', 'stored', 'failed'])
  status: RecordingStatus;

  @Int({
    nullable: true,
    description: 'Bytes of the stored file (null for a link or before it is stored).',
  })
  size: number | null;

  @Text({ nullable: true })
  link: string | null;

  @Int()
  attempts: number;

  @Text({ nullable: true })
  last_error: string | null;

  @Text()
  created_at: string;

  @Nested(() => RecordingTranscodingSchema, {
    nullable: true,
    description: 'Where its HLS renditions stand (issue 37); null for a link',
  })
  transcoding: RecordingTranscodingSchema | null;
}
