import { ApiSchema } from '@nestjs/swagger';
import {
  ROLES,
  USER_STATUSES,
  type CurrentUser,
  type DeviceAuthorizationResponse,
  type LoginResponse,
  type RegisterResponse,
  type Role,
  type SessionUser,
  type UserStatus,
} from '@yoga/contracts';
import { Always, Int, Nested, OneOf, Text } from '../properties.js';

@ApiSchema({ name: 'SessionUser' })
export class SessionUserSchema implements SessionUser {
  @Int()
  id: number;

  @Text()
  name: string;

  @Text()
  email: string;

  @OneOf(ROLES)
  role: Role;

  @Always(true, {
    optional: true,
    description: 'Present while an admin-set password must be replaced first',
  })
  must_change_password?: true;
}

@ApiSchema({ name: 'RegisteredUser' })
export class RegisteredUserSchema extends SessionUserSchema {
  @Text()
  referral_code: string;
}

@ApiSchema({ name: 'RegisterResponse' })
export class RegisterResponseSchema implements RegisterResponse {
  @Always(true)
  success: true;

  @Text()
  message: string;

  @Text({ description: 'Bearer token (JWT): registering signs the new student in' })
  token: string;

  @Nested(() => RegisteredUserSchema)
  user: RegisteredUserSchema;
}

@ApiSchema({ name: 'LoginResponse' })
export class LoginResponseSchema implements LoginResponse {
  @Text({ description: 'Bearer token (JWT)' })
  token: string;

  @Nested(() => SessionUserSchema)
  user: SessionUserSchema;
}

@ApiSchema({ name: 'CurrentUser' })
export class CurrentUserSchema extends SessionUserSchema implements CurrentUser {
  @Text()
  phone: string;

  @OneOf(USER_STATUSES)
  status: UserStatus;

  @Text()
  referral_code: string;

  @Text({ nullable: true })
  referred_by: string | null;

  @Text()
  created_at: string;
}

@ApiSchema({ name: 'DeviceAuthorizationResponse' })
export class DeviceAuthorizationResponseSchema implements DeviceAuthorizationResponse {
  @Text({ description: "The TV's secret: it polls POST /api/auth/device/token with it" })
  device_code: string;

  @Text({ description: 'The code shown on the TV (8 letters and digits without look-alikes)' })
  user_code: string;

  @Text({ description: 'The phone page that approves the code (the student panel, signed in)' })
  verification_uri: string;

  @Text({ description: 'The same page with the code filled in' })
  verification_uri_complete: string;

  @Int({ description: 'Seconds the codes are valid (600)' })
  expires_in: number;

  @Int({ description: 'Seconds between polls (5); faster polls get slow_down' })
  interval: number;
}
