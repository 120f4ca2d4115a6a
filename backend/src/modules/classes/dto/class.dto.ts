import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  Allow,
  IsIn,
  IsOptional,
  IsString,
  IsUrl,
  Matches,
  MaxLength,
  Validate,
} from 'class-validator';
import { DATE_PATTERN, TIME_PATTERN, type ClassType } from '@yoga/contracts';
import { PageQueryDto } from '../../../common/paging/page-query.dto.js';
import { IsCalendarDate } from '../../../common/validation/calendar-date.js';
import { Required } from '../../../common/validation/validation.js';

export const CLASS_TYPES: readonly ClassType[] = ['demo', 'paid'];
export const DATE_MESSAGE = 'date must be a date in YYYY-MM-DD format.';
export const TIME_MESSAGE = 'time must be a time in HH:mm format.';

export class ClassInputDto {
  @ApiProperty({ maxLength: 200 })
  @Required()
  @IsString()
  @MaxLength(200)
  title: string;

  @ApiPropertyOptional({ enum: CLASS_TYPES, default: 'paid' })
  @IsOptional()
  @IsIn(CLASS_TYPES, { message: 'class_type must be demo or paid.' })
  class_type?: ClassType;

  @ApiProperty({ example: '2026-01-31' })
  @Required()
  @IsString()
  @Matches(DATE_PATTERN, { message: DATE_MESSAGE })
  @Validate(IsCalendarDate, { message: DATE_MESSAGE })
  date: string;

  @ApiProperty({ example: '06:30' })
  @Required()
  @IsString()
  @Matches(TIME_PATTERN, { message: TIME_MESSAGE })
  time: string;

  @ApiProperty({ maxLength: 2048, example: 'https://meet.example.com/abc' })
  @Required()
  @IsString()
  @MaxLength(2048)
  @IsUrl(
    { protocols: ['http', 'https'], require_protocol: true, require_tld: false },
    { message: 'link must be an http(s) URL.' },
  )
  link: string;

  @ApiPropertyOptional({ maxLength: 5000, nullable: true })
  @IsOptional()
  @IsString()
  @MaxLength(5000)
  description?: string | null;

  /** Edit forms send the loaded row back; the id in the path wins. */
  @ApiPropertyOptional({ readOnly: true })
  @Allow()
  id?: unknown;
}

export class ClassesQueryDto extends PageQueryDto {
  @ApiPropertyOptional({ description: 'First date, inclusive (YYYY-MM-DD)' })
  @IsOptional()
  @IsString()
  @Matches(DATE_PATTERN, { message: 'from must be a date in YYYY-MM-DD format.' })
  from?: string;

  @ApiPropertyOptional({ description: 'Last date, inclusive (YYYY-MM-DD)' })
  @IsOptional()
  @IsString()
  @Matches(DATE_PATTERN, { message: 'to must be a date in YYYY-MM-DD format.' })
  to?: string;
}
