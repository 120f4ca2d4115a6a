import { i18n, type Locale } from '@yoga/i18n';
import { formatPanelDateTime } from './use-admin-formats';

/** The "Last sign-in" cell: IST date and time, or "Never", in the active language. */
export function lastSignIn(value: string | null | undefined): string {
  const locale = i18n.locale as Locale;
  return value ? formatPanelDateTime(value, locale) : i18n._('admin.common.never');
}
