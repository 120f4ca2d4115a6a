import { Injectable } from '@nestjs/common';
import type { AdminStats, AdminUserRow, BusinessMetrics } from '@yoga/contracts';
import { toPage, type PageQueryDto } from '../../common/paging/page-query.dto.js';
import { ClassesService } from '../classes/index.js';
import { PaymentsAdminService } from '../payments/index.js';
import { toAdminUserRow, UsersService } from '../users/index.js';

@Injectable()
export class AdminService {
  constructor(
    private readonly accounts: UsersService,
    private readonly classes: ClassesService,
    private readonly payments: PaymentsAdminService,
  ) {}

  /** Real counts under the spec's field names (`sessions` = paid payments). */
  async stats(): Promise<AdminStats> {
    const [counselors, students, sessions, complaints] = await Promise.all([
      this.accounts.count(),
      this.classes.count(),
      this.payments.countPaid(),
      this.accounts.countReferred(),
    ]);
    return { counselors, students, sessions, complaints };
  }

  metrics(): Promise<BusinessMetrics> {
    return this.payments.metrics();
  }

  async users(query: PageQueryDto): Promise<{ items: AdminUserRow[]; total: number }> {
    const { rows, total } = await this.accounts.page(toPage(query));
    return { items: rows.map(toAdminUserRow), total };
  }
}
