import {
  formatDate,
  formatDateTime,
  formatLakhCrore,
  formatNumber,
  formatRupees,
  formatDateRange,
  formatShortDate,
  formatTime,
  formatWeekday,
} from './format';

describe('Indian formats', () => {
  it('groups digits in lakhs and crores in both languages, with Western digits', () => {
    expect(formatNumber(11800000, 'en')).toBe('1,18,00,000');
    expect(formatNumber(11800000, 'hi')).toBe('1,18,00,000');
    expect(formatNumber(3099, 'hi')).toBe('3,099');
    expect(formatNumber(4.567, 'en')).toBe('4.57');
  });

  it('prints rupees without paise when whole', () => {
    expect(formatRupees(3099, 'en')).toBe('₹3,099');
    expect(formatRupees(3099, 'hi')).toBe('₹3,099');
    expect(formatRupees(123456, 'hi')).toBe('₹1,23,456');
    expect(formatRupees(2324.5, 'en')).toBe('₹2,324.50');
  });

  it('names lakh and crore, never overstating', () => {
    expect(formatLakhCrore(11_800_000, 'hi')).toBe('1.18 करोड़');
    expect(formatLakhCrore(11_899_999, 'en')).toBe('1.18 crore');
    expect(formatLakhCrore(250_000, 'hi')).toBe('2.5 लाख');
    expect(formatLakhCrore(45_000, 'hi')).toBe('45,000');
  });

  it('writes dates on the IST calendar', () => {
    expect(formatDate('2026-11-23', 'hi')).toBe('23 नवंबर 2026');
    expect(formatDate('2026-11-23', 'en')).toBe('23 November 2026');
    // 20:00 UTC on the 22nd is already the 23rd in India.
    expect(formatDate(new Date('2026-11-22T20:00:00Z'), 'hi')).toBe('23 नवंबर 2026');
    expect(formatShortDate('2026-11-23', 'en')).toBe('23 Nov 2026');
    expect(formatWeekday('2026-11-23', 'hi')).toBe('सोमवार');
    expect(formatWeekday('2026-11-23', 'en')).toBe('Monday');
  });

  it('writes a span of days as people read it, in both languages (issue 38)', () => {
    expect(formatDateRange('2026-11-29', '2026-12-19', 'en')).toBe('29 Nov – 19 Dec 2026');
    expect(formatDateRange('2026-12-01', '2026-12-21', 'en')).toBe('1 – 21 Dec 2026');
    expect(formatDateRange('2026-12-29', '2027-01-04', 'en')).toBe('29 Dec 2026 – 4 Jan 2027');
    expect(formatDateRange('2026-12-05', '2026-12-05', 'en')).toBe('5 Dec 2026');
    expect(formatDateRange('2026-11-29', '2026-12-19', 'hi')).toBe(
      `29 ${formatShortDate('2026-11-29', 'hi').split(' ')[1]} – ${formatShortDate('2026-12-19', 'hi')}`,
    );
    expect(formatDateRange('2026-12-01', '2026-12-21', 'hi')).toBe(
      `1 – ${formatShortDate('2026-12-21', 'hi')}`,
    );
    expect(formatDateRange('2026-12-01', null, 'en')).toBe('from 1 Dec 2026');
    expect(formatDateRange(null, '2026-12-19', 'en')).toBe('until 19 Dec 2026');
    expect(formatDateRange('2026-12-01', null, 'hi')).toMatch(/^1 \S+ 2026 से$/);
    expect(formatDateRange(null, null, 'en')).toBe('');
  });

  it('writes times on the IST clock', () => {
    expect(formatTime('18:45', 'en')).toBe('6:45 pm IST');
    expect(formatTime('18:45', 'hi')).toBe('शाम 6:45 बजे IST');
    expect(formatTime('06:30', 'hi')).toBe('सुबह 6:30 बजे IST');
    expect(formatTime('00:15', 'en')).toBe('12:15 am IST');
    expect(formatTime('13:00', 'hi')).toBe('दोपहर 1:00 बजे IST');
    expect(formatTime('21:00', 'hi')).toBe('रात 9:00 बजे IST');
    expect(formatTime(new Date('2026-11-23T13:15:00Z'), 'en')).toBe('6:45 pm IST');
    expect(formatDateTime(new Date('2026-11-23T13:15:00Z'), 'hi')).toBe(
      '23 नवंबर 2026, शाम 6:45 बजे IST',
    );
  });
});
