import { Injectable } from '@nestjs/common';
import {
  normalizeEmail,
  Role,
  UserStatus,
  type CreateManagedUserResponse,
  type ManagedUser,
} from '@yoga/contracts';
import type { AuthUser } from '../../common/decorators/current-user.decorator.js';
import { toPage } from '../../common/paging/page-query.dto.js';
import { AccountRecoveryService } from '../account/index.js';
import { PasswordService } from '../auth/index.js';
import { type User, toManagedUser, UsersService } from '../users/index.js';
import type {
  CreateManagedUserDto,
  ManagedUsersQueryDto,
  UpdateManagedUserDto,
} from './dto/managed-user.dto.js';
import { ApiError } from '../../common/errors/api-error.js';

@Injectable()
export class ManageUsersService {
  constructor(
    private readonly users: UsersService,
    private readonly passwords: PasswordService,
    private readonly recovery: AccountRecoveryService,
  ) {}

  async list(query: ManagedUsersQueryDto): Promise<{ items: ManagedUser[]; total: number }> {
    const { rows, total } = await this.users.page(toPage(query), {
      search: query.search,
      status: query.status === 'All' ? undefined : query.status,
    });
    return { items: rows.map(toManagedUser), total };
  }

  /**
   * The account gets a random password nobody knows (never shown, never stored in clear); the user is
   * emailed a link to choose their own (issue 28: no temporary password for the admin to pass on).
   */
  async create(dto: CreateManagedUserDto): Promise<CreateManagedUserResponse> {
    const user = await this.users.create({
      name: dto.name,
      email: dto.email,
      phone: dto.phone ?? '',
      passwordHash: await this.passwords.hash(this.passwords.temporary()),
      role: dto.role ?? Role.User,
      status: dto.status ?? UserStatus.Active,
      referredBy: null,
      mustChangePassword: false,
    });
    const sent = await this.recovery.sendSetPasswordLink(user);
    return { ...toManagedUser(user), set_password_link_sent: sent };
  }

  private async find(id: number): Promise<User> {
    const user = await this.users.findById(id);
    if (!user) throw new ApiError('user_not_found');
    return user;
  }

  /** Self-protection and the last-admin rule, for a change that leaves `target` with `role`/`status`. */
  private async assertAllowed(
    actor: AuthUser,
    target: User,
    role: Role | null,
    status: UserStatus | null,
  ) {
    const losesAdmin = role !== Role.Admin || status !== UserStatus.Active;
    if (!losesAdmin) return;
    if (target.id === actor.id) throw new ApiError('cannot_change_own_account');
    if (
      target.role === Role.Admin &&
      target.status === UserStatus.Active &&
      (await this.users.countActiveAdmins()) <= 1
    ) {
      throw new ApiError('last_active_admin');
    }
  }

  async update(id: number, dto: UpdateManagedUserDto, actor: AuthUser): Promise<ManagedUser> {
    const user = await this.find(id);
    const role = dto.role ?? user.role;
    const status = dto.status ?? user.status;
    if (user.role === Role.Admin) await this.assertAllowed(actor, user, role, status);
    const email = normalizeEmail(dto.email);
    if (email !== user.email && (await this.users.emailTaken(email)))
      throw new ApiError('email_taken');
    endSessionsOnBlock(user, status);
    Object.assign(user, {
      name: dto.name.trim(),
      email,
      phone: dto.phone ?? dto.number ?? user.phone,
      role,
      status,
    });
    return toManagedUser(await this.users.save(user));
  }

  async setStatus(id: number, status: UserStatus, actor: AuthUser): Promise<ManagedUser> {
    const user = await this.find(id);
    if (user.role === Role.Admin) await this.assertAllowed(actor, user, user.role, status);
    endSessionsOnBlock(user, status);
    user.status = status;
    return toManagedUser(await this.users.save(user));
  }

  async remove(id: number, actor: AuthUser): Promise<void> {
    const user = await this.find(id);
    if (user.id === actor.id) throw new ApiError('cannot_change_own_account');
    if (user.role === Role.Admin) await this.assertAllowed(actor, user, null, null);
    await this.users.remove(id);
  }
}

/**
 * Blocking ends every session for good: the token version moves on, so tokens issued before the
 * block stay dead after an unblock (the user signs in again).
 */
function endSessionsOnBlock(user: User, next: UserStatus) {
  if (next === UserStatus.Blocked && user.status !== UserStatus.Blocked) user.tokenVersion += 1;
}
