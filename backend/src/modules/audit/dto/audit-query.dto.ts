import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsInt, IsString, Matches, Max, MaxLength, Min } from 'class-validator';
import { AUDIT_PAGE_SIZE, DATE_PATTERN, type AuditQuery } from '@yoga/contracts';
import { CalendarDate } from '../../../common/validation/text-fields.js';
import { Optional, says } from '../../../common/validation/validation.js';

const decimal = ({ value }: { value: unknown }) =>
  typeof value === 'string' && /^\d{1,9}$/.test(value) ? Number(value) : value;
const DATE_MESSAGE = says('validation.date');

/** GET /api/admin/audit: filters (all optional) and the page. */
export class AuditQueryDto implements AuditQuery {
  @ApiPropertyOptional({
    description:
      'plan, coupon, content, content_photo, site_settings, business_rules, blog, class, timetable_slot, ' +
      'slot_instructor, class_instructor, recording, user, payment, recurring, challenge, demo_request, message',
  })
  @Optional()
  @IsString()
  @MaxLength(32)
  entity?: string;

  @ApiPropertyOptional({ description: "The thing's key: a slug, an id, a page name, 'site'" })
  @Optional()
  @IsString()
  @MaxLength(100)
  entity_id?: string;

  @ApiPropertyOptional({ description: "The admin's user id" })
  @Optional()
  @Transform(decimal)
  @IsInt()
  @Min(1)
  actor?: number;

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

  @ApiPropertyOptional({ minimum: 1, default: 1 })
  @Optional()
  @Transform(decimal)
  @IsInt()
  @Min(1)
  @Max(1_000_000)
  page?: number;

  @ApiPropertyOptional({
    minimum: 1,
    maximum: AUDIT_PAGE_SIZE.max,
    default: AUDIT_PAGE_SIZE.default,
  })
  @Optional()
  @Transform(decimal)
  @IsInt()
  @Min(1)
  @Max(AUDIT_PAGE_SIZE.max)
  page_size?: number;
}
