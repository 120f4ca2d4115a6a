import { ApiProperty } from '@nestjs/swagger';
import { IsString, MaxLength, MinLength } from 'class-validator';
import { MESSAGES, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@yoga/contracts';
import { Required } from '../../../common/validation/validation.js';

export class ChangePasswordDto {
  @ApiProperty()
  @Required()
  @IsString()
  @MaxLength(1024)
  current_password: string;

  @ApiProperty({ minLength: PASSWORD_MIN_LENGTH, maxLength: PASSWORD_MAX_LENGTH })
  @Required()
  @IsString()
  @MinLength(PASSWORD_MIN_LENGTH, { message: MESSAGES.passwordTooShort })
  @MaxLength(PASSWORD_MAX_LENGTH, { message: MESSAGES.passwordTooLong })
  new_password: string;
}
