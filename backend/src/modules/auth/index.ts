/** The auth module's public surface: sign-in, tokens and password hashing. */
export { AuthModule } from './auth.module.js';
export { AdminSeed, DEV_ADMIN, NO_ADMIN_MESSAGE } from './admin-seed.js';
export { AuthService, type JwtPayload } from './auth.service.js';
export { PasswordService } from './password.service.js';
import { RevokedToken } from './entities/revoked-token.entity.js';

export const AUTH_ENTITIES = [RevokedToken];
