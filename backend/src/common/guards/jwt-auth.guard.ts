import { ExecutionContext, Injectable, UnauthorizedException } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AuthGuard } from '@nestjs/passport';
import type { Request } from 'express';
import { MESSAGES } from '@yoga/contracts';
import { IS_PUBLIC_KEY } from '../decorators/public.decorator.js';

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
    if (!this.isPublic(context)) return (await super.canActivate(context)) as boolean;
    const req = context.switchToHttp().getRequest<Request>();
    if (!req.headers.authorization) return true;
    try {
      await super.canActivate(context);
    } catch {
      // An anonymous caller of a public route: a stale token must not lock anyone out of public pages.
    }
    return true;
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
      throw new UnauthorizedException(MESSAGES.sessionExpired);
    }
    return user;
  }
}
