import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CreditsService } from './credits.service.js';
import { CreditBalance } from './entities/credit-balance.entity.js';
import { CreditEntry } from './entities/credit-entry.entity.js';

/** Referral credit balances and their ledger (used by payments, subscriptions and referrals). */
@Module({
  imports: [TypeOrmModule.forFeature([CreditBalance, CreditEntry])],
  providers: [CreditsService],
  exports: [CreditsService],
})
export class CreditsModule {}
