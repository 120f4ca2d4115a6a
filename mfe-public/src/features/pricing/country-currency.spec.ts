import { chooseCurrency, reportedCountry, type Currency } from '@yoga/contracts';
import { browserCountrySignals, preferredCurrency, storeCurrency } from '@yoga/i18n';

/**
 * Prices by country (issue 37): the currency a visitor is first shown on /price and in the checkout, from
 * what her browser reports (time zone first, then her languages' region), her own choice winning.
 */
const ALL: Currency[] = ['INR', 'USD', 'GBP', 'AED', 'CAD', 'AUD', 'SGD'];
const BASE: Currency[] = ['INR', 'USD'];

describe('the country → currency choice', () => {
  it.each([
    ['Europe/London', ['en-GB'], 'GBP'],
    ['Asia/Dubai', ['ar-AE', 'en'], 'AED'],
    ['America/Toronto', ['en-CA'], 'CAD'],
    ['America/Vancouver', ['en-US'], 'CAD'],
    ['Australia/Sydney', ['en-AU'], 'AUD'],
    ['Asia/Singapore', ['en-SG'], 'SGD'],
    ['America/New_York', ['en-US'], 'USD'],
    ['Europe/Paris', ['fr-FR'], 'USD'],
    // An Indian phone left in "en-US" is still in India.
    ['Asia/Kolkata', ['en-US'], 'INR'],
    ['Asia/Calcutta', ['hi-IN'], 'INR'],
  ] as const)('%s with %j → %s when the owner offers it', (timeZone, languages, expected) => {
    expect(chooseCurrency({ timeZone, languages }, ALL)).toBe(expected);
  });

  it('falls back to USD abroad when her country’s currency is not offered, INR when nothing is known', () => {
    expect(chooseCurrency({ timeZone: 'Europe/London', languages: ['en-GB'] }, BASE)).toBe('USD');
    expect(chooseCurrency({ timeZone: 'Asia/Dubai', languages: [] }, ['INR', 'USD', 'GBP'])).toBe(
      'USD',
    );
    // Only an offset, or nothing at all: as today, rupees.
    expect(chooseCurrency({ timeZone: 'UTC', languages: ['en-US'] }, ALL)).toBe('INR');
    expect(chooseCurrency({ languages: [] }, ALL)).toBe('INR');
    // A zone that says nothing about the country: the languages' region, when it names one sold here.
    expect(chooseCurrency({ timeZone: 'Etc/UTC', languages: ['en-GB'] }, ALL)).toBe('GBP');
    expect(reportedCountry({ timeZone: 'Europe/Berlin', languages: ['de-DE'] })).toBe('abroad');
  });

  it('keeps her own earlier choice when it is still offered', () => {
    const london = { timeZone: 'Europe/London', languages: ['en-GB'] };
    expect(chooseCurrency(london, ALL, 'INR')).toBe('INR');
    expect(chooseCurrency(london, ALL, 'USD')).toBe('USD');
    // No longer offered (the owner cleared AUD): her country's again.
    expect(chooseCurrency(london, ['INR', 'USD', 'GBP'], 'AUD')).toBe('GBP');
    expect(chooseCurrency(london, ALL, 'EUR')).toBe('GBP');
  });
});

describe('the browser side (@yoga/i18n)', () => {
  const realFormat = Intl.DateTimeFormat;
  afterEach(() => {
    Intl.DateTimeFormat = realFormat;
    localStorage.clear();
    jest.restoreAllMocks();
  });

  function reportFrom(timeZone: string, languages: string[]) {
    jest.spyOn(navigator, 'languages', 'get').mockReturnValue(languages);
    // Only the time zone is read: a stand-in for what the device reports.
    Intl.DateTimeFormat = function () {
      return { resolvedOptions: () => ({ timeZone }) };
    } as unknown as typeof Intl.DateTimeFormat;
  }

  it('reads the device’s time zone and languages, and remembers her choice', () => {
    reportFrom('Europe/London', ['en-GB', 'en']);
    expect(browserCountrySignals()).toEqual({
      timeZone: 'Europe/London',
      languages: ['en-GB', 'en'],
    });
    expect(preferredCurrency(ALL)).toBe('GBP');
    storeCurrency('USD');
    expect(preferredCurrency(ALL)).toBe('USD');
  });
});
