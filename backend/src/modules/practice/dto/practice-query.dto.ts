import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsString, Matches } from 'class-validator';
import { DATE_PATTERN, type PracticeQuery } from '@yoga/contracts';
import { CalendarDate } from '../../../common/validation/text-fields.js';
import { Optional, says } from '../../../common/validation/validation.js';

const DATE_MESSAGE = says('validation.date');

/** GET /api/practice/me: the range of days (IST dates, inclusive). */
export class PracticeQueryDto implements PracticeQuery {
  @ApiPropertyOptional({ example: '2026-11-01', description: 'IST date, inclusive' })
  @Optional()
  @IsString()
  @Matches(DATE_PATTERN, DATE_MESSAGE)
  @CalendarDate(DATE_MESSAGE)
  from?: string;

  @ApiPropertyOptional({ example: '2026-11-30', description: 'IST date, inclusive' })
  @Optional()
  @IsString()
  @Matches(DATE_PATTERN, DATE_MESSAGE)
  @CalendarDate(DATE_MESSAGE)
  to?: string;
}
