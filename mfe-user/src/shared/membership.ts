import { isEntitledStatus, Role, TRIAL_DAYS, type MySubscription } from '@yoga/contracts';
import { formatShortDate, type Locale, type LocaleState } from '@yoga/i18n';

/**
 * Whether the signed-in person may book paid classes and join live ones: instructors (and admins) always,
 * a student while on the trial or a paid plan. Undefined while the membership is still unknown, so
 * nothing is disabled (or announced) before the answer arrives; the API checks again anyway.
 */
export function isEntitled(
  role: string | undefined,
  subscription: MySubscription | undefined,
): boolean | undefined {
  if (role && role !== Role.User) return true;
  if (!subscription) return undefined;
  return isEntitledStatus(subscription.status);
}

/**
 * The message ID of the API's 403 text (SUBSCRIPTION_MESSAGES): a plan that ended asks to renew, a trial
 * that ended asks to choose a plan.
 */
export function notEntitledMessage(subscription: Pick<MySubscription, 'subscription_no'>): string {
  return subscription.subscription_no ? 'user.planEnded' : 'user.trialEnded';
}

export interface MembershipSummary {
  tone: 'success' | 'info' | 'warning';
  title: string;
  description: string;
}

/**
 * The membership in words, in the active language (`t` and `locale` of useLocale()): trial (days left
 * and end date), active (plan, end date, number), expired.
 */
export function membershipSummary(
  s: MySubscription,
  t: LocaleState['t'],
  locale: Locale,
): MembershipSummary {
  const day = (value: string) => formatShortDate(value, locale);
  const number = s.subscription_no
    ? ` ${t('user.membership.number', { number: s.subscription_no })}`
    : '';
  const until = s.ends_at ? day(s.ends_at) : '';
  if (s.status === 'trial') {
    const trialEnd = day(s.trial_ends_at);
    if (s.plan) {
      return {
        tone: 'success',
        title: t('user.membership.trialThenPlan', { trialEnd, plan: s.plan.name, until }),
        description:
          t('user.membership.trialThenPlanMore', { plan: s.plan.name, months: s.plan.months }) +
          number,
      };
    }
    return {
      tone: 'info',
      title: t('user.membership.trial', {
        trialDays: s.trial_days ?? TRIAL_DAYS,
        days: s.days_left,
      }),
      description: t('user.membership.trialMore', { trialEnd }),
    };
  }
  if (s.status === 'active') {
    return {
      tone: 'success',
      title: s.plan
        ? t('user.membership.active', { plan: s.plan.name, until })
        : t('user.membership.activeUnnamed', { until }),
      description: `${t('user.membership.daysLeft', { days: s.days_left })}${number} ${t('user.membership.renewEarly')}`,
    };
  }
  return {
    tone: 'warning',
    title: t(notEntitledMessage(s)),
    description: s.subscription_no
      ? planEnded(t, s.plan?.name, until) + number
      : t('user.membership.trialEndedOn', { trialEnd: day(s.trial_ends_at) }),
  };
}

/** "Your Super Saver plan ended on 7 Jun 2027. Choose a plan below to renew." (name and date when known) */
function planEnded(t: LocaleState['t'], plan: string | undefined, until: string): string {
  if (plan) return t(`user.membership.planEnded${until ? 'On' : 'Plain'}`, { plan, until });
  return t(`user.membership.unnamedPlanEnded${until ? 'On' : 'Plain'}`, { until });
}

/** The message ID of the dashboard circle's caption: the trial's days until a plan is bought, then the plan's. */
export function daysLeftLabel(s: MySubscription | undefined): string {
  if (!s || (s.status !== 'active' && !s.plan && !s.subscription_no)) {
    return 'user.dashboard.trialDaysLeft';
  }
  return 'user.dashboard.planDaysLeft';
}
