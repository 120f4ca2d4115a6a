import {
  FIELD_LIMITS,
  codePointLength,
  formatPhone,
  hasLoneSurrogate,
  isValidEmail,
  isValidName,
  isValidPhone,
  normalizePhone,
  utf8ByteLength,
} from '../index.js';

describe('field rules', () => {
  it('counts code points and UTF-8 bytes as the database does', () => {
    expect(codePointLength('❤️'.repeat(60))).toBe(120);
    expect(codePointLength('🧘')).toBe(1);
    expect(utf8ByteLength('🧘'.repeat(17_000))).toBe(68_000);
    expect(utf8ByteLength('नमस्ते')).toBe(18);
  });

  it('accepts names up to 100 code points and refuses control characters and lone surrogates', () => {
    expect(isValidName('Asha Verma')).toBe(true);
    expect(isValidName('आशा वर्मा')).toBe(true);
    expect(isValidName('❤️'.repeat(50))).toBe(true);
    expect(isValidName('❤️'.repeat(60))).toBe(false);
    expect(isValidName('   ')).toBe(false);
    expect(isValidName('a\u0000b')).toBe(false);
    expect(isValidName('a\ud800b')).toBe(false);
    for (const bad of [
      'a\u202Eb',
      'a\u200Bb',
      'a\u0085b',
      'a\u2028b',
      'a\u200Db',
      '\u200Cअ',
      'अ\u200D',
    ])
      expect([bad, isValidName(bad)]).toEqual([bad, false]);
    for (const good of ['क्\u200Dष', 'श्\u200Cरी', '👩\u200D💻 Asha', 'José'])
      expect([good, isValidName(good)]).toEqual([good, true]);
    expect(hasLoneSurrogate('a\ud800b')).toBe(true);
    expect(hasLoneSurrogate('🧘')).toBe(false);
  });

  it('accepts ordinary email addresses only', () => {
    expect(isValidEmail('asha@example.in')).toBe(true);
    expect(isValidEmail(' Asha.V+yoga@Mail.Example.com ')).toBe(true);
    expect(isValidEmail('a\ud800b@example.com')).toBe(false);
    expect(isValidEmail('asha@localhost')).toBe(false);
    expect(isValidEmail('asha@@example.com')).toBe(false);
    expect(isValidEmail('as ha@example.com')).toBe(false);
    expect(isValidEmail(`${'a'.repeat(250)}@e.in`)).toBe(false);
  });

  it('normalises Indian mobiles to +91 and other countries to E.164', () => {
    expect(normalizePhone('98100 12345')).toBe('+919810012345');
    expect(normalizePhone('+91 98100-12345')).toBe('+919810012345');
    expect(normalizePhone('919810012345')).toBe('+919810012345');
    expect(normalizePhone('09810012345')).toBe('+919810012345');
    expect(normalizePhone('+1 (415) 555-0134')).toBe('+14155550134');
    expect(normalizePhone('+44 20 7946 0958')).toBe('+442079460958');
    for (const bad of ['abcdefghij', '12345', '5810012345', '+91 58100 12345', '+0123456789', '']) {
      expect(isValidPhone(bad)).toBe(false);
    }
    expect(normalizePhone('9'.repeat(40))).toBeNull();
    expect(formatPhone('+919810012345')).toBe('+91 98100 12345');
    expect((normalizePhone('+123456789012345') ?? '').length).toBeLessThanOrEqual(
      FIELD_LIMITS.phone,
    );
  });
});
