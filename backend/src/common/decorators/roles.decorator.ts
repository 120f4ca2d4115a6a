import { SetMetadata } from '@nestjs/common';
import type { Role } from '@yoga/contracts';

export const ROLES_KEY = 'roles';
/** Narrows a (signed-in) route to the given roles. */
export const Roles = (...roles: Role[]) => SetMetadata(ROLES_KEY, roles);
