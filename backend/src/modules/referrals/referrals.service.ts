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
    const referral_count = await this.users.repo.countBy({ referredBy: user.referralCode });
    return { referral_code: user.referralCode, referral_count };
  }

  /** The user's own referral facts, or null for an unknown id. */
  async ownStats(id: number): Promise<(ReferralStats & { referred_by: string | null }) | null> {
    const user = await this.users.findById(id);
    if (!user) return null;
    const referral_count = await this.users.repo.countBy({ referredBy: user.referralCode });
    return { referral_code: user.referralCode, referral_count, referred_by: user.referredBy };
  }

  /** Every user with how many registered with their code, most referrals first. */
  async list(query: PageQueryDto): Promise<{ items: ReferralRow[]; total: number }> {
    const { skip, take } = toPage(query);
    const total = await this.users.repo.count();
    const rows = await this.users.repo
      .createQueryBuilder('u')
      .leftJoin('users', 'r', 'r.referred_by = u.referral_code')
      .select('u.id', 'user_id')
      .addSelect('u.name', 'name')
      .addSelect('u.referral_code', 'referral_code')
      .addSelect('COUNT(r.id)', 'referral_count')
      .groupBy('u.id')
      .addGroupBy('u.name')
      .addGroupBy('u.referral_code')
      .orderBy('referral_count', 'DESC')
      .addOrderBy('u.id', 'ASC')
      .offset(skip)
      .limit(take)
      .getRawMany<{
        user_id: number | string;
        name: string;
        referral_code: string;
        referral_count: number | string;
      }>();
    return {
      items: rows.map((r) => ({
        user_id: Number(r.user_id),
        name: r.name,
        referral_code: r.referral_code,
        referral_count: Number(r.referral_count),
      })),
      total,
    };
  }
}
