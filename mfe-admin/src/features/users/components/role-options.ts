import { Role, ROLE_LABELS, USER_STATUSES } from '@yoga/contracts';

/** Role picker in the order the spec lists it: User, Instructor, Admin. */
export const ROLE_OPTIONS = [Role.User, Role.Instructor, Role.Admin].map((value) => ({
  value,
  label: ROLE_LABELS[value],
}));

export const STATUS_OPTIONS = USER_STATUSES.map((value) => ({ value, label: value }));
