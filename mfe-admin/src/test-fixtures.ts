import type {
  AdminPaymentRecord,
  BusinessMetrics,
  TimetableSlot,
  YogaClass,
} from '@yoga/contracts';

/** Records the unit tests share (each test spreads one and changes what it is about). */

export const PRIYA = { id: 5, name: 'Priya Sharma', email: 'priya@example.in' };

export const PAID_PAYMENT: AdminPaymentRecord = {
  id: 1,
  user: PRIYA,
  subscription_no: 'YS/2026/00001',
  plan: { id: 'super', name: 'Super Saver', months: 6, currency: 'INR' },
  currency: 'INR',
  amount: 199_900,
  credits_applied: 50_000,
  discount: 0,
  coupon: null,
  gateway: 'razorpay',
  order_id: 'order_A1',
  gateway_payment_id: 'pay_B2',
  status: 'paid',
  created_at: '2026-11-23T04:00:00.000Z',
  paid_at: '2026-11-23T04:01:00.000Z',
  method: 'razorpay',
  invoice_no: 'YS/2627/00007',
  credit_note_no: null,
  refunded_amount: 0,
  refunded_at: null,
  reference: null,
  refund_reason: null,
  purpose: 'membership',
};

export const POWER_YOGA_CLASS: YogaClass = {
  id: 5,
  title: 'Power Yoga',
  title_hi: null,
  class_type: 'paid',
  date: '2026-12-01',
  time: '18:45',
  link: 'https://meet.example.in/power',
  description: null,
  duration_minutes: 45,
  capacity: 30,
  booked_count: 2,
  waitlist_count: 0,
  instructor: null,
  instructor_id: null,
  substitute_id: null,
  slot_id: null,
  video_format: 'meeting',
  video_overflow: 'none',
  overflow_instructor_id: null,
};

export const EVENING_SLOT: TimetableSlot = {
  id: 9,
  day_of_week: 3,
  start_time: '18:45',
  duration_minutes: 60,
  title: 'Power Yoga',
  title_hi: null,
  instructor_id: 7,
  instructor_name: 'Meera',
  instructor_legacy: null,
  link: 'https://meet.example.in/power',
  class_type: 'paid',
  capacity: 40,
  active: true,
  description: null,
  video_format: 'meeting',
  video_overflow: 'none',
  overflow_instructor_id: null,
};

export const METRICS: BusinessMetrics = {
  as_of: '2026-11-23T06:30:00.000Z',
  paying_members: 45,
  active_members: 42,
  students_in_trial: 7,
  trial_conversion: { trials_ended: 5, converted: 2, rate: 0.4 },
  mrr: { INR: 1_234_567, USD: 5_500 },
  churn: { periods_due: 3, churned: 1, rate: 0.3333 },
  revenue: { this_month: { INR: 249_900, USD: 0 }, last_month: { INR: 1_019_700, USD: 3_500 } },
  renewal: {
    auto_renew: { periods_due: 4, renewed: 3, rate: 0.75 },
    one_off: { periods_due: 2, renewed: 0, rate: 0 },
  },
  revenue_split: {
    this_month: { auto_renew: { INR: 169_900, USD: 0 }, one_off: { INR: 80_000, USD: 0 } },
    last_month: { auto_renew: { INR: 0, USD: 0 }, one_off: { INR: 1_019_700, USD: 3_500 } },
  },
};

/** The plans on sale as GET /api/plans gives them on a fresh start (one shared copy). */
export { TEST_PLANS } from '@yoga/testing/fixtures';
