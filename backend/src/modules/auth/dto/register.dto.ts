import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength, MinLength, ValidateIf } from 'class-validator';
import { FIELD_LIMITS, MESSAGES, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@yoga/contracts';
import { Required } from '../../../common/validation/validation.js';
import {
  PhoneField,
  RequiredEmail,
  RequiredName,
  TextField,
} from '../../../common/validation/text-fields.js';

export class RegisterDto {
  @RequiredName()
  name: string;

  @RequiredEmail()
  email: string;

  /** Mobile number, required except in the older payload variant (name, email, password, role). */
  @ValidateIf((o: RegisterDto) => o.role === undefined || o.number !== undefined)
  @PhoneField({ required: true })
  number?: string;

  @ApiProperty({ minLength: PASSWORD_MIN_LENGTH, maxLength: PASSWORD_MAX_LENGTH })
  @Required()
  @IsString()
  @MinLength(PASSWORD_MIN_LENGTH, { message: MESSAGES.passwordTooShort })
  @MaxLength(PASSWORD_MAX_LENGTH, { message: MESSAGES.passwordTooLong })
  password: string;

  /** A referrer's referral code; unknown codes are ignored. */
  @TextField(FIELD_LIMITS.referralCode)
  referred_by?: string;

  /** Accepted for the older form variant and ignored: self-registration always creates `user`. */
  @ApiPropertyOptional({
    deprecated: true,
    description: 'Ignored: self-registration always creates role user',
  })
  @IsOptional()
  @IsString()
  @MaxLength(32)
  role?: string;
}
