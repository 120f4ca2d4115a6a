import { ApiProperty, ApiPropertyOptional, ApiSchema } from '@nestjs/swagger';
import {
  Allow,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  IsUrl,
  Matches,
  Max,
  Min,
  ValidateIf,
} from 'class-validator';
import {
  DATE_PATTERN,
  DEFAULT_CLASS_DURATION_MINUTES,
  FIELD_LIMITS,
  MAX_CLASS_CAPACITY,
  MAX_CLASS_DURATION_MINUTES,
  TIME_PATTERN,
  type ClassType,
  type YogaClassInput,
  type ClassesQuery,
} from '@yoga/contracts';
import { PageQueryDto } from '../../../common/paging/page-query.dto.js';
import { CalendarDate, TextField } from '../../../common/validation/text-fields.js';
import { Required, says } from '../../../common/validation/validation.js';

const CLASS_TYPES: readonly ClassType[] = ['demo', 'paid'];
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
@ApiSchema({ name: 'YogaClassInput' })
export class ClassInputDto implements YogaClassInput {
  @TextField(FIELD_LIMITS.classTitle, { required: true })
  title: string;

  @ApiPropertyOptional({ enum: CLASS_TYPES, default: 'paid' })
  @IsOptional()
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

  /**
   * The class's own meeting link; absent or blank: a Zoom meeting is made (with the manual provider it
   * is required: the services answer "Please fill in all fields.").
   */
  @TextField(FIELD_LIMITS.classLink)
  @ValidateIf((o: { link?: unknown }) =>
    typeof o.link === 'string' ? o.link.trim() !== '' : o.link !== undefined && o.link !== null,
  )
  @IsUrl(
    { protocols: ['http', 'https'], require_protocol: true, require_tld: false },
    says('validation.http_url'),
  )
  link?: string;

  @TextField(FIELD_LIMITS.classDescription, { nullable: true })
  description?: string | null;

  @ApiPropertyOptional({ default: DEFAULT_CLASS_DURATION_MINUTES, minimum: 5 })
  @IsOptional()
  @IsInt(DURATION_MESSAGE)
  @Min(5, DURATION_MESSAGE)
  @Max(MAX_CLASS_DURATION_MINUTES, DURATION_MESSAGE)
  duration_minutes?: number;

  /** Places; null or absent: no limit. */
  @ApiPropertyOptional({ type: 'integer', nullable: true, minimum: 1 })
  @IsOptional()
  @IsInt(CAPACITY_MESSAGE)
  @Min(1, CAPACITY_MESSAGE)
  @Max(MAX_CLASS_CAPACITY, CAPACITY_MESSAGE)
  capacity?: number | null;

  @TextField(FIELD_LIMITS.instructor, { nullable: true })
  instructor?: string | null;

  /** Edit forms send the loaded row back; the id in the path wins. */
  @ApiPropertyOptional({ readOnly: true })
  @Allow()
  id?: unknown;
}

const FROM_MESSAGE = says('validation.date');
const TO_MESSAGE = says('validation.date');

export class ClassesQueryDto extends PageQueryDto implements ClassesQuery {
  @ApiPropertyOptional({ description: 'First IST date, inclusive (YYYY-MM-DD)' })
  @IsOptional()
  @IsString()
  @CalendarDate(FROM_MESSAGE)
  from?: string;

  @ApiPropertyOptional({ description: 'Last IST date, inclusive (YYYY-MM-DD)' })
  @IsOptional()
  @IsString()
  @CalendarDate(TO_MESSAGE)
  to?: string;
}
