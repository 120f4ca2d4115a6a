import { ApiProperty, ApiPropertyOptional, ApiSchema } from '@nestjs/swagger';
import {
  Allow,
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
  DATE_PATTERN,
  DEFAULT_CLASS_DURATION_MINUTES,
  FIELD_LIMITS,
  MAX_CLASS_CAPACITY,
  MAX_CLASS_DURATION_MINUTES,
  TIME_PATTERN,
  VIDEO_FORMATS,
  VIDEO_OVERFLOWS,
  type ClassType,
  type VideoFormat,
  type VideoOverflow,
  type YogaClassInput,
  type ClassesQuery,
} from '@yoga/contracts';
import { OptionalAccountId } from '../../../common/validation/account-id-field.js';
import { PageQueryDto } from '../../../common/paging/page-query.dto.js';
import { CalendarDate, TextField } from '../../../common/validation/text-fields.js';
import { Optional, Required, says } from '../../../common/validation/validation.js';

const DATE_MESSAGE = says('validation.date');
const TIME_MESSAGE = says('validation.time');
export const DURATION_MESSAGE = says('validation.whole_number_range', {
  min: 5,
  max: MAX_CLASS_DURATION_MINUTES,
});
export const CAPACITY_MESSAGE = says('validation.whole_number_range', {
  min: 1,
  max: MAX_CLASS_CAPACITY,
});

/** A class happens on an IST date at an IST time of day (stored as such: see the entity). */
@ApiSchema({
  name: 'YogaClassInput',
  description:
    'POST /api/classes, PUT /api/classes/{id} (admin): a class on an IST date at an IST time of day.',
})
export class ClassInputDto implements YogaClassInput {
  @TextField(FIELD_LIMITS.classTitle, { required: true })
  title: string;

  @TextField(FIELD_LIMITS.classTitle, {
    nullable: true,
    description: 'The title in Hindi (issue 38); empty, null or absent: none.',
  })
  title_hi?: string | null;

  @ApiPropertyOptional({ enum: CLASS_TYPES, default: 'paid' })
  @Optional()
  @IsIn(CLASS_TYPES, says('validation.class_type'))
  class_type?: ClassType;

  @ApiProperty({ example: '2026-01-31', description: 'IST date' })
  @Required()
  @IsString()
  @Matches(DATE_PATTERN, DATE_MESSAGE)
  @CalendarDate(DATE_MESSAGE)
  date: string;

  @ApiProperty({ example: '06:30', description: 'IST time of day' })
  @Required()
  @IsString()
  @Matches(TIME_PATTERN, TIME_MESSAGE)
  time: string;

  @TextField(FIELD_LIMITS.classLink, {
    description:
      'The class’s own meeting link. Required with the manual video provider (else "Please fill in ' +
      'all fields."); with Zoom, absent or empty means "make a Zoom meeting for it" (a pasted link ' +
      'stays, e.g. a guest teacher’s meeting).',
  })
  @ValidateIf((o: { link?: unknown }) =>
    typeof o.link === 'string' ? o.link.trim() !== '' : o.link !== undefined,
  )
  @IsUrl(
    { protocols: ['http', 'https'], require_protocol: true, require_tld: false },
    says('validation.http_url'),
  )
  link?: string;

  @TextField(FIELD_LIMITS.classDescription, { nullable: true })
  description?: string | null;

  @ApiPropertyOptional({ default: DEFAULT_CLASS_DURATION_MINUTES, minimum: 5 })
  @Optional()
  @IsInt(DURATION_MESSAGE)
  @Min(5, DURATION_MESSAGE)
  @Max(MAX_CLASS_DURATION_MINUTES, DURATION_MESSAGE)
  duration_minutes?: number;

  @ApiPropertyOptional({
    type: 'integer',
    nullable: true,
    minimum: 1,
    description: 'Places; null or absent: no limit.',
  })
  @Optional({ nullable: true })
  @IsInt(CAPACITY_MESSAGE)
  @Min(1, CAPACITY_MESSAGE)
  @Max(MAX_CLASS_CAPACITY, CAPACITY_MESSAGE)
  capacity?: number | null;

  @OptionalAccountId(
    "A one-off class's instructor account (an active instructor; null: none). A generated class " +
      "takes its slot's instructor: the value sent for one is ignored.",
  )
  instructor_id?: number | null;

  @OptionalAccountId(
    'An instructor account teaching this one class instead (null: none; students are told)',
  )
  substitute_id?: number | null;

  @ApiPropertyOptional({ enum: VIDEO_FORMATS, description: 'Absent: unchanged (new: meeting)' })
  @Optional()
  @IsIn(VIDEO_FORMATS, says('validation.video_format'))
  video_format?: VideoFormat;

  @ApiPropertyOptional({ enum: VIDEO_OVERFLOWS, description: 'Absent: unchanged (new: none)' })
  @Optional()
  @IsIn(VIDEO_OVERFLOWS, says('validation.video_overflow'))
  video_overflow?: VideoOverflow;

  @OptionalAccountId(
    'The host of the second meeting (overflow `meeting`; an active instructor; null: none)',
  )
  overflow_instructor_id?: number | null;

  /** Edit forms send the loaded row back; the id in the path wins. */
  @ApiPropertyOptional({ readOnly: true })
  @Allow()
  id?: unknown;
}

const FROM_MESSAGE = says('validation.date');
const TO_MESSAGE = says('validation.date');

export class ClassesQueryDto extends PageQueryDto implements ClassesQuery {
  @ApiPropertyOptional({ description: 'First IST date, inclusive (YYYY-MM-DD)' })
  @Optional()
  @IsString()
  @CalendarDate(FROM_MESSAGE)
  from?: string;

  @ApiPropertyOptional({ description: 'Last IST date, inclusive (YYYY-MM-DD)' })
  @Optional()
  @IsString()
  @CalendarDate(TO_MESSAGE)
  to?: string;
}
