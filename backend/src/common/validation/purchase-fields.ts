import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsString, Matches } from 'class-validator';
import { CURRENCIES, PLAN_SLUG_PATTERN } from '@yoga/contracts';
import { Optional, Required, says } from './validation.js';

/**
 * The fields of what a student buys, as every order's request names them (payments, gifts, households,
 * companies). The rules run in the order they did when written out on each field (decorators apply
 * bottom-up, applyDecorators in its order).
 */
interface FieldOptions {
  description?: string;
  /** May be left out (not null). */
  optional?: boolean;
}

const presence = (optional?: boolean): PropertyDecorator =>
  optional ? Optional() : (target, key) => Required()(target, String(key));

/** A plan's id (its slug, PlanId): a string of PLAN_SLUG_PATTERN, else 400 `validation.plan`. */
export const PlanIdField = ({
  example = 'bumper',
  description,
  optional,
}: FieldOptions & { example?: string }) =>
  applyDecorators(
    Matches(PLAN_SLUG_PATTERN, says('validation.plan')),
    IsString(says('validation.plan')),
    presence(optional),
    (optional ? ApiPropertyOptional : ApiProperty)({ type: String, example, description }),
  );

/** One of CURRENCIES, else 400 `validation.currency`. */
export const CurrencyField = ({ description, optional }: FieldOptions = {}) =>
  applyDecorators(
    IsIn(CURRENCIES, says('validation.currency')),
    presence(optional),
    (optional ? ApiPropertyOptional : ApiProperty)({
      enum: CURRENCIES,
      ...(description ? { description } : {}),
    }),
  );
