import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuthModule } from '../auth/index.js';
import { UsersModule } from '../users/index.js';
import { AccountAuthController } from './account-auth.controller.js';
import { AccountMailer } from './account-mailer.service.js';
import { AccountRecoveryService } from './account-recovery.service.js';
import { AccountSecurityPersonalData } from './account-security.personal-data.js';
import { AccountThrottle } from './account-throttle.service.js';
import { AccountTokensService } from './account-tokens.service.js';
import { AdminAccountController } from './admin-account.controller.js';
import { BackgroundTasks } from './background-tasks.js';
import { AccountToken } from './entities/account-token.entity.js';

/** Password reset, sign-in by one-time code, the admin's "send a reset link", and the tokens behind them. */
@Module({
  imports: [UsersModule, AuthModule, TypeOrmModule.forFeature([AccountToken])],
  controllers: [AccountAuthController, AdminAccountController],
  providers: [
    AccountTokensService,
    AccountThrottle,
    AccountMailer,
    AccountRecoveryService,
    BackgroundTasks,
    AccountSecurityPersonalData,
  ],
  exports: [
    AccountTokensService,
    AccountThrottle,
    AccountMailer,
    AccountRecoveryService,
    BackgroundTasks,
  ],
})
export class AccountModule {}
