import { formatIstDateTime } from '@yoga/contracts';

/** The "Last sign-in" cell: IST date and time, or "Never". */
export function lastSignIn(value: string | null | undefined): string {
  return value ? formatIstDateTime(value) : 'Never';
}
