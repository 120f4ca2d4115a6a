import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength, MinLength, ValidateIf } from 'class-validator';
import { MESSAGES, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@yoga/contracts';
import { Required } from '../../../common/validation/validation.js';
import { RequiredEmail, RequiredName } from '../../../common/validation/person-fields.js';

export class RegisterDto {
  @RequiredName()
  name: string;

  @RequiredEmail()
  email: string;

  /** Required, except in the older payload variant (name, email, password, role). */
  @ApiPropertyOptional({
    maxLength: 32,
    description: 'Mobile number (required unless the older `role` variant is sent)',
  })
  @ValidateIf((o: RegisterDto) => o.role === undefined || o.number !== undefined)
  @Required()
  @IsString()
  @MaxLength(32)
  number?: string;

  @ApiProperty({ minLength: PASSWORD_MIN_LENGTH, maxLength: PASSWORD_MAX_LENGTH })
  @Required()
  @IsString()
  @MinLength(PASSWORD_MIN_LENGTH, { message: MESSAGES.passwordTooShort })
  @MaxLength(PASSWORD_MAX_LENGTH, { message: MESSAGES.passwordTooLong })
  password: string;

  @ApiPropertyOptional({
    maxLength: 64,
    description: "A referrer's referral code; unknown codes are ignored",
  })
  @IsOptional()
  @IsString()
  @MaxLength(64)
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
