import { Module } from '@nestjs/common';
import { CreditsModule } from '../credits/index.js';
import { UsersModule } from '../users/index.js';
import { ReferralsController } from './referrals.controller.js';
import { ReferralsPersonalData } from './referrals.personal-data.js';
import { ReferralsService } from './referrals.service.js';

@Module({
  imports: [UsersModule, CreditsModule],
  controllers: [ReferralsController],
  providers: [ReferralsService, ReferralsPersonalData],
})
export class ReferralsModule {}
