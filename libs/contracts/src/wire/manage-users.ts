import type { Role, UserStatus } from '../rules/roles.js';
import type { PageQuery } from './common.js';

/**
 * The admin's Users screen (/api/manageusers).
 *
 * The request and response types are generated from the server's classes (ADR 0016: the DTOs of
 * backend/src/modules/manage-users/dto and the schema classes of
 * backend/src/modules/manage-users/manage-users.schemas.ts); their documentation is there. Two have
 * no schema and stay written here: ManagedUserInput (the Users screen's form values, sent as either
 * request) and ManagedUsersQuery (a query string's parameters).
 */
export type {
  CreateManagedUserRequest,
  CreateManagedUserResponse,
  ManagedUser,
  UpdateManagedUserRequest,
  UpdateUserStatusRequest,
} from './api.generated.js';

/** The Users screen's form values (add and edit), sent as CreateManagedUserRequest or UpdateManagedUserRequest. */
export interface ManagedUserInput {
  name: string;
  email: string;
  phone: string;
  role: Role | string;
  status: UserStatus;
}

/** GET /api/manageusers: `search` matches the name (case-insensitive); `status` `All` or absent: every user. */
export interface ManagedUsersQuery extends PageQuery {
  search?: string;
  status?: UserStatus | 'All';
}
