import { FIELD_LIMITS, FIELD_MESSAGES, MESSAGES } from '@yoga/contracts';
import { ruleFrom } from '@yoga/ui';
import {
  normaliseUserInput,
  USER_FIELD_MESSAGES,
  validateEmail,
  validateName,
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

  it('applies the one phone rule of libs/contracts: Indian mobiles and +country numbers', () => {
    expect(validatePhone('9876543210')).toBeUndefined();
    expect(validatePhone('+91 98765-43210')).toBeUndefined();
    expect(validatePhone('+44 20 7946 0958')).toBeUndefined();
    expect(validatePhone('12345')).toBe(FIELD_MESSAGES.invalidPhone);
    expect(validatePhone('abcdefghij')).toBe(FIELD_MESSAGES.invalidPhone);
    expect(validatePhone('98765abcde')).toBe(FIELD_MESSAGES.invalidPhone);
    expect(validatePhone('1234567890')).toBe(FIELD_MESSAGES.invalidPhone);
    expect(validatePhone('+1234567890123456')).toBe(FIELD_MESSAGES.invalidPhone);
  });

  it('counts a name in code points, as the database does', () => {
    expect(validateName('❤'.repeat(FIELD_LIMITS.name))).toBeUndefined();
    expect(validateName('🧘'.repeat(FIELD_LIMITS.name + 1))).toBe(
      FIELD_MESSAGES.tooLong('Name', FIELD_LIMITS.name),
    );
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
        phone: ' 98765 43210 ',
      }),
    ).toEqual({
      ...valid,
      email: 'priya@example.in',
      phone: '+919876543210',
    });
  });
});
