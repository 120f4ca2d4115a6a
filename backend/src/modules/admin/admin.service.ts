import { Inject, Injectable } from '@nestjs/common';
import type { AdminStats, AdminUserRow, BusinessMetrics } from '@yoga/contracts';
import { CLOCK, type Clock } from '../../common/lifecycle/clock.js';
import { toPage, type PageQueryDto } from '../../common/paging/page-query.dto.js';
import { ClassesService } from '../classes/index.js';
import { computeBusinessMetrics } from '../invoices/index.js';
import { PaymentsAdminService } from '../payments/index.js';
import { SiteSettingsService } from '../site-settings/index.js';
import { SubscriptionsService, trialEnd } from '../subscriptions/index.js';
import { toAdminUserRow, UsersService } from '../users/index.js';

@Injectable()
export class AdminService {
  constructor(
    private readonly accounts: UsersService,
    private readonly classes: ClassesService,
    private readonly payments: PaymentsAdminService,
    private readonly subscriptions: SubscriptionsService,
    private readonly settings: SiteSettingsService,
    @Inject(CLOCK) private readonly clock: Clock,
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

  /**
   * GET /api/admin/metrics: the business numbers (invoices/metrics.ts decides what they mean) over
   * every student, every paid or refunded payment (payments) and every paid period (subscriptions).
   */
  async metrics(): Promise<BusinessMetrics> {
    const [students, payments, periods] = await Promise.all([
      this.accounts.students(),
      this.payments.facts(),
      this.subscriptions.allPeriods(),
    ]);
    const paid = new Map(payments.map((p) => [p.id, p]));
    const trialDays = await this.settings.trialDaysReader();
    return computeBusinessMetrics({
      now: this.clock.now(),
      students: students.map((s) => ({
        id: s.id,
        trialEndsAt: trialEnd(s.createdAt, trialDays(s.createdAt)),
      })),
      payments: payments.map((p) => ({
        userId: p.userId,
        currency: p.currency,
        amount: p.amount,
        status: p.status,
        paidAt: p.paidAt,
        autoRenew: p.autoRenew,
      })),
      periods: periods.map((p) => ({
        userId: p.userId,
        currency: p.currency,
        amount: paid.get(p.paymentId)?.amount ?? 0,
        months: p.months,
        startsAt: p.startsAt,
        endsAt: p.endsAt,
        autoRenew: paid.get(p.paymentId)?.autoRenew ?? false,
      })),
    });
  }

  async users(query: PageQueryDto): Promise<{ items: AdminUserRow[]; total: number }> {
    const { rows, total } = await this.accounts.page(toPage(query));
    return { items: rows.map(toAdminUserRow), total };
  }
}
