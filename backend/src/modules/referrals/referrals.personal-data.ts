import { Injectable, type OnModuleInit } from '@nestjs/common';
import { PersonalDataRegistry, type PersonalDataContributor } from '../personal-data/index.js';
import { ReferralsService } from './referrals.service.js';

/** The person's referral code, who referred them, and how many registered with their code. */
@Injectable()
export class ReferralsPersonalData implements PersonalDataContributor, OnModuleInit {
  readonly key = 'referrals';

  constructor(
    private readonly registry: PersonalDataRegistry,
    private readonly referrals: ReferralsService,
  ) {}

  onModuleInit() {
    this.registry.register(this);
  }

  async export(userId: number) {
    const stats = await this.referrals.ownStats(userId);
    return stats
      ? {
          referral_code: stats.referral_code,
          referred_by: stats.referred_by,
          people_who_registered_with_your_code: stats.referral_count,
        }
      : null;
  }

  /**
   * The code and "referred by" live on the account row and go with it. People who registered with the code
   * keep their own accounts; the code no longer names anyone.
   */
  erase(): Promise<string> {
    return Promise.resolve('code removed with the account; referred accounts are not touched');
  }
}
