import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  Allow,
  IsInt,
  IsOptional,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
  Validate,
} from 'class-validator';
import { DATE_PATTERN, TIME_PATTERN } from '@yoga/contracts';
import { IsCalendarDate } from '../../../common/validation/calendar-date.js';
import { Required } from '../../../common/validation/validation.js';
import { RequiredEmail, RequiredName } from '../../../common/validation/person-fields.js';

const DATE_MESSAGE = 'preferred_date must be a date in YYYY-MM-DD format.';
const TIME_MESSAGE = 'preferred_time must be a time in HH:mm format.';

export class DemoBookingDto {
  @RequiredName()
  name: string;

  @RequiredEmail()
  email: string;

  @ApiProperty({ maxLength: 32 })
  @Required()
  @IsString()
  @MaxLength(32)
  phone: string;

  @ApiProperty({ example: '2026-01-31' })
  @Required()
  @IsString()
  @Matches(DATE_PATTERN, { message: DATE_MESSAGE })
  @Validate(IsCalendarDate, { message: DATE_MESSAGE })
  preferred_date: string;

  @ApiProperty({ example: '06:30' })
  @Required()
  @IsString()
  @Matches(TIME_PATTERN, { message: TIME_MESSAGE })
  preferred_time: string;

  @ApiPropertyOptional({ maxLength: 1000, nullable: true })
  @IsOptional()
  @IsString()
  @MaxLength(1000)
  notes?: string | null;

  /** The spec's booking payload carries user_id; it is accepted and ignored (the token decides). */
  @ApiPropertyOptional({
    readOnly: true,
    description: 'Ignored: the booking belongs to the caller',
  })
  @Allow()
  user_id?: unknown;
}

export class ClassBookingDto extends DemoBookingDto {
  @ApiProperty()
  @Required()
  @Transform(({ value }) =>
    typeof value === 'string' && /^\d{1,10}$/.test(value) ? Number(value) : value,
  )
  @IsInt({ message: 'class_id must be a class id.' })
  @Min(1, { message: 'class_id must be a class id.' })
  @Max(2_147_483_647, { message: 'class_id must be a class id.' })
  class_id: number;
}
