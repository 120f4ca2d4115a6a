import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import { IsString, MaxLength, MinLength } from 'class-validator';
import {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  type ChangePasswordRequest,
} from '@yoga/contracts';
import { Required, says } from '../../../common/validation/validation.js';

@ApiSchema({
  name: 'ChangePasswordRequest',
  description: 'PUT /api/auth/password (signed in): the current password and the new one.',
})
export class ChangePasswordDto implements ChangePasswordRequest {
  @ApiProperty()
  @Required()
  @IsString()
  @MaxLength(1024)
  current_password: string;

  @ApiProperty({ minLength: PASSWORD_MIN_LENGTH, maxLength: PASSWORD_MAX_LENGTH })
  @Required()
  @IsString()
  @MinLength(PASSWORD_MIN_LENGTH, says('validation.password_too_short'))
  @MaxLength(PASSWORD_MAX_LENGTH, says('validation.password_too_long'))
  new_password: string;
}
