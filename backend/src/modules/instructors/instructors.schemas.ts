import { ApiSchema } from '@nestjs/swagger';
import {
  VIDEO_FORMATS,
  VIDEO_OVERFLOWS,
  type ClassMessageResponse,
  type ConsoleClass,
  type ConsoleRosterRow,
  type ConsoleStartResponse,
  type InstructorOption,
  type RosterHealthCheck,
  type SharedHealthNote,
  type VideoFormat,
  type VideoOverflow,
} from '@yoga/contracts';
import { Bool, Int, Nested, OneOf, Text } from '../../common/openapi/properties.js';
import { RosterHealthCheckSchema } from '../health-questionnaire/index.js';
import { SharedHealthNoteSchema } from '../health-notes/index.js';

@ApiSchema({
  name: 'ConsoleClass',
  description:
    'GET /api/console/classes: a class the caller teaches (an admin: every class) in the coming days.',
})
export class ConsoleClassSchema implements ConsoleClass {
  @Int()
  id: number;

  @Text()
  title: string;

  @Text({ example: '2026-11-27', description: 'IST date' })
  date: string;

  @Text({ example: '06:00', description: 'IST time' })
  time: string;

  @Int()
  duration_minutes: number;

  @Int({ nullable: true })
  instructor_id: number | null;

  @Text({ nullable: true })
  instructor_name: string | null;

  @Bool({ description: "Another instructor than the slot's teaches this class" })
  substitute: boolean;

  @Int({ description: 'Students booked' })
  booked: number;

  @OneOf(VIDEO_FORMATS, { description: 'Meeting or webinar (issue 33)' })
  video_format: VideoFormat;

  @OneOf(VIDEO_OVERFLOWS, { description: 'Where students go when the meeting is full' })
  video_overflow: VideoOverflow;
}

@ApiSchema({
  name: 'ConsoleRosterRow',
  description: 'GET /api/console/classes/{id}/roster: a booked student, with the notes she shares.',
})
export class ConsoleRosterRowSchema implements ConsoleRosterRow {
  @Int()
  user_id: number;

  @Text()
  name: string;

  @Nested(() => SharedHealthNoteSchema, {
    nullable: true,
    description: 'Only when the student consented to share',
  })
  health: SharedHealthNote | null;

  @Nested(() => RosterHealthCheckSchema, {
    nullable: true,
    description:
      'Her health questionnaire (issue 37): null when never answered; details only with her consent',
  })
  health_check: RosterHealthCheck | null;
}

@ApiSchema({
  name: 'ConsoleStartResponse',
  description: "POST /api/console/classes/{id}/start: the host's link.",
})
export class ConsoleStartResponseSchema implements ConsoleStartResponse {
  @Text({ description: "Zoom's start_url, or the class's own link" })
  url: string;
}

@ApiSchema({
  name: 'ClassMessageResponse',
  description:
    'POST /api/console/classes/{id}/message: the students the message goes to (queued through the ' +
    'messages outbox).',
})
export class ClassMessageResponseSchema implements ClassMessageResponse {
  @Int({ description: 'Booked students the message is queued for' })
  recipients: number;
}

@ApiSchema({
  name: 'InstructorOption',
  description:
    'GET /api/admin/instructors: an instructor account the admin picks from (slots and classes).',
})
export class InstructorOptionSchema implements InstructorOption {
  @Int()
  id: number;

  @Text()
  name: string;

  @Text()
  email: string;
}
