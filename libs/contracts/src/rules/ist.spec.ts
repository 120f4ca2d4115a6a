import {
  canonicalTimeZone,
  formatIstTimePair,
  isTimeZone,
  localClock,
  addIstDays,
  addIstMonths,
  formatIstClock,
  formatIstDate,
  formatIstDateTime,
  isCalendarDate,
  istDate,
  istDaysBetween,
  istFinancialYear,
  istInstant,
  istMonthRange,
  istTime,
  istWeekday,
  istYear,
  subscriptionEndDate,
} from '../index.js';

describe('IST helper', () => {
  it('reads the India date and time around midnight IST (18:30 UTC)', () => {
    expect(istDate(new Date('2026-11-23T18:29:59Z'))).toBe('2026-11-23');
    expect(istTime(new Date('2026-11-23T18:29:59Z'))).toBe('23:59');
    expect(istDate(new Date('2026-11-23T18:30:00Z'))).toBe('2026-11-24');
    expect(istTime(new Date('2026-11-23T18:30:00Z'))).toBe('00:00');
    // 02:00 IST on the 24th is still the 23rd in UTC
    expect(istDate(new Date('2026-11-23T20:30:00Z'))).toBe('2026-11-24');
  });

  it('turns an IST date and time into the right instant', () => {
    expect(istInstant('2026-11-24', '00:00').toISOString()).toBe('2026-11-23T18:30:00.000Z');
    expect(istInstant('2026-11-24', '05:30').toISOString()).toBe('2026-11-24T00:00:00.000Z');
    expect(istInstant('2026-01-01').toISOString()).toBe('2025-12-31T18:30:00.000Z');
    expect(() => istInstant('2026-02-30')).toThrow(RangeError);
    expect(() => istInstant('2026-02-10', '24:00')).toThrow(RangeError);
  });

  it('checks real calendar dates', () => {
    expect(isCalendarDate('2026-02-28')).toBe(true);
    expect(isCalendarDate('2028-02-29')).toBe(true);
    expect(isCalendarDate('2026-02-29')).toBe(false);
    expect(isCalendarDate('2026-13-45')).toBe(false);
    expect(isCalendarDate('2026-1-5')).toBe(false);
    expect(isCalendarDate(20260105)).toBe(false);
  });

  it('adds days across month and year ends, and names weekdays', () => {
    expect(addIstDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addIstDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(istWeekday('2026-11-23')).toBe(1); // a Monday
    expect(istDaysBetween('2026-11-23', '2026-12-07')).toBe(14);
  });

  it('adds months on the IST calendar, clamping to the month end', () => {
    // 31 Jan 2026 23:00 IST (17:30 UTC) + 1 month = 28 Feb 2026 23:00 IST
    const start = istInstant('2026-01-31', '23:00');
    expect(istDate(addIstMonths(start, 1))).toBe('2026-02-28');
    expect(istTime(addIstMonths(start, 1))).toBe('23:00');
    expect(istDate(subscriptionEndDate(istInstant('2026-11-23', '10:00'), 12))).toBe('2027-11-23');
    expect(istDate(subscriptionEndDate(istInstant('2027-08-31', '00:10'), 6))).toBe('2028-02-29');
  });

  it('knows the IST year, the Indian financial year and the IST month', () => {
    expect(istYear(new Date('2026-12-31T18:30:00Z'))).toBe(2027);
    expect(istFinancialYear(istInstant('2026-11-23'))).toBe('2627');
    expect(istFinancialYear(istInstant('2027-03-31', '23:59'))).toBe('2627');
    expect(istFinancialYear(istInstant('2027-04-01', '00:00'))).toBe('2728');
    expect(istFinancialYear(new Date('2027-03-31T18:29:00Z'))).toBe('2627');
    expect(istFinancialYear(new Date('2027-03-31T18:30:00Z'))).toBe('2728');
    const { start, end } = istMonthRange(new Date('2026-11-30T19:00:00Z')); // 1 Dec IST
    expect(start.toISOString()).toBe('2026-11-30T18:30:00.000Z');
    expect(end.toISOString()).toBe('2026-12-31T18:30:00.000Z');
  });

  it('formats dates and times for people in India', () => {
    expect(formatIstDate('2026-11-23')).toBe('23 Nov 2026');
    expect(formatIstDate(new Date('2026-11-23T18:45:00Z'))).toBe('24 Nov 2026');
    expect(formatIstDateTime(new Date('2026-11-23T13:15:00Z'))).toMatch(
      /^23 Nov 2026, 6:45 pm IST$/i,
    );
    expect(formatIstClock('05:30')).toBe('5:30 am IST');
    expect(formatIstClock('18:45')).toBe('6:45 pm IST');
    expect(formatIstClock('00:05')).toBe('12:05 am IST');
  });
});

describe('a member abroad: her own clock beside India time (issue 37)', () => {
  it('knows IANA names and refuses offsets, abbreviations and made-up names', () => {
    expect(isTimeZone('America/New_York')).toBe(true);
    expect(isTimeZone('Asia/Calcutta')).toBe(true);
    expect(isTimeZone('Europe/London')).toBe(true);
    for (const bad of ['EST', 'IST5', '+05:30', 'Mars/Olympus', '', 'America/New York', 42, null])
      expect(isTimeZone(bad)).toBe(bad === 'EST'); // EST is an IANA zone name (fixed -05:00)
    expect(canonicalTimeZone('Asia/Calcutta')).toBe('Asia/Kolkata');
    expect(canonicalTimeZone('nonsense')).toBe('Asia/Kolkata');
  });

  it('says nothing more for India, or a zone that reads the same', () => {
    expect(localClock('2026-11-30T00:30:00Z', 'Asia/Kolkata')).toBeNull();
    expect(localClock('2026-11-30T00:30:00Z', 'Asia/Colombo')).toBeNull();
  });

  it('06:00 IST is 8:30 pm the day before in New York, across the daylight-saving change', () => {
    // 2 Nov 2026 06:00 IST = 2 Nov 00:30 UTC: New York went back to EST on 1 Nov at 06:00 UTC.
    expect(localClock(istInstant('2026-11-02', '06:00'), 'America/New_York')).toEqual({
      time: '7:30 pm',
      zone: 'EST',
      day_shift: -1,
    });
    expect(localClock(istInstant('2026-10-30', '06:00'), 'America/New_York')).toEqual({
      time: '8:30 pm',
      zone: 'EDT',
      day_shift: -1,
    });
  });

  it('names London and the Gulf, and the day after for the Pacific', () => {
    expect(localClock(istInstant('2026-07-01', '18:00'), 'Europe/London')).toEqual({
      time: '1:30 pm',
      zone: 'BST',
      day_shift: 0,
    });
    expect(localClock(istInstant('2026-07-01', '18:00'), 'Asia/Dubai')).toEqual({
      time: '4:30 pm',
      zone: 'GST', // Gulf Standard Time
      day_shift: 0,
    });
    expect(localClock(istInstant('2026-07-01', '20:00'), 'Pacific/Auckland')?.day_shift).toBe(1);
  });
});

describe('formatTimePair: India time and hers, in both languages (issue 37)', () => {
  it('writes both clocks and the day across New York’s daylight-saving change', () => {
    expect(formatIstTimePair('2026-10-31', '06:00', 'America/New_York', 'en')).toBe(
      '6:00 am IST · 8:30 pm EDT, the day before',
    );
    expect(formatIstTimePair('2026-11-02', '06:00', 'America/New_York', 'en')).toBe(
      '6:00 am IST · 7:30 pm EST, the day before',
    );
    expect(formatIstTimePair('2026-10-31', '06:00', 'America/New_York', 'hi')).toBe(
      'सुबह 6:00 बजे IST · रात 8:30 बजे EDT (एक दिन पहले)',
    );
    expect(formatIstTimePair('2026-07-01', '20:00', 'Pacific/Auckland', 'hi')).toBe(
      'रात 8:00 बजे IST · रात 2:30 बजे GMT+12 (अगले दिन)',
    );
    expect(formatIstTimePair('2026-07-01', '18:00', 'Europe/London', 'en')).toBe(
      '6:00 pm IST · 1:30 pm BST',
    );
  });

  it('is India time alone in India, with no zone, or for a malformed class', () => {
    expect(formatIstTimePair('2026-10-31', '18:45', 'Asia/Kolkata', 'en')).toBe('6:45 pm IST');
    expect(formatIstTimePair('2026-10-31', '18:45', null, 'hi')).toBe('शाम 6:45 बजे IST');
    expect(formatIstTimePair('2026-10-31', '18:45', 'Mars/Olympus', 'en')).toBe('6:45 pm IST');
    expect(formatIstTimePair('2026-02-30', '18:45', 'America/New_York', 'en')).toBe('18:45');
  });
});
