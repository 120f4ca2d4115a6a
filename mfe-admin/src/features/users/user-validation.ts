import { MESSAGES, ROLES, USER_STATUSES, type ManagedUserInput } from '@yoga/contracts';
import { isValidEmail } from '@yoga/ui';

export type UserField = keyof ManagedUserInput;
export type UserErrors = Partial<Record<UserField, string>>;

/** Indian mobile numbers and international ones: optional +, 10 to 15 digits, spaces or dashes allowed. */
const PHONE = /^\+?[\d\s-]{10,20}$/;

export const USER_FIELD_MESSAGES = {
  name: 'Please enter a name.',
  email: MESSAGES.invalidEmail,
  phone: 'Please enter a valid phone number.',
  role: 'Please choose a role.',
  status: 'Please choose a status.',
} as const;

export function validateName(value: string | undefined): string | undefined {
  return value && value.trim().length > 0 ? undefined : USER_FIELD_MESSAGES.name;
}

export function validateEmail(value: string | undefined): string | undefined {
  return value && isValidEmail(value) ? undefined : USER_FIELD_MESSAGES.email;
}

/** Optional (the seeded admin has none), but a number that is given must look like one. */
export function validatePhone(value: string | undefined): string | undefined {
  if (!value || value.trim() === '') return undefined;
  if (!PHONE.test(value.trim())) return USER_FIELD_MESSAGES.phone;
  const digits = value.replace(/\D/g, '').length;
  return digits >= 10 && digits <= 15 ? undefined : USER_FIELD_MESSAGES.phone;
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

/** Trimmed copy of the form values, as the API expects them. */
export function normaliseUserInput(input: ManagedUserInput): ManagedUserInput {
  return {
    name: input.name.trim(),
    email: input.email.trim().toLowerCase(),
    phone: (input.phone ?? '').trim(),
    role: input.role,
    status: input.status,
  };
}
