import { OptionalAccountId } from '../../../common/validation/account-id-field.js';
import { ApiProperty, ApiPropertyOptional, ApiSchema } from '@nestjs/swagger';
import {
  Allow,
  IsBoolean,
  IsIn,
  IsInt,
  IsString,
  IsUrl,
  Matches,
  Max,
  Min,
  ValidateIf,
} from 'class-validator';
import {
  CLASS_TYPES,
  DEFAULT_CLASS_DURATION_MINUTES,
  FIELD_LIMITS,
  MAX_CLASS_CAPACITY,
  MAX_CLASS_DURATION_MINUTES,
  TIME_PATTERN,
  VIDEO_FORMATS,
  VIDEO_OVERFLOWS,
  type ClassType,
  type TimetableSlotInput,
  type VideoFormat,
  type VideoOverflow,
} from '@yoga/contracts';
import { TextField } from '../../../common/validation/text-fields.js';
import { Optional, Required, says } from '../../../common/validation/validation.js';

const DAY_MESSAGE = says('validation.day_of_week');
const TIME_MESSAGE = says('validation.time_ist');
const DURATION_MESSAGE = says('validation.whole_number_range', {
  min: 5,
  max: MAX_CLASS_DURATION_MINUTES,
});
const CAPACITY_MESSAGE = says('validation.whole_number_range', { min: 1, max: MAX_CLASS_CAPACITY });

/** POST/PUT /api/timetable/slots: one weekly slot (see TimetableSlotInput in libs/contracts). */
@ApiSchema({
  name: 'TimetableSlotInput',
  description: 'POST /api/timetable/slots, PUT /api/timetable/slots/{id} (admin): one weekly slot.',
})
export class SlotInputDto implements TimetableSlotInput {
  @ApiProperty({ minimum: 0, maximum: 6, description: '0 = Sunday … 6 = Saturday (IST calendar)' })
  @Required()
  @IsInt(DAY_MESSAGE)
  @Min(0, DAY_MESSAGE)
  @Max(6, DAY_MESSAGE)
  day_of_week: number;

  @ApiProperty({ example: '06:45', description: 'IST time of day' })
  @Required()
  @IsString(TIME_MESSAGE)
  @Matches(TIME_PATTERN, TIME_MESSAGE)
  start_time: string;

  @ApiPropertyOptional({ default: DEFAULT_CLASS_DURATION_MINUTES })
  @Optional()
  @IsInt(DURATION_MESSAGE)
  @Min(5, DURATION_MESSAGE)
  @Max(MAX_CLASS_DURATION_MINUTES, DURATION_MESSAGE)
  duration_minutes?: number;

  @TextField(FIELD_LIMITS.classTitle, { required: true })
  title: string;

  @TextField(FIELD_LIMITS.classTitle, {
    nullable: true,
    description:
      'The title in Hindi (issue 38); empty, null or absent: none (the Hindi pages show `title`).',
  })
  title_hi?: string | null;

  @OptionalAccountId(
    "The instructor of the slot's classes: an active instructor account (GET /api/admin/instructors); " +
      'null or absent: none',
  )
  instructor_id?: number | null;

  @TextField(FIELD_LIMITS.classLink, {
    description:
      'Empty or absent: its classes get Zoom meetings (the manual video provider requires a link: ' +
      'else "Please fill in all fields.").',
  })
  @ValidateIf((o: { link?: unknown }) =>
    typeof o.link === 'string' ? o.link.trim() !== '' : o.link !== undefined,
  )
  @IsUrl(
    { protocols: ['http', 'https'], require_protocol: true, require_tld: false },
    says('validation.http_url'),
  )
  link?: string;

  @ApiPropertyOptional({ enum: CLASS_TYPES, default: 'paid' })
  @Optional()
  @IsIn(CLASS_TYPES, says('validation.class_type'))
  class_type?: ClassType;

  @ApiProperty({ minimum: 1, maximum: MAX_CLASS_CAPACITY })
  @Required()
  @IsInt(CAPACITY_MESSAGE)
  @Min(1, CAPACITY_MESSAGE)
  @Max(MAX_CLASS_CAPACITY, CAPACITY_MESSAGE)
  capacity: number;

  @ApiPropertyOptional({ default: true })
  @Optional()
  @IsBoolean(says('validation.true_or_false'))
  active?: boolean;

  @TextField(FIELD_LIMITS.classDescription, { nullable: true })
  description?: string | null;

  @ApiPropertyOptional({ enum: VIDEO_FORMATS, description: 'Absent: unchanged (new: meeting)' })
  @Optional()
  @IsIn(VIDEO_FORMATS, says('validation.video_format'))
  video_format?: VideoFormat;

  @ApiPropertyOptional({ enum: VIDEO_OVERFLOWS, description: 'Absent: unchanged (new: none)' })
  @Optional()
  @IsIn(VIDEO_OVERFLOWS, says('validation.video_overflow'))
  video_overflow?: VideoOverflow;

  @OptionalAccountId(
    'The second instructor, who hosts the overflow meeting: an active instructor account; null: ' +
      'none. Absent: unchanged.',
  )
  overflow_instructor_id?: number | null;

  /** Edit forms send the loaded row back; the id in the path wins. */
  @ApiPropertyOptional({ readOnly: true })
  @Allow()
  id?: unknown;
}
