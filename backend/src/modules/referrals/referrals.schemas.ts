import { ApiSchema } from '@nestjs/swagger';
import {
  REFERRAL_REWARD_STATUSES,
  CURRENCIES,
  type Currency,
  type ReferralEarning,
  type ReferralRewardStatus,
  type ReferralRow,
  type ReferralStats,
} from '@yoga/contracts';
import { Int, ListOf, Nested, OneOf, Text } from '../../common/openapi/properties.js';
import { CreditBalancesSchema } from '../../common/openapi/schemas/money.js';

@ApiSchema({
  name: 'ReferralRow',
  description:
    'GET /api/referrals (admin; X-Total-Count): a student, her code and how many registered with it.',
})
export class ReferralRowSchema implements ReferralRow {
  @Int()
  user_id: number;

  @Text()
  name: string;

  @Text()
  referral_code: string;

  @Int()
  referral_count: number;
}

@ApiSchema({ name: 'ReferralReward', description: "A referral's reward." })
export class ReferralRewardSchema {
  @OneOf(CURRENCIES)
  currency: Currency;

  @Int({ description: 'Minor units' })
  amount: number;
}

@ApiSchema({
  name: 'ReferralEarning',
  description: "One student who registered with the caller's code, and what it earned.",
})
export class ReferralEarningSchema implements ReferralEarning {
  @Text()
  name: string;

  @Text()
  joined_at: string;

  @OneOf(REFERRAL_REWARD_STATUSES, {
    description:
      'pending: no successful payment yet; earned: rewarded; reversed: that payment was refunded',
  })
  status: ReferralRewardStatus;

  @Nested(() => ReferralRewardSchema, {
    nullable: true,
    description: 'Reward in minor units, null while pending',
  })
  reward: ReferralRewardSchema | null;
}

@ApiSchema({
  name: 'ReferralStats',
  description:
    "GET /api/referrals/stats/{id} (one's own; an admin: anyone's): the code, how many registered " +
    "with it, the credit balances and each referral's reward.",
})
export class ReferralStatsSchema implements ReferralStats {
  @Text()
  referral_code: string;

  @Int()
  referral_count: number;

  @Nested(() => CreditBalancesSchema, { description: 'The credit balances, minor units' })
  credits: CreditBalancesSchema;

  @ListOf(() => ReferralEarningSchema, { description: "Each referral's reward, newest first" })
  referrals: ReferralEarningSchema[];
}
