import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import {
  HEALTH_CONDITIONS,
  type HealthCondition,
  type HealthNotes,
  type SharedHealthNote,
} from '@yoga/contracts';
import { Bool, Text } from '../../common/openapi/properties.js';

const Conditions = () =>
  ApiProperty({
    type: String,
    enum: [...HEALTH_CONDITIONS],
    isArray: true,
    required: true,
    description: 'Conditions the student tells her instructors of (besides a free text)',
  });

@ApiSchema({
  name: 'HealthNotes',
  description:
    "GET /api/profile/health-notes: the student's own notes and whether her instructors may see them.",
})
export class HealthNotesSchema implements HealthNotes {
  @Conditions()
  conditions: HealthCondition[];

  @Text({ nullable: true })
  other: string | null;

  @Bool({ description: 'Consent to share the notes with the instructors of my classes' })
  share_with_instructors: boolean;

  @Text({
    nullable: true,
    description: 'When the sharing was last given or withdrawn (ISO), null if never',
  })
  consent_changed_at: string | null;
}

@ApiSchema({
  name: 'SharedHealthNote',
  description: "What an instructor sees of a student's health notes (only when shared).",
})
export class SharedHealthNoteSchema implements SharedHealthNote {
  @Conditions()
  conditions: HealthCondition[];

  @Text({ nullable: true })
  other: string | null;
}
