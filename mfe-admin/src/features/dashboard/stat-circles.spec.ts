import { REFERRAL_STATUS_FALLBACK, statCircles } from './stat-circles';

describe('statCircles', () => {
  it('maps the spec field names to the four labels in order', () => {
    const circles = statCircles({ counselors: 7, students: 12, sessions: 3, complaints: 0 });
    expect(circles.map((c) => [c.label, c.value])).toEqual([
      ['Total Users', 7],
      ['Total Classes', 12],
      ['Payment Status', 3],
      ['Referral Status', 0],
    ]);
  });

  it('shows 14 for Referral Status only when complaints is missing', () => {
    expect(statCircles({ counselors: 1, students: 2, sessions: 0 })[3].value).toBe(
      REFERRAL_STATUS_FALLBACK,
    );
    expect(REFERRAL_STATUS_FALLBACK).toBe(14);
  });

  it('shows 0 rather than a made-up number for other missing counts', () => {
    expect(
      statCircles({})
        .slice(0, 3)
        .map((c) => c.value),
    ).toEqual([0, 0, 0]);
  });
});
