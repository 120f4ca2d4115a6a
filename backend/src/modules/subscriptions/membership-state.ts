import {
  istInstant,
  TRIAL_DAYS,
  type Currency,
  type CreditBalances,
  type MySubscription,
  type SubscriptionStatus,
} from '@yoga/contracts';
import type { SubscriptionPeriod } from './entities/subscription-period.entity.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A pause of the membership (IST first day, length in days), as the trial's end needs it. */
export interface TrialPause {
  fromDate: string;
  days: number;
}

/**
 * The trial's end of a registration at `registeredAt` with a trial of `days` (site-settings decides),
 * moved later by each pause that began before it (issue 38: a student who paid during her trial pauses
 * the rest of her trial too; a resume shortens the pause, so the end moves back by itself).
 */
export function trialEnd(
  registeredAt: Date,
  days: number = TRIAL_DAYS,
  pauses: readonly TrialPause[] = [],
): Date {
  let end = registeredAt.getTime() + days * DAY_MS;
  for (const pause of [...pauses].sort((a, b) => a.fromDate.localeCompare(b.fromDate)))
    if (istInstant(pause.fromDate).getTime() < end) end += pause.days * DAY_MS;
  return new Date(end);
}

interface Stretch {
  start: Date;
  end: Date;
  period: SubscriptionPeriod | null;
}

/** Extends `end` through every period that starts no later than it (stacked periods touch). */
function chainEnd(end: Date, periods: SubscriptionPeriod[]): Date {
  let result = end;
  for (const p of periods) {
    if (p.startsAt.getTime() <= result.getTime() && p.endsAt.getTime() > result.getTime())
      result = p.endsAt;
  }
  return result;
}

/**
 * The membership at `now` from the registration time and the paid periods (see MySubscription in
 * libs/contracts for the meaning of each field).
 */
export function membershipState(
  registeredAt: Date,
  periods: SubscriptionPeriod[],
  now: Date,
  extra: {
    subscriptionNo: string | null;
    credits: CreditBalances;
    classesAttended: number;
    /** The plan's name (the plans module's PlansService.names); the slug when not given. */
    planName?: (slug: string, currency: Currency) => string;
    /** The student's trial length (SiteSettingsService.trialDaysFor: the length when they registered). */
    trialDays?: number;
    /** The student's pauses: one begun during the trial moves its end. */
    pauses?: readonly TrialPause[];
  },
): MySubscription {
  const sorted = [...periods].sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
  const trialEndsAt = trialEnd(registeredAt, extra.trialDays, extra.pauses);
  const t = now.getTime();
  const current = sorted.find((p) => p.startsAt.getTime() <= t && t < p.endsAt.getTime());
  let status: SubscriptionStatus;
  let stretch: Stretch;
  if (current) {
    status = 'active';
    stretch = { start: current.startsAt, end: chainEnd(current.endsAt, sorted), period: current };
  } else if (t < trialEndsAt.getTime()) {
    status = 'trial';
    const next = sorted.find(
      (p) => p.startsAt.getTime() <= trialEndsAt.getTime() && p.endsAt > now,
    );
    stretch = { start: registeredAt, end: chainEnd(trialEndsAt, sorted), period: next ?? null };
  } else {
    status = 'expired';
    const last = [...sorted].reverse().find((p) => p.endsAt.getTime() <= t);
    stretch = last
      ? { start: last.startsAt, end: last.endsAt, period: last }
      : { start: registeredAt, end: trialEndsAt, period: null };
  }
  const p = stretch.period;
  return {
    status,
    trial_ends_at: trialEndsAt.toISOString(),
    trial_days: extra.trialDays ?? TRIAL_DAYS,
    plan: p
      ? {
          id: p.plan,
          name: extra.planName ? extra.planName(p.plan, p.currency) : p.plan,
          months: p.months,
          currency: p.currency,
        }
      : null,
    starts_at: stretch.start.toISOString(),
    ends_at: stretch.end.toISOString(),
    days_left: Math.max(0, Math.ceil((stretch.end.getTime() - t) / DAY_MS)),
    subscription_no: extra.subscriptionNo,
    credits: extra.credits,
    classes_attended: extra.classesAttended,
  };
}
