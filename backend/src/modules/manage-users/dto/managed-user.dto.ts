import { ApiProperty, ApiPropertyOptional, ApiSchema } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { Allow, IsIn } from 'class-validator';
import {
  FIELD_LIMITS,
  parseRole,
  ROLES,
  USER_STATUSES,
  type Role,
  type UserStatus,
  type CreateManagedUserRequest,
  type UpdateManagedUserRequest,
  type UpdateUserStatusRequest,
  type ManagedUsersQuery,
} from '@yoga/contracts';
import { PageQueryDto } from '../../../common/paging/page-query.dto.js';
import { Optional, Required, says } from '../../../common/validation/validation.js';
import {
  PhoneField,
  RequiredEmail,
  RequiredName,
  TextField,
} from '../../../common/validation/text-fields.js';

const ROLE_MESSAGE = says('validation.one_of_list', { values: ROLES.join(', ') });
const STATUS_MESSAGE = says('validation.one_of_list', { values: USER_STATUSES.join(', ') });

/** Roles are accepted case-insensitively ("Instructor", "ADMIN"); an unknown one stays as sent and fails IsIn. */
const toRole = ({ value }: { value: unknown }) => parseRole(value) ?? value;

@ApiSchema({
  name: 'CreateManagedUserRequest',
  description:
    'POST /api/manageusers: the phone may be left out (no number); role and status default to user ' +
    'and Active.',
})
export class CreateManagedUserDto implements CreateManagedUserRequest {
  @RequiredName()
  name: string;

  @RequiredEmail()
  email: string;

  /** Optional; empty means no number. */
  @PhoneField({ required: false })
  phone?: string;

  @ApiPropertyOptional({ enum: ROLES, default: 'user' })
  @Optional()
  @Transform(toRole)
  @IsIn(ROLES, ROLE_MESSAGE)
  role?: Role;

  @ApiPropertyOptional({ enum: USER_STATUSES, default: 'Active' })
  @Optional()
  @IsIn(USER_STATUSES, STATUS_MESSAGE)
  status?: UserStatus;
}

/** PUT sends the full row back: read-only fields are accepted and ignored. */
@ApiSchema({
  name: 'UpdateManagedUserRequest',
  description:
    'PUT /api/manageusers/:id: the row as the table sends it back (read-only fields are ignored).',
})
export class UpdateManagedUserDto extends CreateManagedUserDto implements UpdateManagedUserRequest {
  @ApiPropertyOptional({ readOnly: true })
  @Allow()
  id?: unknown;

  @ApiPropertyOptional({ readOnly: true })
  @Allow()
  referral_code?: unknown;

  @ApiPropertyOptional({ readOnly: true })
  @Allow()
  referred_by?: unknown;

  @ApiPropertyOptional({ readOnly: true })
  @Allow()
  created_at?: unknown;

  @ApiPropertyOptional({ readOnly: true })
  @Allow()
  last_login_at?: unknown;

  /** Alias of phone (the admin users table calls it number). */
  @PhoneField({ required: false })
  number?: string;
}

@ApiSchema({ name: 'UpdateUserStatusRequest', description: 'PATCH /api/manageusers/:id/status.' })
export class UpdateStatusDto implements UpdateUserStatusRequest {
  @ApiProperty({ enum: USER_STATUSES })
  @Required()
  @IsIn(USER_STATUSES, STATUS_MESSAGE)
  status: UserStatus;
}

export class ManagedUsersQueryDto extends PageQueryDto implements ManagedUsersQuery {
  /** Case-insensitive "name contains". */
  @TextField(FIELD_LIMITS.name)
  search?: string;

  @ApiPropertyOptional({ enum: [...USER_STATUSES, 'All'] })
  @Optional()
  @IsIn([...USER_STATUSES, 'All'], STATUS_MESSAGE)
  status?: UserStatus | 'All';
}
