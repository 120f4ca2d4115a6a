import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsString, registerDecorator, ValidateIf, type ValidationOptions } from 'class-validator';
import {
  codePointLength,
  FIELD_LIMITS,
  hasInvisibleCharacters,
  hasLoneSurrogate,
  DATE_BOUNDS,
  isCalendarDate,
  isDateInBounds,
  isValidEmail,
  isValidName,
  normalizePhone,
  utf8ByteLength,
} from '@yoga/contracts';
import type { MessageValues } from '../i18n/catalog.js';
import { Optional, Required } from './validation.js';

/**
 * Field rules shared by every DTO, with the limits of libs/contracts FIELD_LIMITS counted in the unit
 * the column stores: code points for VARCHAR (utf8mb4), UTF-8 bytes for TEXT. Strings that are not
 * valid Unicode (a lone surrogate) are refused: they cannot be stored as sent. `rule` makes a field rule
 * from one of the shared checks (isGstStateCode, …) and its message: a catalogue ID (`validation.*`,
 * src/locales) with its values; the field's path is `{field}`.
 */
export function rule(
  name: string,
  validate: (value: unknown) => boolean,
  message: string,
  values?: MessageValues,
): PropertyDecorator {
  return (target: object, propertyName: string | symbol) =>
    registerDecorator({
      name,
      target: target.constructor,
      propertyName: String(propertyName),
      options: { message, context: { values } },
      validator: { validate },
    });
}

const MaxCodePoints = (max: number) =>
  rule(
    'maxCodePoints',
    (v) => typeof v !== 'string' || codePointLength(v) <= max,
    'validation.too_long',
    { max },
  );

const MaxUtf8Bytes = (max: number) =>
  rule(
    'maxUtf8Bytes',
    (v) => typeof v !== 'string' || utf8ByteLength(v) <= max,
    'validation.too_long_bytes',
  );

export const ValidUnicode = () =>
  rule(
    'validUnicode',
    (v) => typeof v !== 'string' || !hasLoneSurrogate(v),
    'validation.valid_unicode',
  );

/** Text stored in a VARCHAR of `max` code points (or a TEXT column, when `bytes` is given). */
export function TextField(
  max: number,
  {
    required = false,
    bytes = false,
    nullable = false,
    description,
  }: { required?: boolean; bytes?: boolean; nullable?: boolean; description?: string } = {},
) {
  const documented = description ? { description } : {};
  return applyDecorators(
    // The type is named: the reflected type of `string | null` is only Object. `nullable`: the field
    // may be sent as null (null clears it); any other optional field refuses null (Optional).
    required
      ? ApiProperty({ type: String, maxLength: max, ...documented })
      : ApiPropertyOptional({
          type: String,
          maxLength: max,
          ...(nullable ? { nullable } : {}),
          ...documented,
        }),
    required ? (Required() as PropertyDecorator) : Optional({ nullable }),
    IsString(),
    bytes ? MaxUtf8Bytes(max) : MaxCodePoints(max),
    ValidUnicode(),
  );
}

// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/;

/** No invisible or text-direction characters in a name (a control character has its own message). */
const noInvisibleCharacters = () =>
  rule(
    'noInvisibleCharacters',
    (v) => typeof v !== 'string' || CONTROL.test(v) || !hasInvisibleCharacters(v.trim()),
    'validation.invisible_in_name',
  );

/** A person's name: required, at most 100 code points, no control or invisible characters. */
export function RequiredName() {
  return applyDecorators(
    TextField(FIELD_LIMITS.name, { required: true }),
    rule(
      'noControlCharacters',
      (v) => typeof v !== 'string' || !CONTROL.test(v),
      'validation.invalid_name',
    ),
    noInvisibleCharacters(),
  );
}

/** A person's name in a partial update: may be left out; when sent, the shared rule (isValidName). */
export function OptionalName() {
  return applyDecorators(
    ApiPropertyOptional({ maxLength: FIELD_LIMITS.name }),
    Optional(),
    rule(
      'isValidName',
      (v) => isValidName(v) || (typeof v === 'string' && hasInvisibleCharacters(v.trim())),
      'validation.invalid_name',
    ),
    noInvisibleCharacters(),
  );
}

/** A required email address, checked by the shared rule (ASCII, a dotted domain, ≤ 254). */
export function RequiredEmail() {
  return applyDecorators(
    ApiProperty({ maxLength: FIELD_LIMITS.email }),
    Transform(({ value }: { value: unknown }) =>
      typeof value === 'string' ? value.trim() : value,
    ),
    Required() as PropertyDecorator,
    IsString(),
    rule('isValidEmail', isValidEmail, 'validation.invalid_email'),
  );
}

const toStoredPhone = ({ value }: { value: unknown }) =>
  typeof value === 'string' ? (normalizePhone(value) ?? value) : value;

/**
 * A phone number, normalized to its stored form (+91XXXXXXXXXX for an Indian mobile, else E.164) by
 * the shared rule. Optional phones may also be sent empty (no number), unless `allowEmpty` is false:
 * then they may only be left out (a partial update).
 */
export function PhoneField({
  required,
  allowEmpty = !required,
  description,
}: {
  required: boolean;
  allowEmpty?: boolean;
  /** The property's description in the OpenAPI document (and so in the generated wire type). */
  description?: string;
}) {
  const doc = {
    maxLength: FIELD_LIMITS.phoneInput,
    example: '98100 12345',
    ...(description ? { description } : {}),
  };
  return applyDecorators(
    ...(required
      ? [ApiProperty(doc), Required() as PropertyDecorator]
      : allowEmpty
        ? [ApiPropertyOptional(doc), Optional(), ValidateIf((_o, v: unknown) => v !== '')]
        : [ApiPropertyOptional(doc), Optional()]),
    Transform(toStoredPhone),
    IsString(),
    rule(
      'isPhone',
      (v) => typeof v !== 'string' || normalizePhone(v) === v,
      'validation.invalid_phone',
    ),
  );
}

/**
 * A real YYYY-MM-DD calendar day (rejects 2026-02-30 and 2026-13-45; its message: `says(…)`) within
 * DATE_BOUNDS (years 2000–2100).
 */
export const CalendarDate =
  ({ message, context }: ValidationOptions): PropertyDecorator =>
  (target: object, propertyName: string | symbol) => {
    rule(
      'isCalendarDate',
      (v) => isCalendarDate(v),
      String(message),
      (context as { values?: MessageValues } | undefined)?.values,
    )(target, propertyName);
    rule(
      'isDateInBounds',
      (v) => !isCalendarDate(v) || isDateInBounds(v),
      'validation.date_in_bounds',
      { min: DATE_BOUNDS.min, max: DATE_BOUNDS.max },
    )(target, propertyName);
  };
