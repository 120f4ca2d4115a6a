import { ApiSchema } from '@nestjs/swagger';
import {
  ROLES,
  USER_STATUSES,
  type CreateManagedUserResponse,
  type ManagedUser,
  type Role,
  type UserStatus,
} from '@yoga/contracts';
import { Bool, Int, OneOf, Text } from '../../common/openapi/properties.js';

@ApiSchema({
  name: 'ManagedUser',
  description: "A user as the admin's Users screen lists her (GET /api/manageusers).",
})
export class ManagedUserSchema implements ManagedUser {
  @Int()
  id: number;

  @Text()
  name: string;

  @Text()
  email: string;

  @Text()
  phone: string;

  @OneOf(ROLES)
  role: Role;

  @OneOf(USER_STATUSES)
  status: UserStatus;

  @Text()
  referral_code: string;

  @Text({ nullable: true, description: 'The referral code she joined with, if any' })
  referred_by: string | null;

  @Text()
  created_at: string;

  @Text({ nullable: true })
  last_login_at: string | null;
}

@ApiSchema({
  name: 'CreateManagedUserResponse',
  description:
    'The new account; its password is never shown to the admin: the user is emailed a link to set ' +
    'it (`set_password_link_sent`: false when the mail could not be sent: use "Send reset link" ' +
    'later).',
})
export class CreateManagedUserResponseSchema
  extends ManagedUserSchema
  implements CreateManagedUserResponse
{
  @Bool({ description: 'The user was emailed a link to set their password' })
  set_password_link_sent: boolean;
}
