import type { Booking } from '@yoga/contracts';
import {
  bookingCalendarEvent,
  buildIcs,
  escapeIcsText,
  foldIcsLine,
  formatIcsUtc,
  icsFileName,
} from './ics';
import { setupI18n } from '@lingui/core';
import { yogaClass } from '../../test-fixtures';
import { messages as en } from '../../locales/en';
import { messages as hi } from '../../locales/hi';

/** The panel's messages in one language, as `useLocale().t` gives them. */
function textsIn(locale: 'en' | 'hi') {
  const i18n = setupI18n({ locale, messages: { [locale]: locale === 'en' ? en : hi } });
  return (id: string, values?: Record<string, unknown>) => i18n._(id, values);
}
const t = textsIn('en');

const classBooking: Booking = {
  id: 42,
  user_id: 7,
  class_id: 3,
  type: 'class',
  name: 'Priya Sharma',
  email: 'priya@example.in',
  phone: '9876543210',
  preferred_date: '2026-12-01',
  preferred_time: '06:45',
  notes: 'Knee injury; go easy, please',
  created_at: '2026-11-20T10:00:00.000Z',
  status: 'booked',
  class: yogaClass({
    title: 'Pranayama, Surya Namaskar; and more',
    date: '2026-12-01',
    time: '06:45',
    link: 'https://meet.example.in/abc?x=1,2',
  }),
};

describe('escapeIcsText', () => {
  it('escapes backslashes, semicolons, commas and newlines', () => {
    expect(escapeIcsText('a\\b;c,d\ne\r\nf')).toBe('a\\\\b\\;c\\,d\\ne\\nf');
  });
});

describe('formatIcsUtc', () => {
  it('writes the UTC basic format', () => {
    expect(formatIcsUtc(new Date('2026-12-01T01:15:00.000Z'))).toBe('20261201T011500Z');
  });
});

describe('foldIcsLine', () => {
  it('leaves short lines alone and folds long ones at 75 octets with CRLF and a space', () => {
    expect(foldIcsLine('SUMMARY:short')).toBe('SUMMARY:short');
    const long = `DESCRIPTION:${'x'.repeat(200)}`;
    const folded = foldIcsLine(long);
    const parts = folded.split('\r\n');
    expect(parts[0]).toHaveLength(75);
    for (const part of parts.slice(1)) {
      expect(part.startsWith(' ')).toBe(true);
      expect(part.length).toBeLessThanOrEqual(75);
    }
    expect(parts.map((p, i) => (i === 0 ? p : p.slice(1))).join('')).toBe(long);
  });

  it('never splits a multi-byte character', () => {
    const line = `SUMMARY:${'योग'.repeat(30)}`;
    const parts = foldIcsLine(line).split('\r\n');
    for (const part of parts) {
      expect(new TextEncoder().encode(part).length).toBeLessThanOrEqual(75);
    }
    expect(parts.map((p, i) => (i === 0 ? p : p.slice(1))).join('')).toBe(line);
  });
});

describe('buildIcs for a booking', () => {
  const now = new Date('2026-11-22T09:00:00.000Z');
  const event = bookingCalendarEvent(classBooking, {
    host: 'yoga.example.in',
    brand: 'YogSutra Live',
    t,
  });
  const ics = event ? buildIcs(event, now) : '';

  it('is a VCALENDAR with CRLF line endings only', () => {
    expect(ics.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(ics.endsWith('END:VEVENT\r\nEND:VCALENDAR\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  });

  it('starts at the India time in UTC and lasts the 45-minute routine', () => {
    expect(ics).toContain('\r\nDTSTART:20261201T011500Z\r\n');
    expect(ics).toContain('\r\nDTEND:20261201T020000Z\r\n');
    expect(ics).toContain('\r\nDTSTAMP:20261122T090000Z\r\n');
    expect(ics).toContain('\r\nUID:booking-42@yoga.example.in\r\n');
    expect(ics).toContain('\r\nPRODID:-//YogSutra Live//Student panel//EN\r\n');
  });

  it('writes every time in UTC (the `Z` form), so her calendar shows it on her own clock abroad (issue 37)', () => {
    // 1 Nov 2026 06:00 IST is 31 Oct 20:30 EDT in New York; 2 Nov 06:00 IST is 1 Nov 19:30 EST: the
    // calendar converts the UTC instant, across the daylight-saving change, with no zone table to carry.
    for (const [date, utc] of [
      ['2026-11-01', '20261101T003000Z'],
      ['2026-11-02', '20261102T003000Z'],
    ] as const) {
      const booking = { ...classBooking, class: { ...classBooking.class!, date, time: '06:00' } };
      const file = buildIcs(bookingCalendarEvent(booking, { host: 'h', brand: 'b', t })!, now);
      expect(file).toContain(`\r\nDTSTART:${utc}\r\n`);
      expect(file).not.toMatch(/TZID|DTSTART:\d{8}T\d{6}\r/);
    }
  });

  it('escapes the title and carries the join link', () => {
    const unfolded = ics.replace(/\r\n /g, '');
    expect(unfolded).toContain('SUMMARY:Pranayama\\, Surya Namaskar\\; and more · YogSutra Live');
    expect(unfolded).toContain('URL:https://meet.example.in/abc?x=1,2');
    expect(unfolded).toContain('Join: https://meet.example.in/abc?x=1\\,2');
    expect(unfolded).toContain('Notes: Knee injury\\; go easy\\, please');
  });

  it("points a student's class booking (which has no link) to My Bookings, where Join is", () => {
    const { link: _hidden, ...cls } = classBooking.class!;
    const withoutLink = bookingCalendarEvent(
      { ...classBooking, class: cls },
      {
        host: 'yoga.example.in',
        brand: 'YogSutra Live',
        joinPage: 'https://yoga.example.in/user/bookings',
        t,
      },
    );
    expect(withoutLink?.url).toBe('https://yoga.example.in/user/bookings');
    expect(withoutLink?.description).toContain(
      'Join from My Bookings, from 15 minutes before the start: https://yoga.example.in/user/bookings',
    );
  });

  it("is written in the student's language", () => {
    const demo = bookingCalendarEvent(
      { ...classBooking, type: 'demo', class: null, notes: 'पीठ में दर्द' },
      { host: 'yoga.example.in', brand: 'YogSutra Live', t: textsIn('hi') },
    );
    expect(demo?.title).toBe('डेमो योग क्लास · YogSutra Live');
    expect(demo?.location).toBe('ऑनलाइन');
    expect(demo?.description).toBe(
      'YogSutra Live: 2026-12-01 को 06:45 बजे (भारतीय समय) 45 मिनट का लाइव सत्र।\nनोट: पीठ में दर्द',
    );
    const english = bookingCalendarEvent(
      { ...classBooking, type: 'demo', class: null, notes: '' },
      { host: 'yoga.example.in', brand: 'YogSutra Live', t },
    );
    expect(english?.title).toBe('Demo yoga class · YogSutra Live');
    expect(english?.location).toBe('Online');
    expect(english?.description).toBe(
      'YogSutra Live: live 45-minute session on 2026-12-01 at 06:45 (India time).',
    );
  });

  it('names the file after the booking', () => {
    expect(icsFileName(classBooking)).toBe('yoga-class-2026-12-01-42.ics');
  });

  it('gives no event for a booking without a usable date', () => {
    expect(
      bookingCalendarEvent(
        { ...classBooking, class: null, preferred_date: '' },
        { host: 'x', brand: 'B', t },
      ),
    ).toBeNull();
  });
});
