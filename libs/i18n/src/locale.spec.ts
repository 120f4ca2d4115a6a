import { localizePath, parseAcceptLanguage, pickLocale, splitLocalePath } from '@yoga/contracts';
import { LOCALE_STORAGE_KEY, detectLocale, readStoredLocale, storeLocale } from './locale';

describe('the /hi prefix', () => {
  it.each([
    ['/hi', 'hi', '/'],
    ['/hi/', 'hi', '/'],
    ['/hi/price', 'hi', '/price'],
    ['/hi/blogs/3', 'hi', '/blogs/3'],
    ['/hi/auth/login?next=%2Fuser', 'hi', '/auth/login?next=%2Fuser'],
    ['/hi?x=1', 'hi', '/?x=1'],
    ['/price', 'en', '/price'],
    ['/', 'en', '/'],
    ['/hindi', 'en', '/hindi'],
    ['/history', 'en', '/history'],
  ])('splits %s into %s and %s', (input, locale, path) => {
    expect(splitLocalePath(input)).toEqual({ locale, path });
  });

  it.each([
    ['/price', 'hi', '/hi/price'],
    ['/', 'hi', '/hi'],
    ['/?x=1', 'hi', '/hi?x=1'],
    ['/hi/price', 'hi', '/hi/price'],
    ['/hi/price', 'en', '/price'],
    ['/hi', 'en', '/'],
    ['/blogs/3#top', 'hi', '/hi/blogs/3#top'],
  ] as const)('localizes %s in %s as %s', (path, locale, expected) => {
    expect(localizePath(path, locale)).toBe(expected);
  });
});

describe('language detection', () => {
  beforeEach(() => localStorage.clear());

  it('takes the URL prefix first, then the stored choice, then the browser languages', () => {
    expect(detectLocale({ pathname: '/hi/price', stored: 'en', languages: ['en'] })).toBe('hi');
    expect(detectLocale({ pathname: '/price', stored: 'hi', languages: ['en'] })).toBe('hi');
    expect(detectLocale({ pathname: '/price', stored: 'en', languages: ['hi'] })).toBe('en');
    expect(detectLocale({ pathname: '/price', stored: null, languages: ['hi-IN', 'en'] })).toBe(
      'hi',
    );
    expect(detectLocale({ stored: null, languages: ['en-IN', 'hi'] })).toBe('en');
    expect(detectLocale({ stored: null, languages: ['mr-IN', 'hi'] })).toBe('hi');
    expect(detectLocale({ stored: null, languages: ['ta-IN'] })).toBe('en');
    expect(detectLocale({ stored: null, languages: [] })).toBe('en');
  });

  it('reads the choice kept in local storage, ignoring unknown values', () => {
    expect(readStoredLocale()).toBeNull();
    storeLocale('hi');
    expect(localStorage.getItem(LOCALE_STORAGE_KEY)).toBe('hi');
    expect(readStoredLocale()).toBe('hi');
    expect(detectLocale({ languages: ['en'] })).toBe('hi');
    localStorage.setItem(LOCALE_STORAGE_KEY, 'fr');
    expect(readStoredLocale()).toBeNull();
  });

  it('picks from Accept-Language by weight', () => {
    expect(parseAcceptLanguage('en-IN,en;q=0.9,hi;q=0.8')).toEqual(['en-IN', 'en', 'hi']);
    expect(parseAcceptLanguage('en;q=0.5, hi-IN')).toEqual(['hi-IN', 'en']);
    expect(parseAcceptLanguage('hi;q=0, en')).toEqual(['en']);
    expect(parseAcceptLanguage(undefined)).toEqual([]);
    expect(pickLocale(parseAcceptLanguage('fr, hi;q=0.4'))).toBe('hi');
    expect(pickLocale(parseAcceptLanguage('*'))).toBe('en');
  });
});
