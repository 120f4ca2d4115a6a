import type { ReferralRewardStatus } from '@yoga/contracts';

/** Words (message IDs) and solid tag colours with white text at AA contrast. */
export const STATUS_VIEW: Record<ReferralRewardStatus, { label: string; color: string }> = {
  pending: { label: 'user.referrals.status.pending', color: '#595959' },
  earned: { label: 'user.referrals.status.earned', color: '#2f7d32' },
  reversed: { label: 'user.referrals.status.reversed', color: '#a8071a' },
};

/** Rows in one page of the list (past it antd's Table pages them). */
export const REFERRALS_PAGE_SIZE = 10;
