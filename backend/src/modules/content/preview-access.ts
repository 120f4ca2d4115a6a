import { Inject, Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { Role } from '@yoga/contracts';
import { AUTH_CONFIG, type AuthConfig } from '../../config/auth.config.js';
import { PublicPreviewAccess } from '../../common/http/public-site-data.js';
import { AuthService, type JwtPayload } from '../auth/index.js';

/**
 * The server-rendered pages' preview check (`?preview=draft`): the bearer token must pass the same
 * checks as the API's (signature, expiry, revocation, account state) and be an admin's.
 */
@Injectable()
export class ContentPreviewAccess extends PublicPreviewAccess {
  private readonly jwt: JwtService;

  constructor(
    @Inject(AUTH_CONFIG) config: AuthConfig,
    private readonly auth: AuthService,
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
}
