import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import { IsString, MaxLength } from 'class-validator';
import { FIELD_LIMITS, type LoginRequest } from '@yoga/contracts';
import { Required } from '../../../common/validation/validation.js';
import { TextField } from '../../../common/validation/text-fields.js';

@ApiSchema({ name: 'LoginRequest', description: 'POST /api/auth/login.' })
export class LoginDto implements LoginRequest {
  @TextField(FIELD_LIMITS.email, { required: true })
  email: string;

  @ApiProperty({ maxLength: 128 })
  @Required()
  @IsString()
  @MaxLength(1024)
  password: string;
}
