import { Injectable } from '@nestjs/common';
import {
  PAGE_LIMIT_MAX,
  type ReferralEarning,
  type ReferralRow,
  type ReferralStats,
} from '@yoga/contracts';
import { iso } from '../../common/http/iso.js';
import { CreditsService } from '../credits/index.js';
import { toPage, type PageQueryDto } from '../../common/paging/page-query.dto.js';
import { UsersService } from '../users/index.js';
import { ApiError } from '../../common/errors/api-error.js';

@Injectable()
export class ReferralsService {
  constructor(
    private readonly users: UsersService,
    private readonly credits: CreditsService,
  ) {}

  /** The code, how many registered with it, the credit balances and what each referral earned. */
  async stats(id: number): Promise<ReferralStats> {
    const user = await this.users.findById(id);
    if (!user) throw new ApiError('user_not_found');
    const [referred, referral_count] = await this.users.findReferredBy(
      user.referralCode,
      PAGE_LIMIT_MAX,
    );
    const [credits, rewards] = await Promise.all([
      this.credits.balances(user.id),
      this.credits.rewardsFor(
        user.id,
        referred.map((r) => r.id),
      ),
    ]);
    const referrals: ReferralEarning[] = referred.map((r) => {
      const reward = rewards.get(r.id);
      return {
        name: r.name,
        joined_at: iso(r.createdAt),
        status: !reward ? 'pending' : reward.reversed ? 'reversed' : 'earned',
        reward: reward ? { currency: reward.currency, amount: reward.amount } : null,
      };
    });
    return {
      referral_code: user.referralCode,
      referral_count,
      credits,
      referrals,
    };
  }

  /** The user's own referral facts (with who referred them), or null for an unknown id. */
  async ownStats(id: number): Promise<(ReferralStats & { referred_by: string | null }) | null> {
    const user = await this.users.findById(id);
    if (!user) return null;
    return { ...(await this.stats(id)), referred_by: user.referredBy };
  }

  /** Every user with how many registered with their code, most referrals first. */
  async list(query: PageQueryDto): Promise<{ items: ReferralRow[]; total: number }> {
    const [total, items] = await Promise.all([
      this.users.count(),
      this.users.referralCounts(toPage(query)),
    ]);
    return { items, total };
  }
}
