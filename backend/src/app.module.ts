import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { TypeOrmModule } from '@nestjs/typeorm';
import { APP_CONFIG, loadConfig, type AppConfig } from './config/app.config.js';
import { ConfigModule } from './config/config.module.js';
import { JwtAuthGuard } from './common/guards/jwt-auth.guard.js';
import { RolesGuard } from './common/guards/roles.guard.js';
import { dataSourceOptions } from './database/data-source-options.js';
import { detectMysqlFlavor } from './database/mysql-flavor.js';
import { SeedModule } from './database/seeds/seed.module.js';
import { AccountModule } from './modules/account/account.module.js';
import { AdminModule } from './modules/admin/admin.module.js';
import { AuthModule } from './modules/auth/auth.module.js';
import { BlogsModule } from './modules/blogs/blogs.module.js';
import { BookingsModule } from './modules/bookings/bookings.module.js';
import { ClassesModule } from './modules/classes/classes.module.js';
import { HealthModule } from './modules/health/health.module.js';
import { MailModule } from './modules/mail/mail.module.js';
import { ManageUsersModule } from './modules/manage-users/manage-users.module.js';
import { PersonalDataModule } from './modules/personal-data/personal-data.module.js';
import { ProfileModule } from './modules/profile/profile.module.js';
import { ReferralsModule } from './modules/referrals/referrals.module.js';

@Module({
  imports: [
    ConfigModule,
    TypeOrmModule.forRootAsync({
      inject: [APP_CONFIG],
      useFactory: async (config: AppConfig) => ({
        ...dataSourceOptions(
          config,
          config.dbUrl ? await detectMysqlFlavor(config.dbUrl) : 'mysql',
        ),
        retryAttempts: 10,
        retryDelay: 2000,
      }),
    }),
    HealthModule,
    MailModule,
    PersonalDataModule,
    AuthModule,
    AccountModule,
    ProfileModule,
    ManageUsersModule,
    ClassesModule,
    BookingsModule,
    BlogsModule,
    AdminModule,
    ReferralsModule,
    SeedModule,
  ],
  providers: [
    // Order matters: who the caller is, then what their role allows.
    { provide: APP_GUARD, useClass: JwtAuthGuard },
    { provide: APP_GUARD, useClass: RolesGuard },
  ],
})
export class AppModule {}

export { loadConfig };
