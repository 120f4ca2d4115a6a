import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { Allow, IsInt, IsString, Matches, Max, Min } from 'class-validator';
import { DATE_PATTERN, FIELD_LIMITS, TIME_PATTERN } from '@yoga/contracts';
import { MAX_ID, parseId } from '../../../common/validation/id-param.pipe.js';
import { Required } from '../../../common/validation/validation.js';
import {
  CalendarDate,
  PhoneField,
  RequiredEmail,
  RequiredName,
  TextField,
} from '../../../common/validation/text-fields.js';

const DATE_MESSAGE = 'preferred_date must be a date in YYYY-MM-DD format.';
const TIME_MESSAGE = 'preferred_time must be a time in HH:mm format.';
const CLASS_ID_MESSAGE = 'class_id must be a class id.';

export class DemoBookingDto {
  @RequiredName()
  name: string;

  @RequiredEmail()
  email: string;

  @PhoneField({ required: true })
  phone: string;

  /** An IST date. */
  @ApiProperty({ example: '2026-01-31' })
  @Required()
  @IsString()
  @Matches(DATE_PATTERN, { message: DATE_MESSAGE })
  @CalendarDate(DATE_MESSAGE)
  preferred_date: string;

  /** An IST time of day. */
  @ApiProperty({ example: '06:30' })
  @Required()
  @IsString()
  @Matches(TIME_PATTERN, { message: TIME_MESSAGE })
  preferred_time: string;

  @TextField(FIELD_LIMITS.bookingNotes)
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
  @Transform(({ value }) => parseId(value) ?? value)
  @IsInt({ message: CLASS_ID_MESSAGE })
  @Min(1, { message: CLASS_ID_MESSAGE })
  @Max(MAX_ID, { message: CLASS_ID_MESSAGE })
  class_id: number;
}
