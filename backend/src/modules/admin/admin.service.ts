import { Injectable } from '@nestjs/common';
import type { AdminStats, AdminUserRow } from '@yoga/contracts';
import { toPage, type PageQueryDto } from '../../common/paging/page-query.dto.js';
import { ClassesService } from '../classes/classes.service.js';
import { toAdminUserRow } from '../users/users.mapper.js';
import { UsersService } from '../users/users.service.js';

@Injectable()
export class AdminService {
  constructor(
    private readonly accounts: UsersService,
    private readonly classes: ClassesService,
  ) {}

  /** Real counts under the spec's field names (there are no payments yet, so `sessions` is 0). */
  async stats(): Promise<AdminStats> {
    const [counselors, students, complaints] = await Promise.all([
      this.accounts.count(),
      this.classes.count(),
      this.accounts.countReferred(),
    ]);
    return { counselors, students, sessions: 0, complaints };
  }

  async users(query: PageQueryDto): Promise<{ items: AdminUserRow[]; total: number }> {
    const { rows, total } = await this.accounts.page(toPage(query));
    return { items: rows.map(toAdminUserRow), total };
  }
}
