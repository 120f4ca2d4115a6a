import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import { IsString, Matches, MaxLength, MinLength } from 'class-validator';
import {
  FIELD_LIMITS,
  ONE_TIME_CODE_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  type ForgotPasswordRequest,
  type OneTimeCodeRequest,
  type OneTimeCodeVerify,
  type ResetPasswordRequest,
  type LinkTokenRequest,
} from '@yoga/contracts';
import { RequiredEmail, TextField } from '../../../common/validation/text-fields.js';
import { Required, says } from '../../../common/validation/validation.js';

export const CODE_MESSAGE = says('validation.one_time_code', { digits: ONE_TIME_CODE_LENGTH });

/** POST /api/auth/forgot and /api/auth/otp/request */
@ApiSchema({
  name: 'EmailOnlyRequest',
  description:
    'POST /api/auth/forgot and /api/auth/otp/request: the address (the contract calls it ' +
    'ForgotPasswordRequest and OneTimeCodeRequest).',
})
export class EmailOnlyDto implements ForgotPasswordRequest, OneTimeCodeRequest {
  @RequiredEmail()
  email: string;
}

@ApiSchema({
  name: 'OneTimeCodeVerify',
  description: 'Sign-in by a one-time code: the address and the code emailed to it.',
})
export class VerifyCodeDto implements OneTimeCodeVerify {
  /** Any address is checked alike (an unknown one simply never matches). */
  @TextField(FIELD_LIMITS.email, { required: true })
  email: string;

  @ApiProperty({ example: '123456' })
  @Required()
  @IsString()
  @Matches(/^\d{6}$/, CODE_MESSAGE)
  code: string;
}

/** A link token as the pages post it back (43 URL-safe characters). */
const LinkToken = () => TextField(128, { required: true });

@ApiSchema({
  name: 'ResetPasswordRequest',
  description: "A password reset: the email link's token and the new password.",
})
export class ResetPasswordDto implements ResetPasswordRequest {
  @LinkToken()
  token: string;

  @ApiProperty({ minLength: PASSWORD_MIN_LENGTH, maxLength: PASSWORD_MAX_LENGTH })
  @Required()
  @IsString()
  @MinLength(PASSWORD_MIN_LENGTH, says('validation.password_too_short'))
  @MaxLength(PASSWORD_MAX_LENGTH, says('validation.password_too_long'))
  password: string;
}

@ApiSchema({
  name: 'LinkTokenRequest',
  description: 'POST /api/profile/email/confirm: a link token as the pages post it back.',
})
export class LinkTokenDto implements LinkTokenRequest {
  @LinkToken()
  token: string;
}
