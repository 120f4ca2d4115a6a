import { formatIstDateTime } from '../rules/ist.js';

/**
 * Texts of the subscription and join routes (the spec's English, byte-exact).
 */

export const SUBSCRIPTION_MESSAGES = {
  /** 403 for a student whose trial ended and who never paid. */
  trialEnded: 'Your free trial has ended. Choose a plan to keep joining live classes.',
  /** 403 for a student whose paid plan ended. */
  planEnded: 'Your plan has ended. Renew to keep joining live classes.',
} as const;

/** 409 message before the window opens. */
export function joinOpensMessage(opens: Date | string): string {
  return `You can join this class from ${formatIstDateTime(opens)}.`;
}

/** 409 message after the window closed. */
export function joinClosedMessage(closes: Date | string): string {
  return `This class can no longer be joined: joining closed at ${formatIstDateTime(closes)}.`;
}
