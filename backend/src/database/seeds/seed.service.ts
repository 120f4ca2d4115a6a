import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { Role, UserStatus } from '@yoga/contracts';
import { APP_CONFIG, type AppConfig } from '../../config/app.config.js';
import { PasswordService } from '../../modules/auth/password.service.js';
import { Blog } from '../../modules/blogs/entities/blog.entity.js';
import { YogaClass } from '../../modules/classes/entities/yoga-class.entity.js';
import { User } from '../../modules/users/entities/user.entity.js';
import { UsersService } from '../../modules/users/users.service.js';
import { demoSchedule, WELCOME_POST } from './demo-content.js';

export const DEV_ADMIN = { email: 'admin@yoga.local', password: 'change-me-yoga-admin' } as const;

/** First start: an admin account, then (SEED_DEMO) a week of classes and a welcome post on an empty database. */
@Injectable()
export class SeedService implements OnApplicationBootstrap {
  private readonly logger = new Logger('Seed');

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly dataSource: DataSource,
    private readonly users: UsersService,
    private readonly passwords: PasswordService,
  ) {}

  async onApplicationBootstrap() {
    await this.seedAdmin();
    if (this.config.seedDemo) await this.seedDemo();
  }

  private async seedAdmin() {
    if (await this.dataSource.getRepository(User).existsBy({ role: Role.Admin })) return;
    let { email, password } = this.config.admin;
    if (!email || !password) {
      if (this.config.env === 'production') {
        this.logger.error(
          'No admin account exists: set ADMIN_EMAIL and ADMIN_PASSWORD and restart to create one.',
        );
        return;
      }
      ({ email, password } = DEV_ADMIN);
      this.logger.warn(
        `ADMIN_EMAIL/ADMIN_PASSWORD are not set: created the development admin ${email} / ${password}. ` +
          'Change this password, and never use these defaults in production.',
      );
    }
    this.passwords.assertAcceptable(password);
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
  }

  private async seedDemo() {
    const classes = this.dataSource.getRepository(YogaClass);
    if ((await classes.count()) === 0) {
      await classes.save(demoSchedule().map((c) => classes.create(c)));
      this.logger.log('Seeded the daily schedule for the next 7 days');
    }
    const blogs = this.dataSource.getRepository(Blog);
    if ((await blogs.count()) === 0) {
      await blogs.save(blogs.create(WELCOME_POST));
      this.logger.log('Seeded the welcome blog post');
    }
  }
}
