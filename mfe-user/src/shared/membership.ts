import {
  formatIstDate,
  isEntitledStatus,
  Role,
  SUBSCRIPTION_MESSAGES,
  TRIAL_DAYS,
  type MySubscription,
} from '@yoga/contracts';

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

/** The API's 403 text: a plan that ended asks to renew, a trial that ended asks to choose a plan. */
export function notEntitledMessage(subscription: Pick<MySubscription, 'subscription_no'>): string {
  return subscription.subscription_no
    ? SUBSCRIPTION_MESSAGES.planEnded
    : SUBSCRIPTION_MESSAGES.trialEnded;
}

export function plural(count: number, one: string, many = `${one}s`): string {
  return `${count} ${count === 1 ? one : many}`;
}

export interface MembershipSummary {
  tone: 'success' | 'info' | 'warning';
  title: string;
  description: string;
}

/** The membership in words: trial (days left and end date), active (plan, end date, number), expired. */
export function membershipSummary(s: MySubscription): MembershipSummary {
  const number = s.subscription_no ? ` Subscription number ${s.subscription_no}.` : '';
  const until = s.ends_at ? formatIstDate(s.ends_at) : '';
  if (s.status === 'trial') {
    const trialEnd = formatIstDate(s.trial_ends_at);
    if (s.plan) {
      return {
        tone: 'success',
        title: `Free trial until ${trialEnd}, then your ${s.plan.name} plan is active until ${until}.`,
        description: `Your ${s.plan.name} plan (${plural(s.plan.months, 'month')}) starts when the trial ends, so you lose no day.${number}`,
      };
    }
    return {
      tone: 'info',
      title: `Your free ${TRIAL_DAYS}-day trial is active: ${plural(s.days_left, 'day')} left.`,
      description: `The trial ends on ${trialEnd}. Choose a plan to keep joining live classes after it; paying now never loses a trial day.`,
    };
  }
  if (s.status === 'active') {
    const name = s.plan ? `${s.plan.name} plan` : 'plan';
    return {
      tone: 'success',
      title: `Your ${name} is active until ${until}.`,
      description: `${plural(s.days_left, 'day')} left.${number} Renewing early adds the new plan after this one.`,
    };
  }
  return {
    tone: 'warning',
    title: notEntitledMessage(s),
    description: s.subscription_no
      ? `Your ${s.plan ? `${s.plan.name} ` : ''}plan ended${until ? ` on ${until}` : ''}. Choose a plan below to renew.${number}`
      : `Your free trial ended on ${formatIstDate(s.trial_ends_at)}. Choose a plan below to continue your daily live classes.`,
  };
}

/** The dashboard circle's caption: the trial's days until a plan is bought, then the plan's. */
export function daysLeftLabel(s: MySubscription | undefined): string {
  if (!s || (s.status !== 'active' && !s.plan && !s.subscription_no)) {
    return 'Days left in your free trial';
  }
  return 'Days left in your plan';
}
