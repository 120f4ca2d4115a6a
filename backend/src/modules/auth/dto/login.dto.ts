import { ApiProperty } from '@nestjs/swagger';
import { IsString, MaxLength } from 'class-validator';
import { Required } from '../../../common/validation/validation.js';

export class LoginDto {
  @ApiProperty({ maxLength: 254 })
  @Required()
  @IsString()
  @MaxLength(254)
  email: string;

  @ApiProperty({ maxLength: 128 })
  @Required()
  @IsString()
  @MaxLength(1024)
  password: string;
}
