import { ApiProperty, ApiSchema, getSchemaPath } from '@nestjs/swagger';
import {
  API_ERROR_CODES,
  type ApiErrorBody,
  type ApiErrorCode,
  type ApiErrorParams,
  type FieldIssue,
  type HealthResponse,
  type SuccessResponse,
} from '@yoga/contracts';
import { Always, OneOf, Text } from '../properties.js';

/** One failed field rule of a `validation_failed` answer. */
@ApiSchema({ name: 'FieldIssue' })
export class FieldIssueSchema implements FieldIssue {
  @Text({ description: 'The field path in the request, e.g. `email`' })
  field: string;

  @Text({ description: 'The rule that failed, e.g. `required`' })
  rule: string;

  @Text({ description: "In the request's language" })
  message: string;
}

/** Every error answer of the API (4xx, 5xx). */
@ApiSchema({ name: 'ApiErrorBody' })
export class ApiErrorBodySchema implements ApiErrorBody {
  @Always(false)
  success: false;

  @OneOf(API_ERROR_CODES, { description: 'Stable reason: clients decide by it, never by the text' })
  code: ApiErrorCode;

  @Text({ description: "In the request's language (Accept-Language)" })
  message: string;

  @ApiProperty({
    required: false,
    description:
      'The values the message interpolates; `fields` (FieldIssue[]) for validation_failed',
    type: Object,
    additionalProperties: {
      oneOf: [
        { type: 'string' },
        { type: 'number' },
        { type: 'array', items: { $ref: getSchemaPath(FieldIssueSchema) } },
      ],
    },
  })
  params?: ApiErrorParams;

  @Text({ optional: true, description: 'A machine-readable reason where the route names one' })
  error?: string;
}

@ApiSchema({ name: 'SuccessResponse' })
export class SuccessResponseSchema implements SuccessResponse {
  @Always(true)
  success: true;

  @Text()
  message: string;
}

const HEALTH_STATUSES = ['ok', 'degraded', 'error', 'stopping'] as const;
const UP_DOWN = ['up', 'down'] as const;

@ApiSchema({ name: 'HealthResponse', description: 'GET /api/health.' })
export class HealthResponseSchema implements HealthResponse {
  @OneOf(HEALTH_STATUSES, {
    description:
      '`ok` (200); `degraded` (200): the database answers but Redis (REDIS_URL) does not, so the ' +
      'instance still serves (throttles count per instance, jobs wait); `error` (503): the database ' +
      'is down; `stopping` (503): the instance is draining for shutdown, send traffic elsewhere.',
  })
  status: (typeof HEALTH_STATUSES)[number];

  @OneOf(UP_DOWN)
  db: (typeof UP_DOWN)[number];

  @OneOf([...UP_DOWN, 'not configured'])
  redis: 'up' | 'down' | 'not configured';
}
