import { Injectable } from '@nestjs/common';
import { DataSource, IsNull, Not } from 'typeorm';
import type { AdminStats, AdminUserRow } from '@yoga/contracts';
import { toPage, type PageQueryDto } from '../../common/paging/page-query.dto.js';
import { YogaClass } from '../classes/entities/yoga-class.entity.js';
import { Payment } from '../payments/entities/payment.entity.js';
import { User } from '../users/entities/user.entity.js';
import { toAdminUserRow } from '../users/users.mapper.js';

@Injectable()
export class AdminService {
  constructor(private readonly dataSource: DataSource) {}

  /** Real counts under the spec's field names (`sessions` = paid payments). */
  async stats(): Promise<AdminStats> {
    const users = this.dataSource.getRepository(User);
    const [counselors, students, sessions, complaints] = await Promise.all([
      users.count(),
      this.dataSource.getRepository(YogaClass).count(),
      this.dataSource.getRepository(Payment).countBy({ status: 'paid' }),
      users.countBy({ referredBy: Not(IsNull()) }),
    ]);
    return { counselors, students, sessions, complaints };
  }

  async users(query: PageQueryDto): Promise<{ items: AdminUserRow[]; total: number }> {
    const { skip, take } = toPage(query);
    const [rows, total] = await this.dataSource
      .getRepository(User)
      .findAndCount({ order: { id: 'ASC' }, skip, take });
    return { items: rows.map(toAdminUserRow), total };
  }
}
