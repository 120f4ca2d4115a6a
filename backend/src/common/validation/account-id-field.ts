import { applyDecorators } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsInt, Max, Min } from 'class-validator';
import { MAX_ID } from './id-param.pipe.js';
import { Optional, says } from './validation.js';

const ID_MESSAGE = says('validation.whole_number_range', { min: 1, max: MAX_ID });

/**
 * An optional user id in a body (e.g. a class's instructor): a whole number in range, or null for none.
 * Whether the account fits (an active instructor) is the service's check.
 */
export function OptionalAccountId(description: string) {
  return applyDecorators(
    ApiPropertyOptional({ type: 'integer', nullable: true, minimum: 1, description }),
    Optional({ nullable: true }),
    IsInt(ID_MESSAGE),
    Min(1, ID_MESSAGE),
    Max(MAX_ID, ID_MESSAGE),
  );
}
