import { ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AuthGuard } from '@nestjs/passport';
import type { Request } from 'express';
import { PASSWORD_CHANGE_REQUIRED } from '@yoga/contracts';
import { ALLOW_PENDING_PASSWORD_CHANGE_KEY } from '../decorators/allow-pending-password-change.decorator.js';
import type { AuthUser } from '../decorators/current-user.decorator.js';
import { IS_PUBLIC_KEY } from '../decorators/public.decorator.js';
import { ApiError } from '../errors/api-error.js';

/**
 * Global, deny-by-default: every route needs a valid, unrevoked token of an active user unless it is
 * marked @Public(). On a public route a valid token is still read (e.g. class links), a bad one ignored.
 */
@Injectable()
export class JwtAuthGuard extends AuthGuard('jwt') {
  constructor(private readonly reflector: Reflector) {
    super();
  }

  private isPublic(context: ExecutionContext): boolean {
    return !!this.reflector.getAllAndOverride<boolean>(IS_PUBLIC_KEY, [
      context.getHandler(),
      context.getClass(),
    ]);
  }

  override async canActivate(context: ExecutionContext): Promise<boolean> {
    if (!this.isPublic(context)) {
      const ok = (await super.canActivate(context)) as boolean;
      this.assertPasswordChangeDone(context);
      return ok;
    }
    const req = context.switchToHttp().getRequest<Request>();
    if (!req.headers.authorization) return true;
    try {
      await super.canActivate(context);
    } catch {
      // An anonymous caller of a public route: a stale token must not lock anyone out of public pages.
    }
    return true;
  }

  /** 403 `password_change_required` while an admin-set password is in use, except on the routes that fix it. */
  private assertPasswordChangeDone(context: ExecutionContext) {
    const user = context.switchToHttp().getRequest<{ user?: AuthUser }>().user;
    if (!user?.mustChangePassword) return;
    const allowed = this.reflector.getAllAndOverride<boolean>(ALLOW_PENDING_PASSWORD_CHANGE_KEY, [
      context.getHandler(),
      context.getClass(),
    ]);
    if (!allowed)
      throw new ApiError('password_change_required', {}, { error: PASSWORD_CHANGE_REQUIRED });
  }

  override handleRequest<TUser>(
    err: unknown,
    user: TUser,
    _info: unknown,
    context: ExecutionContext,
  ): TUser {
    if (err) throw err;
    if (!user) {
      if (this.isPublic(context)) return undefined as TUser;
      throw new ApiError('session_expired');
    }
    return user;
  }
}
