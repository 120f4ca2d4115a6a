import { positiveInt, type Env } from './env.js';

/** Abuse limits (docs/configuration.md#abuse-limits). Windows are in seconds. */
export interface LimitsConfig {
  /** Failed logins for one account from one IP before growing delays start. */
  loginPairFailures: number;
  /** Failed logins from one IP, whatever the accounts (distributed guessing), per window. */
  loginIpFailures: number;
  /**
   * Failed logins for one account from addresses and devices it never signed in from, whatever the
   * addresses, per window, before growing delays start for that account from unknown places.
   */
  loginAccountFailures: number;
  loginWindowSeconds: number;
  /** Longest delay a (account, IP) pair waits after repeated failures. */
  loginMaxDelaySeconds: number;
  registrationsPerIp: number;
  registrationWindowSeconds: number;
  bookingsPerStudent: number;
  bookingWindowSeconds: number;
  /** Demo bookings one student may hold for a future time at once. */
  openDemoBookings: number;
  /** Account mails (reset links, codes, email-change links) per address per window. */
  accountMailsPerAddress: number;
  /** Calls per client IP per window to each public account route. */
  accountCallsPerIp: number;
  accountWindowSeconds: number;
  /** Failed checks of offer, gift or certificate codes per account (of each kind), per window. */
  codeCheckAccountFailures: number;
  /** Failed checks of offer, gift or certificate codes per client IP (of each kind), per window. */
  codeCheckIpFailures: number;
  codeCheckWindowSeconds: number;
}

export const LIMITS_CONFIG = Symbol('LIMITS_CONFIG');

export function loadLimitsConfig(env: Env): LimitsConfig {
  return {
    loginPairFailures: positiveInt('LOGIN_RATE_LIMIT', env.LOGIN_RATE_LIMIT, 5),
    loginIpFailures: positiveInt('LOGIN_IP_RATE_LIMIT', env.LOGIN_IP_RATE_LIMIT, 100),
    loginAccountFailures: positiveInt('LOGIN_ACCOUNT_RATE_LIMIT', env.LOGIN_ACCOUNT_RATE_LIMIT, 20),
    loginWindowSeconds: positiveInt(
      'LOGIN_RATE_WINDOW_SECONDS',
      env.LOGIN_RATE_WINDOW_SECONDS,
      15 * 60,
    ),
    loginMaxDelaySeconds: positiveInt('LOGIN_MAX_DELAY_SECONDS', env.LOGIN_MAX_DELAY_SECONDS, 900),
    registrationsPerIp: positiveInt('REGISTER_RATE_LIMIT', env.REGISTER_RATE_LIMIT, 20),
    registrationWindowSeconds: positiveInt(
      'REGISTER_RATE_WINDOW_SECONDS',
      env.REGISTER_RATE_WINDOW_SECONDS,
      3600,
    ),
    bookingsPerStudent: positiveInt('BOOKING_RATE_LIMIT', env.BOOKING_RATE_LIMIT, 30),
    bookingWindowSeconds: positiveInt(
      'BOOKING_RATE_WINDOW_SECONDS',
      env.BOOKING_RATE_WINDOW_SECONDS,
      3600,
    ),
    openDemoBookings: positiveInt('MAX_OPEN_DEMO_BOOKINGS', env.MAX_OPEN_DEMO_BOOKINGS, 3),
    accountMailsPerAddress: positiveInt('ACCOUNT_MAIL_LIMIT', env.ACCOUNT_MAIL_LIMIT, 5),
    accountCallsPerIp: positiveInt('ACCOUNT_IP_LIMIT', env.ACCOUNT_IP_LIMIT, 30),
    accountWindowSeconds: positiveInt(
      'ACCOUNT_RATE_WINDOW_SECONDS',
      env.ACCOUNT_RATE_WINDOW_SECONDS,
      15 * 60,
    ),
    codeCheckAccountFailures: positiveInt(
      'CODE_CHECK_ACCOUNT_LIMIT',
      env.CODE_CHECK_ACCOUNT_LIMIT,
      20,
    ),
    codeCheckIpFailures: positiveInt('CODE_CHECK_IP_LIMIT', env.CODE_CHECK_IP_LIMIT, 20),
    codeCheckWindowSeconds: positiveInt(
      'CODE_CHECK_WINDOW_SECONDS',
      env.CODE_CHECK_WINDOW_SECONDS,
      15 * 60,
    ),
  };
}
