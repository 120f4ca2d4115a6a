import { ApiProperty, ApiPropertyOptional, ApiSchema } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { Allow, IsIn, IsInt, IsString, IsUrl, Matches, Max, Min } from 'class-validator';
import {
  DATE_PATTERN,
  DEMO_REQUEST_FILTERS,
  FIELD_LIMITS,
  TIME_PATTERN,
  type DemoBookingRequest,
  type ClassBookingRequest,
  type DemoRequestFilter,
  type SendDemoLinkRequest,
} from '@yoga/contracts';
import { PageQueryDto } from '../../../common/paging/page-query.dto.js';
import { MAX_ID, parseId } from '../../../common/validation/id-param.pipe.js';
import { Optional, Required, says } from '../../../common/validation/validation.js';
import {
  CalendarDate,
  PhoneField,
  RequiredEmail,
  RequiredName,
  TextField,
} from '../../../common/validation/text-fields.js';

const DATE_MESSAGE = says('validation.date');
const TIME_MESSAGE = says('validation.time');
const CLASS_ID_MESSAGE = says('validation.class_id');

@ApiSchema({ name: 'DemoBookingRequest', description: 'POST /api/bookings/demo: a demo class.' })
export class DemoBookingDto implements DemoBookingRequest {
  @RequiredName()
  name: string;

  @RequiredEmail()
  email: string;

  @PhoneField({ required: true })
  phone: string;

  @ApiProperty({ example: '2026-01-31', description: 'An IST date (YYYY-MM-DD)' })
  @Required()
  @IsString()
  @Matches(DATE_PATTERN, DATE_MESSAGE)
  @CalendarDate(DATE_MESSAGE)
  preferred_date: string;

  @ApiProperty({ example: '06:30', description: 'An IST time of day (HH:mm)' })
  @Required()
  @IsString()
  @Matches(TIME_PATTERN, TIME_MESSAGE)
  preferred_time: string;

  @TextField(FIELD_LIMITS.bookingNotes, { nullable: true })
  notes?: string | null;

  /** The spec's booking payload carries user_id; it is accepted and ignored (the token decides). */
  @ApiPropertyOptional({
    readOnly: true,
    description: 'Ignored: the booking belongs to the caller',
  })
  @Allow()
  user_id?: unknown;
}

@ApiSchema({
  name: 'ClassBookingRequest',
  description:
    'POST /api/bookings/class, POST /api/bookings/waitlist: a place in a class, or its waitlist.',
})
export class ClassBookingDto extends DemoBookingDto implements ClassBookingRequest {
  @ApiProperty({ description: 'The class (GET /api/classes)' })
  @Required()
  @Transform(({ value }) => parseId(value) ?? value)
  @IsInt(CLASS_ID_MESSAGE)
  @Min(1, CLASS_ID_MESSAGE)
  @Max(MAX_ID, CLASS_ID_MESSAGE)
  class_id: number;
}

/** POST /api/bookings/:id/demo-link: the joining link to send the student. */
@ApiSchema({
  name: 'SendDemoLinkRequest',
  description:
    'POST /api/bookings/{id}/demo-link (admin): message the student the joining link, mark it sent.',
})
export class SendDemoLinkDto implements SendDemoLinkRequest {
  @TextField(FIELD_LIMITS.classLink, { required: true })
  @IsUrl(
    { protocols: ['http', 'https'], require_protocol: true, require_tld: false },
    says('validation.http_url'),
  )
  link: string;
}

/** GET /api/bookings/demo-requests: which requests, and the page. */
export class DemoRequestsQueryDto extends PageQueryDto {
  @ApiPropertyOptional({ enum: DEMO_REQUEST_FILTERS, default: 'new' })
  @Optional()
  @IsIn(DEMO_REQUEST_FILTERS, says('validation.demo_request_status'))
  status?: DemoRequestFilter;
}
