import { isValidEmail } from './email';

describe('isValidEmail', () => {
  it.each([
    ['priya@example.in', true],
    ['priya.sharma+yoga@mail.co.in', true],
    [' priya@example.in ', true],
    ['priya@example', false],
    ['priya example.in', false],
  ])('%s → %s', (value, ok) => expect(isValidEmail(value)).toBe(ok));
});
