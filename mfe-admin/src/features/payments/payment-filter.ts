import { i18n, type Locale } from '@yoga/i18n';
import {
  HTML_LANG,
  istDate,
  type AdminPaymentsQuery,
  type Currency,
  type PaymentStatus,
  type PlanId,
} from '@yoga/contracts';

/** The Manage Payment filters as picked on screen; "all" and empty fields are not sent. */
export interface PaymentFilter {
  /** Name or email, substring. */
  search: string;
  status: PaymentStatus | 'all';
  plan: PlanId | 'all';
  currency: Currency | 'all';
  /** IST calendar dates, inclusive; '' for open-ended. */
  from: string;
  to: string;
}

export const EMPTY_PAYMENT_FILTER: PaymentFilter = {
  search: '',
  status: 'all',
  plan: 'all',
  currency: 'all',
  from: '',
  to: '',
};

/** The GET /api/payments query for a filter and page. */
export function paymentsQuery(
  filter: PaymentFilter,
  page: { current: number; size: number },
): AdminPaymentsQuery {
  const query: AdminPaymentsQuery = { page: page.current, limit: page.size };
  const q = filter.search.trim();
  if (q) query.q = q;
  if (filter.status !== 'all') query.status = filter.status;
  if (filter.plan !== 'all') query.plan = filter.plan;
  if (filter.currency !== 'all') query.currency = filter.currency;
  // A range typed backwards still means the days between the two dates.
  const [from, to] =
    filter.from && filter.to && filter.from > filter.to
      ? [filter.to, filter.from]
      : [filter.from, filter.to];
  if (from) query.from = from;
  if (to) query.to = to;
  return query;
}

/** "November 2026" / "नवंबर 2026": the IST month whose paid revenue the page shows. */
export function currentIstMonthLabel(
  now: Date = new Date(),
  locale: Locale = i18n.locale as Locale,
): string {
  const [year, month] = istDate(now).split('-').map(Number);
  return new Intl.DateTimeFormat(HTML_LANG[locale], {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
    numberingSystem: 'latn',
  }).format(new Date(Date.UTC(year, month - 1, 15)));
}
