import { createSecretKey } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { ExtractJwt, Strategy } from 'passport-jwt';
import { AUTH_CONFIG, type AuthConfig } from '../../config/auth.config.js';
import type { AuthUser } from '../../common/decorators/current-user.decorator.js';
import { AuthService, type JwtPayload } from './auth.service.js';

@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy) {
  constructor(
    @Inject(AUTH_CONFIG) config: AuthConfig,
    private readonly auth: AuthService,
  ) {
    // The secret as a key object, made once: given the string, jsonwebtoken first tries to read it as
    // a PEM public key on every request (createPublicKey throws, then createSecretKey), which was a
    // seventh of a join's CPU at 06:00 (docs/performance.md). The same bytes, so the same tokens verify.
    const key = createSecretKey(Buffer.from(config.jwtSecret, 'utf8'));
    super({
      jwtFromRequest: ExtractJwt.fromAuthHeaderAsBearerToken(),
      // passport-jwt's types say string | Buffer; it hands the value to jsonwebtoken, which takes a
      // KeyObject as it is.
      secretOrKey: key as unknown as Buffer,
      // The allow-list: `none`, RS*/ES* and every other algorithm are rejected.
      algorithms: ['HS256'],
      ignoreExpiration: false,
    });
  }

  validate(payload: JwtPayload): Promise<AuthUser> {
    return this.auth.userForToken(payload);
  }
}
