import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, Repository } from 'typeorm';
import {
  addIstDays,
  istInstant,
  istMonthRange,
  type AdminPaymentRecord,
  type BusinessMetrics,
  type AdminPaymentsResponse,
  type CreditBalances,
} from '@yoga/contracts';
import { CLOCK, type Clock } from '../../common/lifecycle/clock.js';
import { toPage } from '../../common/paging/page-query.dto.js';
import { GstDocumentsService, computeBusinessMetrics } from '../invoices/index.js';
import { SiteSettingsService } from '../site-settings/index.js';
import { SubscriptionsService, trialEnd } from '../subscriptions/index.js';
import { PlansService } from '../plans/index.js';
import { UsersService } from '../users/index.js';
import type { AdminPaymentsQueryDto } from './dto/payment.dto.js';
import { Payment } from './entities/payment.entity.js';
import { toPaymentRecord } from './payments.mapper.js';

/** GET /api/payments (admin): every payment with its student, filters, and this month's revenue. */
@Injectable()
export class PaymentsAdminService {
  constructor(
    @InjectRepository(Payment) private readonly payments: Repository<Payment>,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly documents: GstDocumentsService,
    private readonly users: UsersService,
    private readonly subscriptions: SubscriptionsService,
    private readonly plans: PlansService,
    private readonly settings: SiteSettingsService,
  ) {}

  async list(query: AdminPaymentsQueryDto): Promise<AdminPaymentsResponse> {
    const { skip, take } = toPage(query);
    const qb = this.baseQuery();
    if (query.q?.trim()) {
      // The users module finds the students whose name or email matches.
      const userIds = await this.users.idsMatching(query.q.trim());
      if (!userIds.length) qb.andWhere('1 = 0');
      else qb.andWhere('p.user_id IN (:...userIds)', { userIds });
    }
    if (query.status) qb.andWhere('p.status = :status', { status: query.status });
    if (query.plan) qb.andWhere('p.plan = :plan', { plan: query.plan });
    if (query.currency) qb.andWhere('p.currency = :currency', { currency: query.currency });
    if (query.from) qb.andWhere('p.created_at >= :from', { from: istInstant(query.from) });
    if (query.to) qb.andWhere('p.created_at < :to', { to: istInstant(addIstDays(query.to, 1)) });
    const total = await qb.getCount();
    return {
      items: await this.records(qb.orderBy('p.id', 'DESC').offset(skip).limit(take)),
      total,
      revenue_this_month: await this.revenueThisMonth(),
    };
  }

  /** One payment as the admin sees it (null when there is none). */
  async record(id: number): Promise<AdminPaymentRecord | null> {
    const [item] = await this.records(this.baseQuery().where('p.id = :id', { id }));
    return item ?? null;
  }

  private baseQuery() {
    return this.payments.createQueryBuilder('p');
  }

  /** The page's payments with their students (users module) and subscription numbers (subscriptions). */
  private async records(qb: ReturnType<PaymentsAdminService['baseQuery']>) {
    const entities = await qb.getMany();
    const userIds = entities.map((p) => p.userId).filter((id): id is number => id !== null);
    const [numbers, users, subscriptionNos, names] = await Promise.all([
      this.documents.numbersFor(entities.map((p) => p.id)),
      this.users.contactsOf(userIds),
      this.subscriptions.subscriptionNumbers(userIds),
      this.plans.names(),
    ]);
    return entities.map((p): AdminPaymentRecord => {
      const user = users.get(p.userId);
      return {
        ...toPaymentRecord(p, names, numbers.get(p.id)),
        user: {
          id: p.userId,
          name: user?.name ?? 'Deleted account',
          email: user?.email ?? '',
        },
        subscription_no: subscriptionNos.get(p.userId) ?? null,
        discount: p.discount,
        coupon: p.coupon,
        reference: p.reference,
        refund_reason: p.refundReason,
      };
    });
  }

  /** Paid payments (less partial refunds) whose paid time falls in the current IST month, per currency (minor units). */
  async revenueThisMonth(): Promise<CreditBalances> {
    const { start, end } = istMonthRange(this.clock.now());
    const rows = await this.payments
      .createQueryBuilder('p')
      .select('p.currency', 'currency')
      .addSelect('SUM(p.amount - p.refunded_amount)', 'total')
      .where("p.status = 'paid' AND p.paid_at >= :start AND p.paid_at < :end", { start, end })
      .groupBy('p.currency')
      .getRawMany<{ currency: string; total: number | string | null }>();
    const result: CreditBalances = { INR: 0, USD: 0 };
    for (const r of rows)
      if (r.currency === 'INR' || r.currency === 'USD') result[r.currency] = Number(r.total ?? 0);
    return result;
  }

  /**
   * GET /api/admin/metrics: the business numbers (invoices/metrics.ts decides what they mean) over
   * every student, every paid or refunded payment and every paid period with what was paid for it.
   */
  async metrics(): Promise<BusinessMetrics> {
    const [students, payments, periods] = await Promise.all([
      this.users.students(),
      this.payments.find({
        select: {
          id: true,
          userId: true,
          currency: true,
          amount: true,
          status: true,
          paidAt: true,
          recurringId: true,
        },
        where: { status: In(['paid', 'refunded']) },
      }),
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
        autoRenew: p.recurringId !== null,
      })),
      periods: periods.map((p) => ({
        userId: p.userId,
        currency: p.currency,
        amount: paid.get(p.paymentId)?.amount ?? 0,
        months: p.months,
        startsAt: p.startsAt,
        endsAt: p.endsAt,
        autoRenew: (paid.get(p.paymentId)?.recurringId ?? null) !== null,
      })),
    });
  }

  countPaid(): Promise<number> {
    return this.payments.countBy({ status: 'paid' });
  }
}
