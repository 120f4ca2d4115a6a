import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
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
  ACCOUNT_MESSAGES,
  CONSENT_SOURCES,
  isGstStateCode,
  LANGUAGES,
  type ConsentSource,
  type Language,
} from '@yoga/contracts';
import {
  OptionalName,
  PhoneField,
  RequiredEmail,
  rule,
  WhenSent,
} from '../../../common/validation/text-fields.js';
import { Required } from '../../../common/validation/validation.js';
import { CODE_MESSAGE } from '../../account/dto/account.dto.js';

export class ConsentsDto {
  @ApiPropertyOptional({ description: 'Class reminders on WhatsApp' })
  @IsOptional()
  @IsBoolean({ message: 'consents.whatsapp must be true or false.' })
  whatsapp?: boolean;

  @ApiPropertyOptional({ description: 'Class reminders by email' })
  @IsOptional()
  @IsBoolean({ message: 'consents.email must be true or false.' })
  email?: boolean;
}

/** PATCH /api/profile: any subset of the fields. The email changes only through POST /api/profile/email. */
export class UpdateProfileDto {
  @OptionalName()
  name?: string;

  /** Indian mobile (10 digits, 6–9 first) or +country code and number; stored normalised. */
  @PhoneField({ required: false, allowEmpty: false })
  phone?: string;

  @ApiPropertyOptional({ enum: LANGUAGES })
  @WhenSent()
  @IsIn(LANGUAGES, { message: ACCOUNT_MESSAGES.invalidLanguage })
  language?: Language;

  @ApiPropertyOptional({
    nullable: true,
    example: '09',
    description: 'GST state code (libs/contracts GST_STATES); null clears it',
  })
  @ValidateIf((o: UpdateProfileDto) => o.state !== undefined && o.state !== null)
  @rule('isGstStateCode', isGstStateCode, () => ACCOUNT_MESSAGES.invalidState)
  state?: string | null;

  @ApiPropertyOptional({ type: ConsentsDto })
  @IsOptional()
  @IsObject({ message: 'consents must be an object.' })
  @ValidateNested()
  @Type(() => ConsentsDto)
  consents?: ConsentsDto;

  @ApiPropertyOptional({
    enum: CONSENT_SOURCES,
    description:
      'Where the consents were changed (recorded in the consent log); default profile_page',
  })
  @IsOptional()
  @IsIn(CONSENT_SOURCES, {
    message: `consent_source must be one of: ${CONSENT_SOURCES.join(', ')}.`,
  })
  consent_source?: ConsentSource;
}

/** POST /api/profile/email: the password confirms it is the person; the link goes to the new address. */
export class EmailChangeDto {
  @RequiredEmail()
  email: string;

  @ApiProperty()
  @Required()
  @IsString()
  @MaxLength(1024)
  password: string;
}

/** DELETE /api/profile: the password, or a fresh one-time code sent to the account's email. */
export class DeleteAccountDto {
  @ApiPropertyOptional()
  @IsOptional()
  @IsString()
  @MaxLength(1024)
  password?: string;

  @ApiPropertyOptional({ example: '123456' })
  @IsOptional()
  @IsString()
  @Matches(/^\d{6}$/, { message: CODE_MESSAGE })
  code?: string;
}
