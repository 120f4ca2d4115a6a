import type { AdminUserRow } from '@yoga/contracts';

/** GET /api/admin/users plus its X-Total-Count header. */
export interface AdminUserList {
  items: AdminUserRow[];
  total: number;
}
