import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
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
} from 'class-validator';
import {
  DATE_PATTERN,
  DEFAULT_CLASS_DURATION_MINUTES,
  FIELD_LIMITS,
  MAX_CLASS_CAPACITY,
  MAX_CLASS_DURATION_MINUTES,
  TIME_PATTERN,
  type ClassType,
} from '@yoga/contracts';
import { PageQueryDto } from '../../../common/paging/page-query.dto.js';
import { CalendarDate, TextField } from '../../../common/validation/text-fields.js';
import { Required } from '../../../common/validation/validation.js';

const CLASS_TYPES: readonly ClassType[] = ['demo', 'paid'];
const DATE_MESSAGE = 'date must be a date in YYYY-MM-DD format.';
const TIME_MESSAGE = 'time must be a time in HH:mm format.';
export const DURATION_MESSAGE = `duration_minutes must be a whole number from 5 to ${MAX_CLASS_DURATION_MINUTES}.`;
export const CAPACITY_MESSAGE = `capacity must be a whole number from 1 to ${MAX_CLASS_CAPACITY}.`;

/** A class happens on an IST date at an IST time of day (stored as such: see the entity). */
export class ClassInputDto {
  @TextField(FIELD_LIMITS.classTitle, { required: true })
  title: string;

  @ApiPropertyOptional({ enum: CLASS_TYPES, default: 'paid' })
  @IsOptional()
  @IsIn(CLASS_TYPES, { message: 'class_type must be demo or paid.' })
  class_type?: ClassType;

  @ApiProperty({ example: '2026-01-31', description: 'IST date' })
  @Required()
  @IsString()
  @Matches(DATE_PATTERN, { message: DATE_MESSAGE })
  @CalendarDate(DATE_MESSAGE)
  date: string;

  @ApiProperty({ example: '06:30', description: 'IST time of day' })
  @Required()
  @IsString()
  @Matches(TIME_PATTERN, { message: TIME_MESSAGE })
  time: string;

  @TextField(FIELD_LIMITS.classLink, { required: true })
  @IsUrl(
    { protocols: ['http', 'https'], require_protocol: true, require_tld: false },
    { message: 'link must be an http(s) URL.' },
  )
  link: string;

  @TextField(FIELD_LIMITS.classDescription)
  description?: string | null;

  @ApiPropertyOptional({ default: DEFAULT_CLASS_DURATION_MINUTES, minimum: 5 })
  @IsOptional()
  @IsInt({ message: DURATION_MESSAGE })
  @Min(5, { message: DURATION_MESSAGE })
  @Max(MAX_CLASS_DURATION_MINUTES, { message: DURATION_MESSAGE })
  duration_minutes?: number;

  /** Places; null or absent: no limit. */
  @ApiPropertyOptional({ nullable: true, minimum: 1 })
  @IsOptional()
  @IsInt({ message: CAPACITY_MESSAGE })
  @Min(1, { message: CAPACITY_MESSAGE })
  @Max(MAX_CLASS_CAPACITY, { message: CAPACITY_MESSAGE })
  capacity?: number | null;

  @TextField(FIELD_LIMITS.instructor)
  instructor?: string | null;

  /** Edit forms send the loaded row back; the id in the path wins. */
  @ApiPropertyOptional({ readOnly: true })
  @Allow()
  id?: unknown;
}

const FROM_MESSAGE = 'from must be a date in YYYY-MM-DD format.';
const TO_MESSAGE = 'to must be a date in YYYY-MM-DD format.';

export class ClassesQueryDto extends PageQueryDto {
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
