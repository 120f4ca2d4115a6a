import { Inject, Injectable, Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { ACCOUNT_MESSAGES, Role, type ErasureRow, type SuccessResponse } from '@yoga/contracts';
import type { AuthUser } from '../../common/decorators/current-user.decorator.js';
import { iso } from '../../common/http/iso.js';
import { CLOCK, type Clock } from '../../common/lifecycle/clock.js';
import { toPage, type PageQueryDto } from '../../common/paging/page-query.dto.js';
import { AccountRecoveryService, AccountThrottle } from '../account/index.js';
import { PasswordService } from '../auth/index.js';
import { PersonalDataRegistry } from '../personal-data/index.js';
import { Transactions } from '../../database/transactions.js';
import { UsersService } from '../users/index.js';
import type { DeleteAccountDto } from './dto/profile.dto.js';
import { AccountErasure } from './entities/account-erasure.entity.js';
import { ProfileService } from './profile.service.js';
import { ApiError } from '../../common/errors/api-error.js';

export const EXPORT_FORMAT = 'yogsutra-live/personal-data/1';

/** "Download my data" and "Delete my account": every registered contributor takes part. */
@Injectable()
export class AccountErasureService {
  private readonly logger = new Logger('Profile');

  constructor(
    private readonly dataSource: DataSource,
    private readonly tx: Transactions,
    private readonly registry: PersonalDataRegistry,
    private readonly profile: ProfileService,
    private readonly passwords: PasswordService,
    private readonly recovery: AccountRecoveryService,
    private readonly throttle: AccountThrottle,
    private readonly users: UsersService,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async export(userId: number): Promise<Record<string, unknown>> {
    await this.profile.user(userId);
    return {
      format: EXPORT_FORMAT,
      exported_at: this.clock.now().toISOString(),
      account_id: userId,
      ...(await this.registry.exportAll(userId)),
    };
  }

  async delete(auth: AuthUser, dto: DeleteAccountDto): Promise<SuccessResponse> {
    if (auth.role === Role.Admin) throw new ApiError('admin_cannot_delete_self');
    if (!dto.password && !dto.code) throw new ApiError('delete_proof_missing');
    const user = await this.profile.user(auth.id);
    await this.throttle.assertCodeCheck(user.email);
    const confirmedBy = dto.password ? 'password' : 'code';
    const ok = dto.password
      ? await this.passwords.verify(user.passwordHash, dto.password)
      : await this.recovery.spendOwnCode(user.id, dto.code!);
    if (!ok) throw new ApiError('delete_proof_wrong');

    await this.tx.run(async (em) => {
      const summary = await this.registry.eraseAll(user.id);
      // Last: every contributor has removed or detached its rows. Its tokens stop working at once.
      await this.users.remove(user.id);
      await em.insert(AccountErasure, {
        userId: user.id,
        role: user.role,
        confirmedBy,
        summary: JSON.stringify(summary),
      });
    });
    this.logger.log({ event: 'account_erased', userId: user.id, confirmedBy });
    return { success: true, message: ACCOUNT_MESSAGES.accountDeleted };
  }

  async erasures(query: PageQueryDto): Promise<{ items: ErasureRow[]; total: number }> {
    const { skip, take } = toPage(query);
    const [rows, total] = await this.dataSource
      .getRepository(AccountErasure)
      .findAndCount({ order: { id: 'DESC' }, skip, take });
    return {
      items: rows.map((r) => ({
        id: r.id,
        user_id: r.userId,
        role: r.role,
        confirmed_by: r.confirmedBy,
        summary: JSON.parse(r.summary) as string[],
        erased_at: iso(r.erasedAt),
      })),
      total,
    };
  }
}
