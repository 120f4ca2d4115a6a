import type { ManagedUser } from '@yoga/contracts';
import type { UserFilter, UserListArgs } from './users.types';

/**
 * Case-insensitive name-contains search combined with the status filter (spec section 5).
 * The server filters too; this keeps the table right while a refetch is in flight.
 */
export function filterUsers<T extends Pick<ManagedUser, 'name' | 'status'>>(
  users: readonly T[],
  filter: UserFilter,
): T[] {
  const needle = filter.search.trim().toLocaleLowerCase();
  return users.filter(
    (user) =>
      (filter.status === 'All' || user.status === filter.status) &&
      (needle === '' || user.name.toLocaleLowerCase().includes(needle)),
  );
}

/** Query string for the server: empty search and "All" are left out. */
export function userListParams(args: UserListArgs): Record<string, string | number> {
  const params: Record<string, string | number> = { page: args.page, limit: args.limit };
  const search = args.search.trim();
  if (search) params.search = search;
  if (args.status !== 'All') params.status = args.status;
  return params;
}
