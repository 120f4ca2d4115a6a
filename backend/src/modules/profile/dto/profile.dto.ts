import { ApiProperty, ApiPropertyOptional, ApiSchema } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  IsBoolean,
  IsIn,
  IsObject,
  IsString,
  Matches,
  MaxLength,
  ValidateNested,
} from 'class-validator';
import {
  CONSENT_SOURCES,
  isGstStateCode,
  isTimeZone,
  LANGUAGES,
  type ConsentSource,
  type Language,
  type ProfileUpdate,
  type EmailChangeRequest,
  type DeleteAccountRequest,
} from '@yoga/contracts';
import {
  OptionalName,
  PhoneField,
  RequiredEmail,
  rule,
} from '../../../common/validation/text-fields.js';
import { Optional, Required, says } from '../../../common/validation/validation.js';
import { CODE_MESSAGE } from '../../account/index.js';

@ApiSchema({
  name: 'ConsentsUpdate',
  description: 'The reminder consents to change (one left out stays as it is).',
})
export class ConsentsDto {
  @ApiPropertyOptional({ description: 'Class reminders on WhatsApp' })
  @Optional()
  @IsBoolean(says('validation.true_or_false'))
  whatsapp?: boolean;

  @ApiPropertyOptional({ description: 'Class reminders by email' })
  @Optional()
  @IsBoolean(says('validation.true_or_false'))
  email?: boolean;
}

/** PATCH /api/profile: any subset of the fields. The email changes only through POST /api/profile/email. */
@ApiSchema({
  name: 'ProfileUpdate',
  description: 'PATCH /api/profile: the fields to change (one left out stays as it is).',
})
export class UpdateProfileDto implements ProfileUpdate {
  @OptionalName()
  name?: string;

  /** Indian mobile (10 digits, 6–9 first) or +country code and number; stored normalised. */
  @PhoneField({ required: false, allowEmpty: false })
  phone?: string;

  @ApiPropertyOptional({ enum: LANGUAGES })
  @Optional()
  @IsIn(LANGUAGES, says('validation.one_of_list', { values: LANGUAGES.join(', ') }))
  language?: Language;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    example: '09',
    description: 'GST state code (libs/contracts GST_STATES); null clears it',
  })
  @Optional({ nullable: true })
  @rule('isGstStateCode', isGstStateCode, 'validation.gst_state')
  state?: string | null;

  @ApiPropertyOptional({ type: ConsentsDto })
  @Optional()
  @IsObject(says('validation.object'))
  @ValidateNested()
  @Type(() => ConsentsDto)
  consents?: ConsentsDto;

  @ApiPropertyOptional({ description: 'Every page at 1.4× text size with big touch targets' })
  @Optional()
  @IsBoolean(says('validation.true_or_false'))
  large_text?: boolean;

  @ApiPropertyOptional({
    description: 'Low-data mode: smallest pictures, no autoplay, audio replays',
  })
  @Optional()
  @IsBoolean(says('validation.true_or_false'))
  low_data?: boolean;

  @ApiPropertyOptional({
    example: 'America/New_York',
    description: 'An IANA time zone name; refused (400 `validation_failed`) when unknown',
  })
  @Optional()
  @IsString(says('validation.text'))
  @rule('isTimeZone', isTimeZone, 'validation.time_zone')
  time_zone?: string;

  @ApiPropertyOptional({
    enum: CONSENT_SOURCES,
    description:
      'Where the consents were changed (recorded in the consent log); default profile_page',
  })
  @Optional()
  @IsIn(CONSENT_SOURCES, says('validation.one_of', { values: CONSENT_SOURCES.join(', ') }))
  consent_source?: ConsentSource;
}

/** POST /api/profile/email: the password confirms it is the person; the link goes to the new address. */
@ApiSchema({
  name: 'EmailChangeRequest',
  description:
    'POST /api/profile/email: the password confirms it is the person; the confirmation link goes to ' +
    'the new address.',
})
export class EmailChangeDto implements EmailChangeRequest {
  @RequiredEmail()
  email: string;

  @ApiProperty()
  @Required()
  @IsString()
  @MaxLength(1024)
  password: string;
}

/** DELETE /api/profile: the password, or a fresh one-time code sent to the account's email. */
@ApiSchema({
  name: 'DeleteAccountRequest',
  description:
    "DELETE /api/profile: the account password, or a fresh one-time code sent to the account's email.",
})
export class DeleteAccountDto implements DeleteAccountRequest {
  @ApiPropertyOptional()
  @Optional()
  @IsString()
  @MaxLength(1024)
  password?: string;

  @ApiPropertyOptional({ example: '123456' })
  @Optional()
  @IsString()
  @Matches(/^\d{6}$/, CODE_MESSAGE)
  code?: string;
}
