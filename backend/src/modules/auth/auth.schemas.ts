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
import { Always, Int, Nested, OneOf, Text } from '../../common/openapi/properties.js';

@ApiSchema({
  name: 'SessionUser',
  description: 'The signed-in user as sign-in answers her (the panels keep it in the session).',
})
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
    description: 'Present (true) while an admin-set password must be replaced before anything else',
  })
  must_change_password?: true;
}

@ApiSchema({
  name: 'RegisteredUser',
  description:
    'The new student as registration answers her: the SessionUser and her referral code.',
})
export class RegisteredUserSchema extends SessionUserSchema {
  @Text()
  referral_code: string;
}

@ApiSchema({ name: 'RegisterResponse', description: 'POST /api/auth/register → 201.' })
export class RegisterResponseSchema implements RegisterResponse {
  @Always(true)
  success: true;

  @Text()
  message: string;

  @Text({
    description: 'Bearer token (JWT): registering signs her in, as a login would (issue 38)',
  })
  token: string;

  @Nested(() => RegisteredUserSchema)
  user: RegisteredUserSchema;
}

@ApiSchema({
  name: 'LoginResponse',
  description:
    'A session: a Bearer token and the user (POST /api/auth/login, /api/auth/otp/verify, ' +
    '/api/auth/device/token once approved, PUT /api/auth/password).',
})
export class LoginResponseSchema implements LoginResponse {
  @Text({ description: 'Bearer token (JWT)' })
  token: string;

  @Nested(() => SessionUserSchema)
  user: SessionUserSchema;
}

@ApiSchema({ name: 'CurrentUser', description: 'GET /api/auth/me: the signed-in user.' })
export class CurrentUserSchema extends SessionUserSchema implements CurrentUser {
  @Text()
  phone: string;

  @OneOf(USER_STATUSES)
  status: UserStatus;

  @Text()
  referral_code: string;

  @Text({ nullable: true, description: 'The referral code she joined with, if any' })
  referred_by: string | null;

  @Text()
  created_at: string;
}

@ApiSchema({
  name: 'DeviceAuthorizationResponse',
  description:
    'POST /api/auth/device (the TV, signed out): a new device authorization (OAuth device flow, RFC ' +
    '8628). The TV shows `user_code` and `verification_uri`, then polls POST /api/auth/device/token ' +
    'with `device_code` every `interval` seconds.',
})
export class DeviceAuthorizationResponseSchema implements DeviceAuthorizationResponse {
  @Text({
    description: "The TV's secret (never shown): it polls POST /api/auth/device/token with it",
  })
  device_code: string;

  @Text({
    description:
      'The short code shown on the TV (8 characters, `TV_CODE_ALPHABET`: letters and digits ' +
      'without look-alikes), typed on the phone',
  })
  user_code: string;

  @Text({
    description:
      'The phone page that approves a code: `<PUBLIC_URL>/user/tv` (the student panel, signed in)',
  })
  verification_uri: string;

  @Text({ description: 'The same page with the code filled in (`?code=…`)' })
  verification_uri_complete: string;

  @Int({ description: 'Seconds the codes are valid (600)' })
  expires_in: number;

  @Int({ description: 'Seconds between polls (5); faster polls get slow_down' })
  interval: number;
}
