import { SUBSCRIPTION_MESSAGES, type MySubscription } from '@yoga/contracts';
import { i18n } from '@yoga/i18n';
import {
  daysLeftLabel,
  isEntitled,
  membershipSummary as summary,
  notEntitledMessage,
} from './membership';

/** English, as the panel shows it (src/locales/en.po, registered by the jest setup). */
const t = (id: string, values?: Record<string, unknown>) => i18n._(id, values);
const membershipSummary = (s: MySubscription) => summary(s, t, 'en');

const trial: MySubscription = {
  status: 'trial',
  trial_ends_at: '2026-12-07T04:30:00.000Z',
  plan: null,
  starts_at: '2026-11-23T04:30:00.000Z',
  ends_at: '2026-12-07T04:30:00.000Z',
  days_left: 14,
  subscription_no: null,
  credits: { INR: 0, USD: 0 },
  classes_attended: 0,
};
const superSaver = {
  id: 'super' as const,
  name: 'Super Saver',
  months: 6,
  currency: 'INR' as const,
};

describe('isEntitled', () => {
  it('lets instructors and admins in whatever the membership', () => {
    expect(isEntitled('instructor', undefined)).toBe(true);
    expect(isEntitled('admin', { ...trial, status: 'expired' })).toBe(true);
  });

  it('follows the status for students, and is unknown until it is loaded', () => {
    expect(isEntitled('user', undefined)).toBeUndefined();
    expect(isEntitled('user', trial)).toBe(true);
    expect(isEntitled('user', { ...trial, status: 'active' })).toBe(true);
    expect(isEntitled('user', { ...trial, status: 'expired' })).toBe(false);
  });
});

describe('notEntitledMessage', () => {
  it("asks a student whose trial ended to choose a plan, and one whose plan ended to renew (the API's texts)", () => {
    expect(t(notEntitledMessage({ subscription_no: null }))).toBe(SUBSCRIPTION_MESSAGES.trialEnded);
    expect(t(notEntitledMessage({ subscription_no: 'YS/2026/00001' }))).toBe(
      SUBSCRIPTION_MESSAGES.planEnded,
    );
  });
});

describe('membershipSummary', () => {
  it('states the trial days left and its end date', () => {
    const s = membershipSummary({ ...trial, days_left: 1 });
    expect(s.tone).toBe('info');
    expect(s.title).toBe('Your free 14-day trial is active: 1 day left.');
    expect(s.description).toContain('The trial ends on 7 Dec 2026.');
  });

  it('states a plan bought during the trial and when it runs until', () => {
    const s = membershipSummary({
      ...trial,
      plan: superSaver,
      ends_at: '2027-06-07T04:30:00.000Z',
      subscription_no: 'YS/2026/00001',
    });
    expect(s.title).toBe(
      'Free trial until 7 Dec 2026, then your Super Saver plan is active until 7 Jun 2027.',
    );
    expect(s.description).toContain('Subscription number YS/2026/00001.');
  });

  it('states the active plan, its end date and the subscription number', () => {
    const s = membershipSummary({
      ...trial,
      status: 'active',
      plan: superSaver,
      ends_at: '2027-06-07T04:30:00.000Z',
      days_left: 196,
      subscription_no: 'YS/2026/00042',
    });
    expect(s.tone).toBe('success');
    expect(s.title).toBe('Your Super Saver plan is active until 7 Jun 2027.');
    expect(s.description).toContain('196 days left. Subscription number YS/2026/00042.');
  });

  it('calls an expired student to choose (or renew) a plan', () => {
    const ended = membershipSummary({ ...trial, status: 'expired', days_left: 0 });
    expect(ended.tone).toBe('warning');
    expect(ended.title).toBe(SUBSCRIPTION_MESSAGES.trialEnded);
    expect(ended.description).toContain('Your free trial ended on 7 Dec 2026.');

    const lapsed = membershipSummary({
      ...trial,
      status: 'expired',
      plan: superSaver,
      ends_at: '2027-06-07T04:30:00.000Z',
      days_left: 0,
      subscription_no: 'YS/2026/00042',
    });
    expect(lapsed.title).toBe(SUBSCRIPTION_MESSAGES.planEnded);
    expect(lapsed.description).toContain('Your Super Saver plan ended on 7 Jun 2027.');
  });
});

describe('daysLeftLabel', () => {
  it("counts the trial's days until a plan is bought, then the plan's", () => {
    expect(t(daysLeftLabel(undefined))).toBe('Days left in your free trial');
    expect(t(daysLeftLabel(trial))).toBe('Days left in your free trial');
    expect(t(daysLeftLabel({ ...trial, plan: superSaver }))).toBe('Days left in your plan');
    expect(t(daysLeftLabel({ ...trial, status: 'active', plan: superSaver }))).toBe(
      'Days left in your plan',
    );
  });
});
