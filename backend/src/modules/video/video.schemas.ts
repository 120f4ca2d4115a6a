import { ApiSchema } from '@nestjs/swagger';
import {
  type JoinClassResponse,
  type ClassAttendanceRow,
  type MyClassAttendance,
  type VideoMeetingFailure,
  type VideoStatus,
  type ZoomWebhookAnswer,
  type JoinRoom,
  type ClassVideoRoom,
  type ClassVideoRooms,
  type VideoFormat,
  type VideoOverflow,
  VIDEO_FORMATS,
  VIDEO_OVERFLOWS,
} from '@yoga/contracts';
import { Bool, Int, ListOf, Nested, OneOf, Text } from '../../common/openapi/properties.js';

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
