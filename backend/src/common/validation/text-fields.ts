import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsOptional, IsString, registerDecorator, ValidateIf } from 'class-validator';
import {
  codePointLength,
  FIELD_LIMITS,
  FIELD_MESSAGES,
  hasLoneSurrogate,
  isCalendarDate,
  isValidEmail,
  isValidName,
  MESSAGES,
  normalizePhone,
  utf8ByteLength,
} from '@yoga/contracts';
import { Required } from './validation.js';

/**
 * Field rules shared by every DTO, with the limits of libs/contracts FIELD_LIMITS counted in the unit
 * the column stores: code points for VARCHAR (utf8mb4), UTF-8 bytes for TEXT. Strings that are not
 * valid Unicode (a lone surrogate) are refused: they cannot be stored as sent. `rule` makes a field rule
 * from one of the shared checks (isGstStateCode, …) and its message.
 */
export function rule(
  name: string,
  validate: (value: unknown) => boolean,
  message: (property: string) => string,
): PropertyDecorator {
  return (target: object, propertyName: string | symbol) =>
    registerDecorator({
      name,
      target: target.constructor,
      propertyName: String(propertyName),
      options: { message: ({ property }) => message(property) },
      validator: { validate },
    });
}

const MaxCodePoints = (max: number) =>
  rule(
    'maxCodePoints',
    (v) => typeof v !== 'string' || codePointLength(v) <= max,
    (p) => FIELD_MESSAGES.tooLong(p, max),
  );

const MaxUtf8Bytes = (max: number) =>
  rule(
    'maxUtf8Bytes',
    (v) => typeof v !== 'string' || utf8ByteLength(v) <= max,
    (p) => FIELD_MESSAGES.tooLongBytes(p),
  );

export const ValidUnicode = () =>
  rule(
    'validUnicode',
    (v) => typeof v !== 'string' || !hasLoneSurrogate(v),
    (p) => `${p} must be valid text.`,
  );

/** Text stored in a VARCHAR of `max` code points (or a TEXT column, when `bytes` is given). */
export function TextField(
  max: number,
  { required = false, bytes = false }: { required?: boolean; bytes?: boolean } = {},
) {
  return applyDecorators(
    required ? ApiProperty({ maxLength: max }) : ApiPropertyOptional({ maxLength: max }),
    required ? (Required() as PropertyDecorator) : IsOptional(),
    IsString(),
    bytes ? MaxUtf8Bytes(max) : MaxCodePoints(max),
    ValidUnicode(),
  );
}

/** A person's name: required, at most 100 code points, no control characters. */
export function RequiredName() {
  return applyDecorators(
    TextField(FIELD_LIMITS.name, { required: true }),
    rule(
      'noControlCharacters',
      // eslint-disable-next-line no-control-regex
      (v) => typeof v !== 'string' || !/[\u0000-\u001f\u007f]/.test(v),
      () => FIELD_MESSAGES.invalidName,
    ),
  );
}

/** A field of a partial update (PATCH): it may be left out, but null is checked (and refused) like any value. */
export const WhenSent = () => ValidateIf((_o: object, v: unknown) => v !== undefined);

/** A person's name in a partial update: may be left out; when sent, the shared rule (isValidName). */
export function OptionalName() {
  return applyDecorators(
    ApiPropertyOptional({ maxLength: FIELD_LIMITS.name }),
    WhenSent(),
    rule('isValidName', isValidName, () => FIELD_MESSAGES.invalidName),
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
    rule('isValidEmail', isValidEmail, () => MESSAGES.invalidEmail),
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
}: {
  required: boolean;
  allowEmpty?: boolean;
}) {
  const doc = { maxLength: FIELD_LIMITS.phoneInput, example: '98100 12345' };
  return applyDecorators(
    ...(required
      ? [ApiProperty(doc), Required() as PropertyDecorator]
      : allowEmpty
        ? [ApiPropertyOptional(doc), IsOptional(), ValidateIf((_o, v: unknown) => v !== '')]
        : [ApiPropertyOptional(doc), WhenSent()]),
    Transform(toStoredPhone),
    IsString(),
    rule(
      'isPhone',
      (v) => typeof v !== 'string' || normalizePhone(v) === v,
      () => FIELD_MESSAGES.invalidPhone,
    ),
  );
}

/** A real YYYY-MM-DD calendar day (rejects 2026-02-30 and 2026-13-45). */
export const CalendarDate = (message: string) =>
  rule(
    'isCalendarDate',
    (v) => isCalendarDate(v),
    () => message,
  );
