import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { Role } from '@yoga/contracts';

/** What the JWT guard puts on `req.user` after checking the token against the database. */
export interface AuthUser {
  id: number;
  name: string;
  email: string;
  role: Role;
  jti: string;
  /** Token expiry, seconds since the epoch. */
  exp: number;
  /** An admin-set password is still in use: only the routes marked @AllowPendingPasswordChange() answer. */
  mustChangePassword?: boolean;
  /** When the account was made, as read with the token's check (the trial's start: SubscriptionsService). */
  registeredAt?: Date;
}

export const CurrentUser = createParamDecorator(
  (_data: unknown, ctx: ExecutionContext): AuthUser | undefined =>
    ctx.switchToHttp().getRequest<{ user?: AuthUser }>().user,
);
