import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { TypeOrmModule } from '@nestjs/typeorm';
import { APP_CONFIG, ensureDataFolders, type AppConfig } from './config/app.config.js';
import { ConfigModule } from './config/config.module.js';
import { CommonModule } from './common/common.module.js';
import { JwtAuthGuard } from './common/guards/jwt-auth.guard.js';
import { RolesGuard } from './common/guards/roles.guard.js';
import { JobsModule } from './common/jobs/jobs.module.js';
import { LifecycleModule } from './common/lifecycle/lifecycle.module.js';
import { LoggingModule } from './common/logging/logging.module.js';
import { RateLimitModule } from './common/rate-limit/rate-limit.module.js';
import { RedisModule } from './common/redis/redis.module.js';
import { dataSourceOptions } from './database/data-source-options.js';
import { openDataSource, SchemaBehindError } from './database/migrate.js';
import { detectMysqlFlavor } from './database/mysql-flavor.js';
import { SeedModule } from './database/seeds/seed.module.js';
import { AccountModule } from './modules/account/account.module.js';
import { AdminModule } from './modules/admin/admin.module.js';
import { AuthModule } from './modules/auth/auth.module.js';
import { BlogsModule } from './modules/blogs/blogs.module.js';
import { BookingsModule } from './modules/bookings/bookings.module.js';
import { ClassesModule } from './modules/classes/classes.module.js';
import { HealthModule } from './modules/health/health.module.js';
import { InvoicesModule } from './modules/invoices/invoices.module.js';
import { MailModule } from './modules/mail/mail.module.js';
import { ManageUsersModule } from './modules/manage-users/manage-users.module.js';
import { MessagesModule } from './modules/messages/messages.module.js';
import { PaymentsModule } from './modules/payments/payments.module.js';
import { PersonalDataModule } from './modules/personal-data/personal-data.module.js';
import { ProfileModule } from './modules/profile/profile.module.js';
import { ReferralsModule } from './modules/referrals/referrals.module.js';
import { SiteSettingsModule } from './modules/site-settings/site-settings.module.js';
import { SubscriptionsModule } from './modules/subscriptions/subscriptions.module.js';
import { TimetableModule } from './modules/timetable/timetable.module.js';

@Module({
  imports: [
    ConfigModule,
    LoggingModule,
    LifecycleModule,
    RedisModule,
    JobsModule,
    RateLimitModule,
    CommonModule,
    TypeOrmModule.forRootAsync({
      inject: [APP_CONFIG],
      useFactory: async (config: AppConfig) => {
        // The embedded database file is opened (and saved) below: its folder must exist first.
        ensureDataFolders(config);
        const flavor = config.dbUrl ? await detectMysqlFlavor(config.dbUrl) : 'mysql';
        return {
          ...dataSourceOptions(config, flavor),
          retryAttempts: 10,
          retryDelay: 2000,
          // A schema behind the code will not fix itself by retrying.
          toRetry: (error: unknown) => !(error instanceof SchemaBehindError),
        };
      },
      dataSourceFactory: (options) => openDataSource(options!),
    }),
    HealthModule,
    SiteSettingsModule,
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
    InvoicesModule,
    SubscriptionsModule,
    PaymentsModule,
    MessagesModule,
    SeedModule,
  ],
  providers: [
    // Order matters: who the caller is, then what their role allows.
    { provide: APP_GUARD, useClass: JwtAuthGuard },
    { provide: APP_GUARD, useClass: RolesGuard },
  ],
})
export class AppModule {}
