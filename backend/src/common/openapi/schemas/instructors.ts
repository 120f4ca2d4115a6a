import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import {
  HEALTH_CONDITIONS,
  VIDEO_FORMATS,
  VIDEO_OVERFLOWS,
  type ClassMessageResponse,
  type ConsoleClass,
  type ConsoleRosterRow,
  type ConsoleStartResponse,
  type HealthCondition,
  type HealthNotes,
  type InstructorOption,
  type RosterHealthCheck,
  type SharedHealthNote,
  type VideoFormat,
  type VideoOverflow,
} from '@yoga/contracts';
import { Bool, Int, Nested, OneOf, Text } from '../properties.js';
import { RosterHealthCheckSchema } from './health-questionnaire.js';

const Conditions = () =>
  ApiProperty({ type: String, enum: [...HEALTH_CONDITIONS], isArray: true, required: true });

@ApiSchema({ name: 'HealthNotes' })
export class HealthNotesSchema implements HealthNotes {
  @Conditions()
  conditions: HealthCondition[];

  @Text({ nullable: true })
  other: string | null;

  @Bool({ description: 'Consent to share the notes with the instructors of my classes' })
  share_with_instructors: boolean;

  @Text({ nullable: true, description: 'When the consent was last given or withdrawn (ISO)' })
  consent_changed_at: string | null;
}

@ApiSchema({ name: 'SharedHealthNote' })
export class SharedHealthNoteSchema implements SharedHealthNote {
  @Conditions()
  conditions: HealthCondition[];

  @Text({ nullable: true })
  other: string | null;
}

@ApiSchema({ name: 'ConsoleClass' })
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

  @Int()
  booked: number;

  @OneOf(VIDEO_FORMATS, { description: 'Meeting or webinar (issue 33)' })
  video_format: VideoFormat;

  @OneOf(VIDEO_OVERFLOWS, { description: 'Where students go when the meeting is full' })
  video_overflow: VideoOverflow;
}

@ApiSchema({ name: 'ConsoleRosterRow' })
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
      'Her health questionnaire: null when never answered; details only with her consent',
  })
  health_check: RosterHealthCheck | null;
}

@ApiSchema({ name: 'ConsoleStartResponse' })
export class ConsoleStartResponseSchema implements ConsoleStartResponse {
  @Text({ description: "Zoom's start_url, or the class's own link" })
  url: string;
}

@ApiSchema({ name: 'ClassMessageResponse' })
export class ClassMessageResponseSchema implements ClassMessageResponse {
  @Int({ description: 'Booked students the message is queued for' })
  recipients: number;
}

@ApiSchema({ name: 'InstructorOption' })
export class InstructorOptionSchema implements InstructorOption {
  @Int()
  id: number;

  @Text()
  name: string;

  @Text()
  email: string;
}
