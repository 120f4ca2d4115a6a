import type { OwnedRenewal } from './recurring.js';
import type { CreateOrderResponse } from './payments.js';
import type { PlanId } from '../rules/plans.js';

/** Company seats (issue 35): the company's order, its seats, their holders and their use. */

export interface CompanyDetails {
  legal_name: string;
  /** Billing address as printed on the invoice. */
  address: string;
  /** GST state code of the company ("27" Maharashtra): the place of supply. */
  state_code: string;
  /** 15 characters; its first two are `state_code`, the last its check character. */
  gstin: string;
}

export interface CreateCompanyOrderRequest {
  plan: PlanId;
  currency: 'INR';
  /** COMPANY_SEATS_MIN–COMPANY_SEATS_MAX. */
  seats: number;
  company: CompanyDetails;
  /** Every verified address of this domain may claim a free seat (e.g. "acme.co.in"). */
  email_domain?: string;
}

/**
 * POST /api/companies/:id/renewals (the company's admin): an order that renews this company (its plan,
 * legal details and GSTIN as they are) for `seats` seats, paid like any order. Paid, its seats run one
 * more period; with fewer seats than are assigned, the most recently assigned beyond the number are
 * released (their holders keep access until the paid time ends, and are told). To choose who stays, the
 * admin removes seats before paying.
 */
export interface RenewCompanyRequest {
  /** COMPANY_SEATS_MIN–COMPANY_SEATS_MAX. */
  seats: number;
}

/** The order as `POST /api/payments/orders` answers it (`amount`: the plan's price × seats), plus the company. */
export interface CreateCompanyOrderResponse extends CreateOrderResponse {
  company_id: number;
}

/** `active`: the seat gives access now; `pending`: the company's plan is not paid (or has ended). */
export const COMPANY_SEAT_STATUSES = ['active', 'pending'] as const;
export type CompanySeatStatus = (typeof COMPANY_SEAT_STATUSES)[number];

export interface CompanySeatHolder {
  seat_id: number;
  email: string;
  /** The holder's name; null until an account has that address. */
  name: string | null;
  status: CompanySeatStatus;
}

/** `pending`: ordered, not paid; `active`: paid, seats give access; `ended`: expired or refunded. */
export const COMPANY_STATES = ['pending', 'active', 'ended'] as const;
export type CompanyState = (typeof COMPANY_STATES)[number];

export interface MyCompany {
  id: number;
  legal_name: string;
  gstin: string;
  state_code: string;
  address: string;
  plan: PlanId;
  state: CompanyState;
  email_domain: string | null;
  seats: number;
  seats_used: number;
  /** When the seats' access ends (ISO); null until paid. */
  ends_at: string | null;
  seat_holders: CompanySeatHolder[];
  /** The seats' automatic renewal (UPI AutoPay, issue 35), or null: shown to the company's admins. */
  renewal: OwnedRenewal | null;
}

export interface AssignSeatRequest {
  email: string;
}

export interface CompanySeatUsage {
  seat_id: number;
  email: string;
  name: string | null;
  /** Classes attended this IST month (while holding the seat). */
  classes_this_month: number;
}

export interface CompanyUsage {
  /** The IST month, YYYY-MM. */
  month: string;
  seats: CompanySeatUsage[];
}

/** The admin's list of companies. */
export interface AdminCompanyRecord {
  id: number;
  legal_name: string;
  gstin: string;
  state_code: string;
  plan: PlanId;
  state: CompanyState;
  seats: number;
  seats_used: number;
  ends_at: string | null;
  admin_email: string;
  created_at: string;
  /** The newest paid order's payment: its B2B invoice is `GET /api/payments/:id/invoice`; null before one. */
  invoice_payment_id: number | null;
}
