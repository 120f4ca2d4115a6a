import { ApiProperty } from '@nestjs/swagger';
import { IsString, Matches, MaxLength, MinLength } from 'class-validator';
import {
  FIELD_LIMITS,
  MESSAGES,
  ONE_TIME_CODE_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from '@yoga/contracts';
import { RequiredEmail, TextField } from '../../../common/validation/text-fields.js';
import { Required } from '../../../common/validation/validation.js';

export const CODE_MESSAGE = `code must be the ${ONE_TIME_CODE_LENGTH}-digit number from the email.`;

/** POST /api/auth/forgot and /api/auth/otp/request */
export class EmailOnlyDto {
  @RequiredEmail()
  email: string;
}

export class VerifyCodeDto {
  /** Any address is checked alike (an unknown one simply never matches). */
  @TextField(FIELD_LIMITS.email, { required: true })
  email: string;

  @ApiProperty({ example: '123456' })
  @Required()
  @IsString()
  @Matches(/^\d{6}$/, { message: CODE_MESSAGE })
  code: string;
}

/** A link token as the pages post it back (43 URL-safe characters). */
const LinkToken = () => TextField(128, { required: true });

export class ResetPasswordDto {
  @LinkToken()
  token: string;

  @ApiProperty({ minLength: PASSWORD_MIN_LENGTH, maxLength: PASSWORD_MAX_LENGTH })
  @Required()
  @IsString()
  @MinLength(PASSWORD_MIN_LENGTH, { message: MESSAGES.passwordTooShort })
  @MaxLength(PASSWORD_MAX_LENGTH, { message: MESSAGES.passwordTooLong })
  password: string;
}

export class LinkTokenDto {
  @LinkToken()
  token: string;
}
