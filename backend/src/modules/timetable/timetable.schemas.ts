import { ApiSchema } from '@nestjs/swagger';
import {
  CLASS_TYPES,
  type ClassType,
  type TimetableSlot,
  type VideoFormat,
  type VideoOverflow,
  VIDEO_FORMATS,
  VIDEO_OVERFLOWS,
} from '@yoga/contracts';
import { Bool, Int, OneOf, Text } from '../../common/openapi/properties.js';

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
