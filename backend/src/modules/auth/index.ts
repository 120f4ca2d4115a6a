/** The auth module's public surface: sign-in, tokens and password hashing. */
import type { MigrationClass } from '../../database/migrations/index.js';
import { DeviceAuthorizations1796620000000 } from './migrations/1796620000000-DeviceAuthorizations.js';
export { AuthModule } from './auth.module.js';
export { AdminSeed, DEV_ADMIN, NO_ADMIN_MESSAGE } from './admin-seed.js';
export { AuthService, type JwtPayload } from './auth.service.js';
export { PasswordService } from './password.service.js';
export { LoginResponseSchema } from './auth.schemas.js';
import { RevokedToken } from './entities/revoked-token.entity.js';

import { DeviceAuthorization } from './entities/device-authorization.entity.js';

export const AUTH_ENTITIES = [RevokedToken, DeviceAuthorization];

/** This module's own migrations (the app collects them: app.schema.ts). */
export const AUTH_MIGRATIONS: MigrationClass[] = [DeviceAuthorizations1796620000000];
export { AUTH_ERRORS } from './errors.js';

import { defineFeature } from '../../common/feature.js';
import { AuthModule } from './auth.module.js';
import { AUTH_ERRORS } from './errors.js';

/** What the app collects from this module (app.features.ts, ADR 0018). */
export const AUTH_FEATURE = defineFeature({
  name: 'auth',
  module: AuthModule,
  entities: AUTH_ENTITIES,
  migrations: AUTH_MIGRATIONS,
  errors: AUTH_ERRORS,
});
