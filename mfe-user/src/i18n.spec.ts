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
import { setupI18n } from '@lingui/core';
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

  it('counts with the plural rules of each language: 1 month, 1 महीना, 1 practice day (issue 38)', () => {
    const say = (locale: 'en' | 'hi', id: string, values: Record<string, unknown>) => {
      const local = setupI18n({ locale, messages: { [locale]: locale === 'en' ? en : hi } });
      return local._(id, values);
    };
    expect(say('en', 'user.plans.months', { months: 1 })).toBe('1 month');
    expect(say('en', 'user.plans.months', { months: 3 })).toBe('3 months');
    expect(say('hi', 'user.plans.months', { months: 1 })).toBe('1 महीना');
    expect(say('hi', 'user.plans.months', { months: 6 })).toBe('6 महीने');
    expect(say('en', 'user.challenges.progress', { practised: 1, min: 18 })).toBe(
      '1 practice day of the 18 needed',
    );
    expect(say('en', 'user.practice.share.daysLabel', { days: 1 })).toBe('1 practice day');
    expect(say('en', 'user.gifts.redeemed', { months: 1, until: '1 Jan 2027' })).toMatch(
      /^Gift redeemed: 1 month added\./,
    );
    expect(say('hi', 'user.gifts.redeemed', { months: 1, until: '1 Jan 2027' })).toMatch(
      /1 महीना जुड़ गया/,
    );
    expect(
      say('en', 'user.checkout.renewTerms', { months: 1, amount: '₹1,599', date: '1 Jan 2027' }),
    ).toBe(
      'You pay ₹1,599 now for 1 month. Then ₹1,599 is debited automatically every month, the next time on 1 Jan 2027, until you stop it.',
    );
  });
});
