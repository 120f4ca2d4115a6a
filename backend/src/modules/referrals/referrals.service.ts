import { Injectable, NotFoundException } from '@nestjs/common';
import type { ReferralRow, ReferralStats } from '@yoga/contracts';
import { toPage, type PageQueryDto } from '../../common/paging/page-query.dto.js';
import { UsersService } from '../users/users.service.js';

@Injectable()
export class ReferralsService {
  constructor(private readonly users: UsersService) {}

  async stats(id: number): Promise<ReferralStats> {
    const user = await this.users.findById(id);
    if (!user) throw new NotFoundException('User not found.');
    const referral_count = await this.users.countReferred(user.referralCode);
    return { referral_code: user.referralCode, referral_count };
  }

  /** The user's own referral facts, or null for an unknown id. */
  async ownStats(id: number): Promise<(ReferralStats & { referred_by: string | null }) | null> {
    const user = await this.users.findById(id);
    if (!user) return null;
    const referral_count = await this.users.countReferred(user.referralCode);
    return { referral_code: user.referralCode, referral_count, referred_by: user.referredBy };
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
