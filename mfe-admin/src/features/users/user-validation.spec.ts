import { MESSAGES } from '@yoga/contracts';
import { ruleFrom } from '@yoga/ui';
import {
  normaliseUserInput,
  USER_FIELD_MESSAGES,
  validateEmail,
  validatePhone,
  validateUserInput,
} from './user-validation';

const valid = {
  name: 'Priya Sharma',
  email: 'priya@example.in',
  phone: '9876543210',
  role: 'user',
  status: 'Active',
} as const;

describe('validateUserInput', () => {
  it('accepts a complete user', () => {
    expect(validateUserInput(valid)).toEqual({});
  });

  it('reports every missing field', () => {
    expect(validateUserInput({})).toEqual({
      name: USER_FIELD_MESSAGES.name,
      email: MESSAGES.invalidEmail,
      role: USER_FIELD_MESSAGES.role,
      status: USER_FIELD_MESSAGES.status,
    });
  });

  it('rejects a blank name, an unknown role and an unknown status', () => {
    expect(
      validateUserInput({ ...valid, name: '   ', role: 'superuser', status: 'Gone' as never }),
    ).toEqual({
      name: USER_FIELD_MESSAGES.name,
      role: USER_FIELD_MESSAGES.role,
      status: USER_FIELD_MESSAGES.status,
    });
  });

  it('accepts the three roles of the picker', () => {
    for (const role of ['user', 'instructor', 'admin'])
      expect(validateUserInput({ ...valid, role })).toEqual({});
  });
});

describe('field validators', () => {
  it('checks the email shape', () => {
    expect(validateEmail('a@b.in')).toBeUndefined();
    expect(validateEmail('not-an-email')).toBe(MESSAGES.invalidEmail);
    expect(validateEmail('a @b.in')).toBe(MESSAGES.invalidEmail);
  });

  it('accepts a missing phone number', () => {
    expect(validatePhone(undefined)).toBeUndefined();
    expect(validatePhone('  ')).toBeUndefined();
  });

  it('accepts 10 to 15 digit phone numbers with + spaces and dashes', () => {
    expect(validatePhone('9876543210')).toBeUndefined();
    expect(validatePhone('+91 98765-43210')).toBeUndefined();
    expect(validatePhone('12345')).toBe(USER_FIELD_MESSAGES.phone);
    expect(validatePhone('98765abcde')).toBe(USER_FIELD_MESSAGES.phone);
    expect(validatePhone('+1234567890123456')).toBe(USER_FIELD_MESSAGES.phone);
  });

  it('turns a validator into an antd rule that rejects with the message', async () => {
    const rule = ruleFrom(validateEmail);
    await expect(rule.validator(null, 'a@b.in')).resolves.toBeUndefined();
    await expect(rule.validator(null, 'x')).rejects.toThrow(MESSAGES.invalidEmail);
  });
});

describe('normaliseUserInput', () => {
  it('trims the fields and lower-cases the email', () => {
    expect(
      normaliseUserInput({
        ...valid,
        name: ' Priya Sharma ',
        email: ' Priya@Example.IN ',
        phone: ' 9876543210 ',
      }),
    ).toEqual({
      ...valid,
      email: 'priya@example.in',
    });
  });
});
