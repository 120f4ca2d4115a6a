import {
  BOOKING_MESSAGES,
  FIELD_LIMITS,
  FIELD_MESSAGES,
  MESSAGES,
  PAYMENT_MESSAGES,
  paymentSuccessMessage,
  SUBSCRIPTION_MESSAGES,
  ACCOUNT_MESSAGES,
} from '@yoga/contracts';
import { i18n } from '@yoga/i18n';
import { messages as en } from './locales/en';
import { messages as hi } from './locales/hi';

/**
 * The panel's English is the spec's, word for word: each message that shows a text of libs/contracts
 * (section 8 of the spec, the API's answers) says exactly what the contract says.
 */
const QUOTED: Record<string, string> = {
  'user.somethingWentWrong': MESSAGES.somethingWentWrong,
  'user.trialEnded': SUBSCRIPTION_MESSAGES.trialEnded,
  'user.planEnded': SUBSCRIPTION_MESSAGES.planEnded,
  'user.booking.failed': MESSAGES.bookingFailed,
  'user.booking.classBooked': MESSAGES.classBooked,
  'user.booking.demoBooked': MESSAGES.demoBooked,
  'user.booking.waitlistJoined': BOOKING_MESSAGES.waitlistJoined,
  'user.booking.classFull': BOOKING_MESSAGES.classFull,
  'user.booking.fullLabel': BOOKING_MESSAGES.fullLabel,
  'user.booking.error.name': FIELD_MESSAGES.invalidName,
  'user.booking.error.emailFormat': MESSAGES.invalidEmail,
  'user.booking.error.phoneFormat': FIELD_MESSAGES.invalidPhone,
  'user.bookings.cancelled': BOOKING_MESSAGES.bookingCancelled,
  'user.bookings.waitlistLeft': BOOKING_MESSAGES.waitlistLeft,
  'user.checkout.paymentFailed': PAYMENT_MESSAGES.paymentFailed,
  'user.checkout.paymentFailedNoCredits': PAYMENT_MESSAGES.paymentFailedNoCredits,
  'user.checkout.invalidSignature': PAYMENT_MESSAGES.invalidSignature,
  'user.payments.empty': MESSAGES.noPayments,
  'user.data.needsProof': ACCOUNT_MESSAGES.deleteNeedsProof,
  'user.data.deleted': ACCOUNT_MESSAGES.accountDeleted,
};

describe('the student panel catalogue', () => {
  it.each(Object.entries(QUOTED))('%s is the contract text', (id, text) => {
    expect(i18n._(id)).toBe(text);
  });

  it('writes the field rules and the payment success the way libs/contracts does', () => {
    expect(i18n._('user.booking.error.nameTooLong', { max: FIELD_LIMITS.name })).toBe(
      FIELD_MESSAGES.tooLong('Name', FIELD_LIMITS.name),
    );
    expect(i18n._('user.checkout.paid', { until: '7 Jun 2027' })).toBe(
      paymentSuccessMessage('2027-06-07'),
    );
  });

  it('has every message in both languages, under user.* IDs', () => {
    expect(Object.keys(hi).sort()).toEqual(Object.keys(en).sort());
    expect(Object.keys(en).filter((id) => !id.startsWith('user.'))).toEqual([]);
  });
});
