import { Inject, Injectable, Logger, Module, type OnApplicationBootstrap } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { JOBS_CONFIG, type JobsConfig } from './config/jobs.config.js';
import { SEED_CONFIG, type SeedConfig } from './config/seed.config.js';
import { CLOCK, type Clock } from './common/lifecycle/clock.js';
import { withDatabaseLock } from './database/db-lock.js';
import { AdminSeed, AuthModule } from './modules/auth/index.js';
import { BlogsModule, BlogsService } from './modules/blogs/index.js';
import { PlansModule, PlansService } from './modules/plans/index.js';
import { SiteSettingsService } from './modules/site-settings/index.js';
import { TimetableModule, TimetableService } from './modules/timetable/index.js';

const SEED_LOCK = 'yoga_seed';

/**
 * First start: an admin account (auth module), the plans and their prices (plans module) and the weekly timetable template (the spec's six daily
 * slots, on every database); with JOBS=on the next 14 days of classes are generated before the server
 * serves; (SEED_DEMO) a welcome post on an empty database (blogs module). Each module seeds its own data;
 * this composition-root service runs them in order. Several instances starting together take turns (a
 * database lock), and an admin or template created by another instance in the meantime counts as done.
 */
@Injectable()
export class SeedService implements OnApplicationBootstrap {
  private readonly logger = new Logger('Seed');

  constructor(
    @Inject(SEED_CONFIG) private readonly seed: Pick<SeedConfig, 'demoContent'>,
    @Inject(JOBS_CONFIG) private readonly jobs: Pick<JobsConfig, 'mode'>,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly dataSource: DataSource,
    private readonly admin: AdminSeed,
    private readonly timetable: TimetableService,
    private readonly blogs: BlogsService,
    private readonly plans: PlansService,
    private readonly settings: SiteSettingsService,
  ) {}

  async onApplicationBootstrap() {
    await withDatabaseLock(this.dataSource, SEED_LOCK, async () => {
      await this.admin.seedAdmin();
      // The plans on sale, as the spec's tables state them (plans module): a fresh start sells as before.
      await this.plans.seed();
      if (await this.settings.seed())
        this.logger.log('Seeded the business details and rules from the environment');
      if (await this.timetable.seedTemplate())
        this.logger.log('Seeded the weekly timetable: six daily slots, every day of the week');
      // The job would do it a moment later; a fresh start should not list an empty schedule.
      if (this.jobs.mode === 'on') await this.timetable.generate(this.clock.now());
      if (
        this.seed.demoContent &&
        (await this.blogs.seedWelcomePost((await this.settings.details()).brand_name))
      )
        this.logger.log('Seeded the welcome blog post');
    });
  }
}

@Module({
  imports: [AuthModule, TimetableModule, BlogsModule, PlansModule],
  providers: [SeedService],
})
export class SeedModule {}
