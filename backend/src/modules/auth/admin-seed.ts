import { Inject, Injectable, Logger } from '@nestjs/common';
import { Role, UserStatus } from '@yoga/contracts';
import { ApiError } from '../../common/errors/api-error.js';
import type { CreatedAdmin } from '../../common/logging/startup-banner.js';
import { SEED_CONFIG, type SeedConfig } from '../../config/seed.config.js';
import { UsersService } from '../users/index.js';
import { PasswordService } from './password.service.js';

export const DEV_ADMIN = { email: 'admin@yoga.local', password: 'change-me-yoga-admin' } as const;
export const NO_ADMIN_MESSAGE =
  'No admin account exists: set ADMIN_EMAIL and ADMIN_PASSWORD to create one (required in production).';

/**
 * The first admin account (ADMIN_EMAIL / ADMIN_PASSWORD; outside production, a development admin when
 * unset). Run by the app's seed at start (app.seed.ts), under its database lock.
 */
@Injectable()
export class AdminSeed {
  private readonly logger = new Logger('Seed');
  /** The admin this start created (for the development start-up block), if any. */
  createdAdmin: CreatedAdmin | null = null;

  constructor(
    @Inject(SEED_CONFIG) private readonly config: Pick<SeedConfig, 'admin' | 'adminRequired'>,
    private readonly users: UsersService,
    private readonly passwords: PasswordService,
  ) {}

  async seedAdmin() {
    if (await this.users.adminExists()) return;
    let { email, password } = this.config.admin;
    if (!email || !password) {
      if (this.config.adminRequired) throw new Error(NO_ADMIN_MESSAGE);
      ({ email, password } = DEV_ADMIN);
      this.logger.warn(
        `ADMIN_EMAIL/ADMIN_PASSWORD are not set: created the development admin ${email} / ${password}. ` +
          'Change this password, and never use these defaults in production.',
      );
    }
    this.passwords.assertAcceptable(password);
    try {
      await this.users.create({
        name: this.config.admin.name,
        email,
        phone: '',
        passwordHash: await this.passwords.hash(password),
        role: Role.Admin,
        status: UserStatus.Active,
        referredBy: null,
      });
      this.logger.log(`Created the admin account ${email}`);
      this.createdAdmin = {
        email,
        ...(password === DEV_ADMIN.password ? { defaultPassword: password } : {}),
      };
    } catch (error) {
      // Another instance won the race (insert and ignore the duplicate); anything else is real.
      const taken = error instanceof ApiError && error.code === 'email_taken';
      if (taken && (await this.users.adminExists())) return;
      if (taken)
        throw new Error(
          `ADMIN_EMAIL ${email} belongs to an existing account that is not an admin`,
          {
            cause: error,
          },
        );
      throw error;
    }
  }
}
