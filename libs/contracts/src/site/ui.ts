/**
 * Timings and sizes of the web apps' animations and layout.
 */

export const TIMINGS = {
  heroIntervalMs: 5000,
  heroFirstAdvanceMs: 2000,
  benefitIntervalMs: 2000,
  benefitLockMs: 800,
  founderSpeedMs: 500,
  founderAutoplayMs: 4000,
  liveEventsIntervalMs: 3000,
  countUpMs: 2000,
  contactEntryMs: 800,
  contactStaggerMs: 200,
} as const;

export const LAYOUT = {
  mobileBreakpointPx: 768,
  drawerWidthPx: 300,
  usersTableMaxHeightPx: 600,
} as const;
