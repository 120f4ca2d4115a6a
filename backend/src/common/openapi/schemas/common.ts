import { ApiProperty, ApiSchema, getSchemaPath } from '@nestjs/swagger';
import {
  API_ERROR_CODES,
  type ApiErrorBody,
  type ApiErrorCode,
  type ApiErrorParams,
  type FieldIssue,
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
