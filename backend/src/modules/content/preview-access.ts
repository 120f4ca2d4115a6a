import { createHash } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { Role } from '@yoga/contracts';
import { AUTH_CONFIG, type AuthConfig } from '../../config/auth.config.js';
import { PublicPreviewAccess } from '../../common/http/public-site-data.js';
import { AuthService, type JwtPayload } from '../auth/index.js';

/** How long a preview address works (the admin opens it at once; a reload within this keeps working). */
const PREVIEW_TTL_SECONDS = 15 * 60;

interface PreviewPayload extends JwtPayload {
  purpose: 'content_preview';
}

/**
 * The preview address's token (`/about?preview=<token>`): signed with a key of its own (derived from the
 * JWT secret, so it is never an API token, nor an API token one of these), short-lived, and bound to the
 * admin's session: it stops working when that session ends (sign-out, password change, block) or the
 * account is no longer an admin's.
 */
@Injectable()
export class PreviewTokens {
  private readonly jwt: JwtService;
  private readonly sessions: JwtService;

  constructor(
    @Inject(AUTH_CONFIG) config: AuthConfig,
    private readonly auth: AuthService,
  ) {
    this.jwt = new JwtService({
      secret: createHash('sha256').update(`${config.jwtSecret}\ncontent-preview`).digest('hex'),
      verifyOptions: { algorithms: ['HS256'] },
      signOptions: { algorithm: 'HS256' },
    });
    this.sessions = new JwtService({
      secret: config.jwtSecret,
      verifyOptions: { algorithms: ['HS256'] },
    });
  }

  /**
   * A token for the admin session of this `Authorization` header (already checked by the API's guard),
   * its `exp` never past the session's own.
   */
  async issue(authorization: string | undefined): Promise<{ token: string; expiresAt: Date }> {
    const bearer = /^Bearer (\S+)$/.exec(authorization ?? '')?.[1] ?? '';
    const session = await this.sessions.verifyAsync<JwtPayload>(bearer);
    const exp = Math.min(Math.floor(Date.now() / 1000) + PREVIEW_TTL_SECONDS, session.exp);
    const payload: PreviewPayload = {
      sub: session.sub,
      jti: session.jti,
      tv: session.tv,
      exp,
      purpose: 'content_preview',
    };
    return { token: await this.jwt.signAsync(payload), expiresAt: new Date(exp * 1000) };
  }

  async isValid(token: string): Promise<boolean> {
    if (!/^[\w-]+\.[\w-]+\.[\w-]+$/.test(token) || token.length > 2000) return false;
    try {
      const payload = await this.jwt.verifyAsync<PreviewPayload>(token);
      if (payload.purpose !== 'content_preview') return false;
      const user = await this.auth.userForToken(payload);
      return user.role === Role.Admin && !user.mustChangePassword;
    } catch {
      return false;
    }
  }
}

/**
 * The server-rendered pages' preview check: `?preview=<token>` (a preview address made by
 * POST /api/admin/content/preview), or `?preview=draft` with an admin's bearer token (the same checks as
 * the API's: signature, expiry, revocation, account state).
 */
@Injectable()
export class ContentPreviewAccess extends PublicPreviewAccess {
  private readonly jwt: JwtService;

  constructor(
    @Inject(AUTH_CONFIG) config: AuthConfig,
    private readonly auth: AuthService,
    private readonly tokens: PreviewTokens,
  ) {
    super();
    this.jwt = new JwtService({
      secret: config.jwtSecret,
      verifyOptions: { algorithms: ['HS256'] },
    });
  }

  async isAdmin(authorization: string | undefined): Promise<boolean> {
    const token = /^Bearer ([\w-]+\.[\w-]+\.[\w-]+)$/.exec(authorization ?? '')?.[1];
    if (!token) return false;
    try {
      const payload = await this.jwt.verifyAsync<JwtPayload>(token);
      const user = await this.auth.userForToken(payload);
      return user.role === Role.Admin && !user.mustChangePassword;
    } catch {
      return false;
    }
  }

  isPreviewToken(token: string): Promise<boolean> {
    return this.tokens.isValid(token);
  }
}
