import {
  codePointLength,
  FIELD_LIMITS,
  isValidEmail,
  isValidName,
  isValidPhone,
  normalizeEmail,
  normalizePhone,
  ROLES,
  USER_STATUSES,
  type ManagedUserInput,
} from '@yoga/contracts';
import { localizedMessages } from '../../components/localized';
import './i18n';

export type UserField = keyof ManagedUserInput;
export type UserErrors = Partial<Record<UserField, string>>;

/** In English, `email` and `phone` are MESSAGES.invalidEmail and FIELD_MESSAGES.invalidPhone. */
export const USER_FIELD_MESSAGES = localizedMessages({
  name: 'admin.users.nameRequired',
  nameTooLong: ['admin.users.nameTooLong', { max: FIELD_LIMITS.name }],
  email: 'admin.users.invalidEmail',
  phone: 'admin.users.invalidPhone',
  role: 'admin.users.roleRequired',
  status: 'admin.users.statusRequired',
});

// The field rules are libs/contracts' (fields.ts): the same ones the student panel, the public forms and
// the server apply.
export function validateName(value: string | undefined): string | undefined {
  const text = value ?? '';
  if (isValidName(text)) return undefined;
  return codePointLength(value?.trim() ?? '') > FIELD_LIMITS.name
    ? USER_FIELD_MESSAGES.nameTooLong
    : USER_FIELD_MESSAGES.name;
}

export function validateEmail(value: string | undefined): string | undefined {
  return value && isValidEmail(value) ? undefined : USER_FIELD_MESSAGES.email;
}

/** Optional (the seeded admin has none), but a number that is given must look like one. */
export function validatePhone(value: string | undefined): string | undefined {
  if (!value || value.trim() === '') return undefined;
  return isValidPhone(value) ? undefined : USER_FIELD_MESSAGES.phone;
}

/** Every problem of an add/edit user form, keyed by field; empty when it can be sent. */
export function validateUserInput(input: Partial<ManagedUserInput>): UserErrors {
  const errors: UserErrors = {};
  const name = validateName(input.name);
  if (name) errors.name = name;
  const email = validateEmail(input.email);
  if (email) errors.email = email;
  const phone = validatePhone(input.phone);
  if (phone) errors.phone = phone;
  if (!input.role || !(ROLES as readonly string[]).includes(input.role))
    errors.role = USER_FIELD_MESSAGES.role;
  if (!input.status || !USER_STATUSES.includes(input.status))
    errors.status = USER_FIELD_MESSAGES.status;
  return errors;
}

/** Trimmed copy of the form values, as the API expects them (phones in their stored form). */
export function normaliseUserInput(input: ManagedUserInput): ManagedUserInput {
  const phone = (input.phone ?? '').trim();
  return {
    name: input.name.trim(),
    email: normalizeEmail(input.email),
    phone: phone ? (normalizePhone(phone) ?? phone) : '',
    role: input.role,
    status: input.status,
  };
}
