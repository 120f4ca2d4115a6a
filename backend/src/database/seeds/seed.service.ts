import {
  ConflictException,
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
} from '@nestjs/common';
import { DataSource } from 'typeorm';
import { Role, UserStatus } from '@yoga/contracts';
import { APP_CONFIG, type AppConfig } from '../../config/app.config.js';
import { CLOCK, type Clock } from '../../common/lifecycle/clock.js';
import { PasswordService } from '../../modules/auth/password.service.js';
import { Blog } from '../../modules/blogs/entities/blog.entity.js';
import { YogaClass } from '../../modules/classes/entities/yoga-class.entity.js';
import { UsersService } from '../../modules/users/users.service.js';
import { withDatabaseLock } from '../db-lock.js';
import { demoSchedule, WELCOME_POST } from './demo-content.js';

export const DEV_ADMIN = { email: 'admin@yoga.local', password: 'change-me-yoga-admin' } as const;
const SEED_LOCK = 'yoga_seed';
export const NO_ADMIN_MESSAGE =
  'No admin account exists: set ADMIN_EMAIL and ADMIN_PASSWORD to create one (required in production).';

/**
 * First start: an admin account, then (SEED_DEMO) a week of classes and a welcome post on an empty
 * database. Several instances starting together take turns (a database lock), and an admin created
 * by another instance in the meantime counts as done.
 */
@Injectable()
export class SeedService implements OnApplicationBootstrap {
  private readonly logger = new Logger('Seed');

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly dataSource: DataSource,
    private readonly users: UsersService,
    private readonly passwords: PasswordService,
  ) {}

  async onApplicationBootstrap() {
    await withDatabaseLock(this.dataSource, SEED_LOCK, async () => {
      await this.seedAdmin();
      if (this.config.seedDemo) await this.seedDemoContent();
    });
  }

  private async seedAdmin() {
    if (await this.users.adminExists()) return;
    let { email, password } = this.config.admin;
    if (!email || !password) {
      if (this.config.env === 'production') throw new Error(NO_ADMIN_MESSAGE);
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
    } catch (error) {
      // Another instance won the race (insert and ignore the duplicate); anything else is real.
      if (error instanceof ConflictException && (await this.users.adminExists())) return;
      if (error instanceof ConflictException)
        throw new Error(
          `ADMIN_EMAIL ${email} belongs to an existing account that is not an admin`,
          {
            cause: error,
          },
        );
      throw error;
    }
  }

  /** A week of the daily schedule from today in India, and a welcome post, into empty tables. */
  async seedDemoContent() {
    const classes = this.dataSource.getRepository(YogaClass);
    if ((await classes.count()) === 0) {
      await classes.save(demoSchedule(this.clock.now()).map((c) => classes.create(c)));
      this.logger.log('Seeded the daily schedule for the next 7 days');
    }
    const blogs = this.dataSource.getRepository(Blog);
    if ((await blogs.count()) === 0) {
      await blogs.save(blogs.create(WELCOME_POST));
      this.logger.log('Seeded the welcome blog post');
    }
  }
}
