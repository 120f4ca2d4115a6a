import { ApiProperty, ApiPropertyOptional, ApiSchema } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  IsBoolean,
  IsIn,
  IsObject,
  IsOptional,
  IsString,
  Matches,
  MaxLength,
  ValidateIf,
  ValidateNested,
} from 'class-validator';
import {
  CONSENT_SOURCES,
  isGstStateCode,
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
  WhenSent,
} from '../../../common/validation/text-fields.js';
import { Required, says } from '../../../common/validation/validation.js';
import { CODE_MESSAGE } from '../../account/index.js';

@ApiSchema({ name: 'ConsentsUpdate' })
export class ConsentsDto {
  @ApiPropertyOptional({ description: 'Class reminders on WhatsApp' })
  @IsOptional()
  @IsBoolean(says('validation.true_or_false'))
  whatsapp?: boolean;

  @ApiPropertyOptional({ description: 'Class reminders by email' })
  @IsOptional()
  @IsBoolean(says('validation.true_or_false'))
  email?: boolean;
}

/** PATCH /api/profile: any subset of the fields. The email changes only through POST /api/profile/email. */
@ApiSchema({ name: 'ProfileUpdate' })
export class UpdateProfileDto implements ProfileUpdate {
  @OptionalName()
  name?: string;

  /** Indian mobile (10 digits, 6–9 first) or +country code and number; stored normalised. */
  @PhoneField({ required: false, allowEmpty: false })
  phone?: string;

  @ApiPropertyOptional({ enum: LANGUAGES })
  @WhenSent()
  @IsIn(LANGUAGES, says('validation.one_of_list', { values: LANGUAGES.join(', ') }))
  language?: Language;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    example: '09',
    description: 'GST state code (libs/contracts GST_STATES); null clears it',
  })
  @ValidateIf((o: UpdateProfileDto) => o.state !== undefined && o.state !== null)
  @rule('isGstStateCode', isGstStateCode, 'validation.gst_state')
  state?: string | null;

  @ApiPropertyOptional({ type: ConsentsDto })
  @IsOptional()
  @IsObject(says('validation.object'))
  @ValidateNested()
  @Type(() => ConsentsDto)
  consents?: ConsentsDto;

  @ApiPropertyOptional({
    enum: CONSENT_SOURCES,
    description:
      'Where the consents were changed (recorded in the consent log); default profile_page',
  })
  @IsOptional()
  @IsIn(CONSENT_SOURCES, says('validation.one_of', { values: CONSENT_SOURCES.join(', ') }))
  consent_source?: ConsentSource;
}

/** POST /api/profile/email: the password confirms it is the person; the link goes to the new address. */
@ApiSchema({ name: 'EmailChangeRequest' })
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
@ApiSchema({ name: 'DeleteAccountRequest' })
export class DeleteAccountDto implements DeleteAccountRequest {
  @ApiPropertyOptional()
  @IsOptional()
  @IsString()
  @MaxLength(1024)
  password?: string;

  @ApiPropertyOptional({ example: '123456' })
  @IsOptional()
  @IsString()
  @Matches(/^\d{6}$/, CODE_MESSAGE)
  code?: string;
}
