import { ApiSchema } from '@nestjs/swagger';
import {
  CLASS_TYPES,
  type ClassType,
  type YogaClass,
  type VideoFormat,
  type VideoOverflow,
  VIDEO_FORMATS,
  VIDEO_OVERFLOWS,
} from '@yoga/contracts';
import { Int, OneOf, Text } from '../../common/openapi/properties.js';

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
