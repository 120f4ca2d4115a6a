import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import {
  HEALTH_CONDITIONS,
  type ClassMessageResponse,
  type ConsoleClass,
  type ConsoleRosterRow,
  type ConsoleStartResponse,
  type HealthCondition,
  type HealthNotes,
  type InstructorOption,
  type SharedHealthNote,
  type SlotInstructor,
} from '@yoga/contracts';
import { Bool, Int, Nested, Text } from '../properties.js';

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

@ApiSchema({ name: 'SlotInstructor' })
export class SlotInstructorSchema implements SlotInstructor {
  @Int()
  slot_id: number;

  @Int({ nullable: true })
  instructor_id: number | null;
}
