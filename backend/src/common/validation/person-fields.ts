import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { IsEmail, IsString, MaxLength } from 'class-validator';
import { MESSAGES } from '@yoga/contracts';
import { Required } from './validation.js';

export const NAME_MAX_LENGTH = 100;
export const EMAIL_MAX_LENGTH = 254;

/** A person's name as every form sends it: required, text, at most 100 characters. */
export function RequiredName() {
  return applyDecorators(
    ApiProperty({ maxLength: NAME_MAX_LENGTH }),
    Required() as PropertyDecorator,
    IsString(),
    MaxLength(NAME_MAX_LENGTH),
  );
}

/** A required email address (at most 254 characters, the RFC 5321 limit). */
export function RequiredEmail() {
  return applyDecorators(
    ApiProperty({ maxLength: EMAIL_MAX_LENGTH }),
    Required() as PropertyDecorator,
    IsString(),
    MaxLength(EMAIL_MAX_LENGTH),
    IsEmail({}, { message: MESSAGES.invalidEmail }),
  );
}
