import type { BaseCurrency, ExtraCurrency } from '../rules/packages.js';
import { Role, UserStatus } from '../rules/roles.js';

/**
 * The admin dashboard: counts, users and business metrics (/api/admin/*).
 */

/** An amount per currency, in the smallest unit (paise, cents): INR and USD always, an added currency when any. */
export type AmountByCurrency = Record<BaseCurrency, number> &
  Partial<Record<ExtraCurrency, number>>;

/** `GET /api/admin/metrics`: the owner's business numbers, as of `as_of`. */
export interface BusinessMetrics {
  as_of: string;
  /** Students with paid time still ahead (a period running now or starting later). */
  paying_members: number;
  /** Students in paid time today (a period running now). */
  active_members: number;
  students_in_trial: number;
  trial_conversion: { trials_ended: number; converted: number; rate: number | null };
  mrr: AmountByCurrency;
  churn: { periods_due: number; churned: number; rate: number | null };
  revenue: { this_month: AmountByCurrency; last_month: AmountByCurrency };
  /**
   * Renewal rate (issue 26): the periods judged like churn's (renewal window closed in the last 30
   * days), split by how the period was paid: by an automatic renewal's debit or a one-off payment.
   */
  renewal: {
    auto_renew: { periods_due: number; renewed: number; rate: number | null };
    one_off: { periods_due: number; renewed: number; rate: number | null };
  };
  /** This month's and last month's revenue split: automatic renewals' debits and one-off payments. */
  revenue_split: {
    this_month: { auto_renew: AmountByCurrency; one_off: AmountByCurrency };
    last_month: { auto_renew: AmountByCurrency; one_off: AmountByCurrency };
  };
}

/** GET /api/admin/stats (spec names kept: counselors = users, students = classes, sessions = paid payments, complaints = referrals). */
export interface AdminStats {
  counselors: number;
  students: number;
  sessions: number;
  complaints: number;
}

/** GET /api/admin/users */
export interface AdminUserRow {
  id: number;
  name: string;
  email: string;
  number: string;
  role: Role;
  status: UserStatus;
  created_at: string;
  last_login_at: string | null;
}
