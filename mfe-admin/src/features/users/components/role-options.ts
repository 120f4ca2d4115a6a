import { Role, USER_STATUSES } from '@yoga/contracts';
import type { LocaleState } from '@yoga/i18n';

type T = LocaleState['t'];

/** Role picker in the order the spec lists it: User, Instructor, Admin (in the active language). */
export const roleOptions = (t: T) =>
  [Role.User, Role.Instructor, Role.Admin].map((value) => ({
    value,
    label: t(`admin.role.${value}`),
  }));

export const statusOptions = (t: T) =>
  USER_STATUSES.map((value) => ({ value, label: t(`admin.userStatus.${value}`) }));
