import { type DynamicModule, Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { TypeOrmModule } from '@nestjs/typeorm';
import type { Configuration } from './config/app.config.js';
import {
  DATABASE_CONFIG,
  ensureDataFolders,
  type DatabaseConfig,
} from './config/database.config.js';
import { STORAGE_CONFIG, type StorageConfig } from './config/storage.config.js';
import { ConfigModule } from './config/config.module.js';
import { CommonModule } from './common/common.module.js';
import { JwtAuthGuard } from './common/guards/jwt-auth.guard.js';
import { RolesGuard } from './common/guards/roles.guard.js';
import { JobsModule } from './common/jobs/jobs.module.js';
import { LifecycleModule } from './common/lifecycle/lifecycle.module.js';
import { LoggingModule } from './common/logging/logging.module.js';
import { RateLimitModule } from './common/rate-limit/rate-limit.module.js';
import { RedisModule } from './common/redis/redis.module.js';
import { APP_ENTITIES, APP_MIGRATIONS } from './app.schema.js';
import { APP_ERROR_STATUS } from './app.errors.js';
import { useErrorStatuses } from './common/errors/error-status.js';
import { SeedModule } from './app.seed.js';
import { dataSourceOptions } from './database/data-source-options.js';
import { openDataSource, SchemaError } from './database/migrate.js';
import { detectMysqlFlavor } from './database/mysql-flavor.js';
import { EventsModule } from './events/index.js';
import { AccountModule } from './modules/account/index.js';
import { AuditModule } from './modules/audit/index.js';
import { PracticeModule } from './modules/practice/index.js';
import { ChallengesModule } from './modules/challenges/index.js';
import { PushModule } from './modules/push/index.js';
import { HealthNotesModule } from './modules/health-notes/index.js';
import { HealthQuestionnaireModule } from './modules/health-questionnaire/index.js';
import { InstructorsModule } from './modules/instructors/index.js';
import { GiftsModule } from './modules/gifts/index.js';
import { HouseholdsModule } from './modules/households/index.js';
import { CompaniesModule } from './modules/companies/index.js';
import { AdminModule } from './modules/admin/index.js';
import { AuthModule } from './modules/auth/index.js';
import { BlogsModule } from './modules/blogs/index.js';
import { BookingsModule } from './modules/bookings/index.js';
import { ClassesModule } from './modules/classes/index.js';
import { CouponsModule } from './modules/coupons/index.js';
import { ContentModule } from './modules/content/index.js';
import { HealthModule } from './modules/health/index.js';
import { InvoicesModule } from './modules/invoices/index.js';
import { MailModule } from './modules/mail/index.js';
import { ManageUsersModule } from './modules/manage-users/index.js';
import { MessagesModule } from './modules/messages/index.js';
import { PaymentsModule } from './modules/payments/index.js';
import { RenewalsModule } from './modules/renewals/index.js';
import { PersonalDataModule } from './modules/personal-data/index.js';
import { PlansModule } from './modules/plans/index.js';
import { PublicPagesModule } from './modules/public-pages/index.js';
import { ProfileModule } from './modules/profile/index.js';
import { ReferralsModule } from './modules/referrals/index.js';
import { SiteSettingsModule } from './modules/site-settings/index.js';
import { StorageModule } from './modules/storage/index.js';
import { SubscriptionsModule } from './modules/subscriptions/index.js';
import { TimetableModule } from './modules/timetable/index.js';
import { VideoModule } from './modules/video/index.js';

@Module({
  imports: [
    LoggingModule,
    LifecycleModule,
    RedisModule,
    JobsModule,
    RateLimitModule,
    CommonModule,
    EventsModule,
    TypeOrmModule.forRootAsync({
      inject: [DATABASE_CONFIG, STORAGE_CONFIG],
      useFactory: async (database: DatabaseConfig, storage: StorageConfig) => {
        // The embedded database file is opened (and saved) below: its folder must exist first.
        ensureDataFolders(database, storage.uploadsDir);
        const flavor = database.dbUrl ? await detectMysqlFlavor(database.dbUrl) : 'mysql';
        return {
          ...dataSourceOptions(database, flavor, {
            entities: APP_ENTITIES,
            migrations: APP_MIGRATIONS,
          }),
          retryAttempts: 10,
          retryDelay: 2000,
          // A schema this code cannot use will not fix itself by retrying.
          toRetry: (error: unknown) => !(error instanceof SchemaError),
        };
      },
      dataSourceFactory: (options) => openDataSource(options!),
    }),
    HealthModule,
    StorageModule,
    SiteSettingsModule,
    ContentModule,
    MailModule,
    PersonalDataModule,
    AuthModule,
    AccountModule,
    ProfileModule,
    ManageUsersModule,
    ClassesModule,
    TimetableModule,
    BookingsModule,
    BlogsModule,
    AdminModule,
    ReferralsModule,
    PlansModule,
    PublicPagesModule,
    InvoicesModule,
    SubscriptionsModule,
    VideoModule,
    CouponsModule,
    PaymentsModule,
    MessagesModule,
    AuditModule,
    PracticeModule,
    ChallengesModule,
    PushModule,
    HealthNotesModule,
    HealthQuestionnaireModule,
    InstructorsModule,
    GiftsModule,
    HouseholdsModule,
    CompaniesModule,
    RenewalsModule,
    SeedModule,
  ],
  providers: [
    // Order matters: who the caller is, then what their role allows.
    { provide: APP_GUARD, useClass: JwtAuthGuard },
    { provide: APP_GUARD, useClass: RolesGuard },
  ],
})
export class AppModule {
  /** The app on a loaded configuration (main.ts, worker.ts and the tests load it: `loadConfig`). */
  static forRoot(config: Configuration): DynamicModule {
    useErrorStatuses(APP_ERROR_STATUS);
    return { module: AppModule, imports: [ConfigModule.forRoot(config)] };
  }
}
