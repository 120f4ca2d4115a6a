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
import { TimetableService } from '../../modules/timetable/timetable.service.js';
import { UsersService } from '../../modules/users/users.service.js';
import { withDatabaseLock } from '../db-lock.js';
import { WELCOME_POST } from './demo-content.js';

export const DEV_ADMIN = { email: 'admin@yoga.local', password: 'change-me-yoga-admin' } as const;
const SEED_LOCK = 'yoga_seed';
export const NO_ADMIN_MESSAGE =
  'No admin account exists: set ADMIN_EMAIL and ADMIN_PASSWORD to create one (required in production).';

/**
 * First start: an admin account and the weekly timetable template (the spec's six daily slots, on
 * every database); with JOBS=on the next 14 days of classes are generated before the server serves;
 * (SEED_DEMO) a welcome post on an empty database. Several instances starting together take turns (a
 * database lock), and an admin or template created by another instance in the meantime counts as done.
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
    private readonly timetable: TimetableService,
  ) {}

  async onApplicationBootstrap() {
    await withDatabaseLock(this.dataSource, SEED_LOCK, async () => {
      await this.seedAdmin();
      if (await this.timetable.seedTemplate())
        this.logger.log('Seeded the weekly timetable: six daily slots, every day of the week');
      // The job would do it a moment later; a fresh start should not list an empty schedule.
      if (this.config.jobs === 'on') await this.timetable.generate(this.clock.now());
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

  /** A welcome post into an empty blog (the classes come from the timetable). */
  async seedDemoContent() {
    const blogs = this.dataSource.getRepository(Blog);
    if ((await blogs.count()) === 0) {
      await blogs.save(blogs.create(WELCOME_POST));
      this.logger.log('Seeded the welcome blog post');
    }
  }
}
