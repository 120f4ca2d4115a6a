import {
  formatPriceMinor,
  isCalendarDate,
  istToday,
  PAYMENT_REFERENCE_MAX_LENGTH,
  type Currency,
  type OfflineMethod,
  type OfflinePaymentRequest,
  type PlanId,
} from '@yoga/contracts';
import { i18n } from '@yoga/i18n';
import { localizedMessages } from '../../components/localized';
import './i18n';

/** The "Record payment" form as typed: the amount in rupees or dollars (e.g. "2499" or "2,499.50"). */
export interface OfflinePaymentValues {
  user_id?: number;
  plan?: PlanId;
  currency: Currency;
  amount?: string;
  method?: OfflineMethod;
  reference?: string;
  /** IST calendar date, YYYY-MM-DD. */
  paid_on?: string;
  /** GST state code; INR only. */
  state?: string;
}

export const OFFLINE_FORM_ERRORS = localizedMessages({
  student: 'admin.recordPayment.studentRequired',
  plan: 'admin.recordPayment.planRequired',
  amount: 'admin.recordPayment.amountRequired',
  method: 'admin.recordPayment.methodRequired',
  reference: 'admin.recordPayment.referenceRequired',
  referenceTooLong: ['admin.recordPayment.referenceTooLong', { max: PAYMENT_REFERENCE_MAX_LENGTH }],
  date: 'admin.recordPayment.dateRequired',
  futureDate: 'admin.recordPayment.futureDate',
});

/**
 * Rupees or dollars as typed → integer paise or cents, without floating point: "2499" → 249900,
 * "2,499.5" → 249950. Undefined for anything else (letters, more than two decimals, negative).
 */
export function toMinorUnits(text: string | undefined): number | undefined {
  const m = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec((text ?? '').trim().replace(/,/g, ''));
  if (!m) return undefined;
  return Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
}

/**
 * What is wrong with the amount for the chosen plan (a positive amount, at most its offer price in this
 * currency, minor units; `offer` undefined while no plan is chosen).
 */
export function amountProblem(
  text: string | undefined,
  offer: number | undefined,
  currency: Currency,
): string | undefined {
  const minor = toMinorUnits(text);
  if (minor === undefined || minor <= 0) return OFFLINE_FORM_ERRORS.amount;
  if (offer !== undefined) {
    if (minor > offer)
      return i18n._('admin.recordPayment.amountTooHigh', {
        price: formatPriceMinor(offer, currency),
      });
  }
  return undefined;
}

export function referenceProblem(text: string | undefined): string | undefined {
  const value = (text ?? '').trim();
  if (!value) return OFFLINE_FORM_ERRORS.reference;
  if (value.length > PAYMENT_REFERENCE_MAX_LENGTH) return OFFLINE_FORM_ERRORS.referenceTooLong;
  return undefined;
}

/** A real calendar date, not after today in India. */
export function paidOnProblem(value: string | undefined, now = new Date()): string | undefined {
  if (!isCalendarDate(value)) return OFFLINE_FORM_ERRORS.date;
  if (value > istToday(now)) return OFFLINE_FORM_ERRORS.futureDate;
  return undefined;
}

/** The POST /api/payments/offline body of a validated form (the state only for INR). */
export function offlinePaymentRequest(values: OfflinePaymentValues): OfflinePaymentRequest {
  const amount = toMinorUnits(values.amount);
  if (!values.user_id || !values.plan || !values.method || amount === undefined || !values.paid_on)
    throw new Error('The form is not complete.');
  return {
    user_id: values.user_id,
    plan: values.plan,
    currency: values.currency,
    amount,
    method: values.method,
    reference: (values.reference ?? '').trim(),
    paid_on: values.paid_on,
    ...(values.currency === 'INR' && values.state ? { state: values.state } : {}),
  };
}
