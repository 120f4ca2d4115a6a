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
import { Transactions } from '../../database/transactions.js';
import { DomainEvents } from '../../events/index.js';

/**
 * What the audit log keeps of an account: its role and status, and which contact details changed
 * (never their values: the log outlives an erasure; the name is read when the log is read).
 */
const CONTACT = ['name', 'email', 'phone'] as const;
const access = (u: Pick<User, 'role' | 'status'>) => ({ role: u.role, status: u.status });

@Injectable()
export class ManageUsersService {
  constructor(
    private readonly users: UsersService,
    private readonly passwords: PasswordService,
    private readonly recovery: AccountRecoveryService,
    private readonly tx: Transactions,
    private readonly events: DomainEvents,
  ) {}

  /** The audit log's entry of an admin's change to an account (in the change's transaction). */
  private async audit(
    actor: AuthUser,
    userId: number,
    action: 'create' | 'update' | 'status' | 'delete',
    before: Record<string, unknown> | null,
    after: Record<string, unknown> | null,
  ): Promise<void> {
    await this.events.publish('admin.changed', {
      actorId: actor.id,
      entity: 'user',
      entityId: String(userId),
      action,
      before,
      after,
    });
  }

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
  async create(actor: AuthUser, dto: CreateManagedUserDto): Promise<CreateManagedUserResponse> {
    const user = await this.tx.run(async () => {
      const created = await this.users.create({
        name: dto.name,
        email: dto.email,
        phone: dto.phone ?? '',
        passwordHash: await this.passwords.hash(this.passwords.temporary()),
        role: dto.role ?? Role.User,
        status: dto.status ?? UserStatus.Active,
        referredBy: null,
        mustChangePassword: false,
      });
      await this.audit(actor, created.id, 'create', null, access(created));
      return created;
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

  /**
   * Any user's details, role included (a student who registered herself can be made an instructor);
   * never the admin's own role, nor the last active admin's. A role change is in the audit log.
   */
  async update(id: number, dto: UpdateManagedUserDto, actor: AuthUser): Promise<ManagedUser> {
    const user = await this.find(id);
    const role = dto.role ?? user.role;
    const status = dto.status ?? user.status;
    if (user.role === Role.Admin) await this.assertAllowed(actor, user, role, status);
    const email = normalizeEmail(dto.email);
    if (email !== user.email && (await this.users.emailTaken(email)))
      throw new ApiError('email_taken');
    endSessionsOnBlock(user, status);
    const before = { ...access(user), name: user.name, email: user.email, phone: user.phone };
    Object.assign(user, {
      name: dto.name.trim(),
      email,
      phone: dto.phone ?? dto.number ?? user.phone,
      role,
      status,
    });
    const contact = CONTACT.filter((field) => before[field] !== user[field]);
    const changed =
      before.role !== user.role || before.status !== user.status || contact.length > 0;
    const saved = await this.tx.run(async () => {
      const row = await this.users.save(user);
      if (changed)
        await this.audit(actor, id, 'update', access(before), {
          ...access(user),
          ...(contact.length ? { contact_changed: contact } : {}),
        });
      return row;
    });
    return toManagedUser(saved);
  }

  async setStatus(id: number, status: UserStatus, actor: AuthUser): Promise<ManagedUser> {
    const user = await this.find(id);
    if (user.role === Role.Admin) await this.assertAllowed(actor, user, user.role, status);
    endSessionsOnBlock(user, status);
    const before = user.status;
    user.status = status;
    const saved = await this.tx.run(async () => {
      const row = await this.users.save(user);
      if (before !== status) await this.audit(actor, id, 'status', { status: before }, { status });
      return row;
    });
    return toManagedUser(saved);
  }

  async remove(id: number, actor: AuthUser): Promise<void> {
    const user = await this.find(id);
    if (user.id === actor.id) throw new ApiError('cannot_change_own_account');
    if (user.role === Role.Admin) await this.assertAllowed(actor, user, null, null);
    await this.tx.run(async () => {
      await this.users.remove(id);
      await this.audit(actor, id, 'delete', access(user), null);
    });
  }
}

/**
 * Blocking ends every session for good: the token version moves on, so tokens issued before the
 * block stay dead after an unblock (the user signs in again).
 */
function endSessionsOnBlock(user: User, next: UserStatus) {
  if (next === UserStatus.Blocked && user.status !== UserStatus.Blocked) user.tokenVersion += 1;
}
