import { ApiProperty, ApiPropertyOptional, ApiSchema } from '@nestjs/swagger';
import { IsBoolean, IsIn, IsString, MaxLength, MinLength, ValidateIf } from 'class-validator';
import {
  FIELD_LIMITS,
  LANGUAGES,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  type Language,
  type RegisterRequest,
} from '@yoga/contracts';
import { Optional, Required, says } from '../../../common/validation/validation.js';
import {
  PhoneField,
  RequiredEmail,
  RequiredName,
  TextField,
} from '../../../common/validation/text-fields.js';

@ApiSchema({ name: 'RegisterRequest', description: 'POST /api/auth/register (signed out).' })
export class RegisterDto implements RegisterRequest {
  @RequiredName()
  name: string;

  @RequiredEmail()
  email: string;

  /**
   * Mobile number, required except in the older payload variant (name, email, password, role), which the
   * contract (RegisterRequest) no longer offers: typed as the contract sends it.
   */
  @ValidateIf((o: RegisterDto) => o.role === undefined || o.number !== undefined)
  @PhoneField({ required: true })
  number: string;

  @ApiProperty({ minLength: PASSWORD_MIN_LENGTH, maxLength: PASSWORD_MAX_LENGTH })
  @Required()
  @IsString()
  @MinLength(PASSWORD_MIN_LENGTH, says('validation.password_too_short'))
  @MaxLength(PASSWORD_MAX_LENGTH, says('validation.password_too_long'))
  password: string;

  /** A referrer's referral code; unknown codes are ignored. */
  @TextField(FIELD_LIMITS.referralCode)
  referred_by?: string;

  /** The form's WhatsApp reminders question (never pre-ticked); recorded in the consent log. */
  @ApiPropertyOptional({
    description:
      "The registration form's own question (explained, never pre-ticked): class reminders and " +
      'the welcome by WhatsApp. Recorded in the consent log (source `registration`); left out = ' +
      'not asked (off)',
  })
  @Optional()
  @IsBoolean(says('validation.true_or_false'))
  whatsapp_reminders?: boolean;

  /** The form's email reminders question (never pre-ticked); recorded in the consent log. */
  @ApiPropertyOptional({
    description:
      "The form's email reminders question (never pre-ticked): the joining link of each booked " +
      'class by email when joining opens, and trial notes. Recorded in the consent log (source ' +
      '`registration`)',
  })
  @Optional()
  @IsBoolean(says('validation.true_or_false'))
  email_reminders?: boolean;

  /** The language the visitor registered in (the page's): their messages and e-mails use it. Default `en`. */
  @ApiPropertyOptional({
    enum: LANGUAGES,
    description: "The page's language at registration (`en` default): the profile's `language`",
  })
  @Optional()
  @IsIn(LANGUAGES, says('validation.one_of_list', { values: LANGUAGES.join(', ') }))
  language?: Language;

  /** Accepted for the older form variant and ignored: self-registration always creates `user`. */
  @ApiPropertyOptional({
    deprecated: true,
    description: 'Ignored: self-registration always creates role user',
  })
  @Optional()
  @IsString()
  @MaxLength(32)
  role?: string;
}
