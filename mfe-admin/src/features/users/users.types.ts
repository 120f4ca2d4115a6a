import type { ManagedUser, UserStatus } from '@yoga/contracts';

/** The status picker of the manage-user screen (spec section 5: All, Active, Blocked). */
export type StatusFilter = 'All' | UserStatus;

export interface UserFilter {
  search: string;
  status: StatusFilter;
}

export interface UserListArgs extends UserFilter {
  page: number;
  limit: number;
}

/** One page of GET /api/manageusers plus the X-Total-Count header. */
export interface ManagedUserPage {
  items: ManagedUser[];
  total: number;
}
