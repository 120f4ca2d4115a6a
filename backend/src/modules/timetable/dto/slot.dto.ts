import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  Allow,
  IsBoolean,
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
  DEFAULT_CLASS_DURATION_MINUTES,
  FIELD_LIMITS,
  MAX_CLASS_CAPACITY,
  MAX_CLASS_DURATION_MINUTES,
  TIME_PATTERN,
  type ClassType,
} from '@yoga/contracts';
import { TextField } from '../../../common/validation/text-fields.js';
import { Required } from '../../../common/validation/validation.js';

const CLASS_TYPES: readonly ClassType[] = ['demo', 'paid'];
const DAY_MESSAGE = 'day_of_week must be a whole number from 0 (Sunday) to 6 (Saturday).';
const TIME_MESSAGE = 'start_time must be a time in HH:mm format (IST).';
const DURATION_MESSAGE = `duration_minutes must be a whole number from 5 to ${MAX_CLASS_DURATION_MINUTES}.`;
const CAPACITY_MESSAGE = `capacity must be a whole number from 1 to ${MAX_CLASS_CAPACITY}.`;

/** POST/PUT /api/timetable/slots: one weekly slot (see TimetableSlotInput in libs/contracts). */
export class SlotInputDto {
  @ApiProperty({ minimum: 0, maximum: 6, description: '0 = Sunday … 6 = Saturday (IST calendar)' })
  @Required()
  @IsInt({ message: DAY_MESSAGE })
  @Min(0, { message: DAY_MESSAGE })
  @Max(6, { message: DAY_MESSAGE })
  day_of_week: number;

  @ApiProperty({ example: '06:45', description: 'IST time of day' })
  @Required()
  @IsString({ message: TIME_MESSAGE })
  @Matches(TIME_PATTERN, { message: TIME_MESSAGE })
  start_time: string;

  @ApiPropertyOptional({ default: DEFAULT_CLASS_DURATION_MINUTES })
  @IsOptional()
  @IsInt({ message: DURATION_MESSAGE })
  @Min(5, { message: DURATION_MESSAGE })
  @Max(MAX_CLASS_DURATION_MINUTES, { message: DURATION_MESSAGE })
  duration_minutes?: number;

  @TextField(FIELD_LIMITS.classTitle, { required: true })
  title: string;

  @TextField(FIELD_LIMITS.instructor)
  instructor?: string | null;

  @TextField(FIELD_LIMITS.classLink, { required: true })
  @IsUrl(
    { protocols: ['http', 'https'], require_protocol: true, require_tld: false },
    { message: 'link must be an http(s) URL.' },
  )
  link: string;

  @ApiPropertyOptional({ enum: CLASS_TYPES, default: 'paid' })
  @IsOptional()
  @IsIn(CLASS_TYPES, { message: 'class_type must be demo or paid.' })
  class_type?: ClassType;

  @ApiProperty({ minimum: 1, maximum: MAX_CLASS_CAPACITY })
  @Required()
  @IsInt({ message: CAPACITY_MESSAGE })
  @Min(1, { message: CAPACITY_MESSAGE })
  @Max(MAX_CLASS_CAPACITY, { message: CAPACITY_MESSAGE })
  capacity: number;

  @ApiPropertyOptional({ default: true })
  @IsOptional()
  @IsBoolean({ message: 'active must be true or false.' })
  active?: boolean;

  @TextField(FIELD_LIMITS.classDescription)
  description?: string | null;

  /** Edit forms send the loaded row back; the id in the path wins. */
  @ApiPropertyOptional({ readOnly: true })
  @Allow()
  id?: unknown;
}
