import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, Repository } from 'typeorm';
import {
  addIstDays,
  istInstant,
  istMonthRange,
  Role,
  type AdminPaymentRecord,
  type BusinessMetrics,
  type AdminPaymentsResponse,
  type CreditBalances,
} from '@yoga/contracts';
import { CLOCK, type Clock } from '../../common/lifecycle/clock.js';
import { likeContains } from '../../common/http/iso.js';
import { toPage } from '../../common/paging/page-query.dto.js';
import { GstDocumentsService } from '../invoices/gst-documents.service.js';
import { computeBusinessMetrics } from '../invoices/metrics.js';
import { SubscriptionPeriod } from '../subscriptions/entities/subscription-period.entity.js';
import { trialEnd } from '../subscriptions/membership-state.js';
import { Membership } from '../subscriptions/entities/membership.entity.js';
import { User } from '../users/entities/user.entity.js';
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
  ) {}

  async list(query: AdminPaymentsQueryDto): Promise<AdminPaymentsResponse> {
    const { skip, take } = toPage(query);
    const qb = this.baseQuery();
    if (query.q?.trim())
      qb.andWhere("(LOWER(u.name) LIKE :q ESCAPE '!' OR LOWER(u.email) LIKE :q ESCAPE '!')", {
        q: likeContains(query.q.trim()),
      });
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
    return this.payments
      .createQueryBuilder('p')
      .leftJoin(User, 'u', 'u.id = p.user_id')
      .leftJoin(Membership, 'm', 'm.user_id = p.user_id');
  }

  private async records(qb: ReturnType<PaymentsAdminService['baseQuery']>) {
    const { entities, raw } = await qb
      .select('p')
      .addSelect('u.name', 'user_name')
      .addSelect('u.email', 'user_email')
      .addSelect('m.subscription_no', 'subscription_no')
      .getRawAndEntities<{
        user_name: string | null;
        user_email: string | null;
        subscription_no: string | null;
      }>();
    const numbers = await this.documents.numbersFor(entities.map((p) => p.id));
    return entities.map((p, i): AdminPaymentRecord => ({
      ...toPaymentRecord(p, numbers.get(p.id)),
      user: {
        id: p.userId,
        name: raw[i]?.user_name ?? 'Deleted account',
        email: raw[i]?.user_email ?? '',
      },
      subscription_no: raw[i]?.subscription_no ?? null,
      reference: p.reference,
      refund_reason: p.refundReason,
    }));
  }

  /** Paid payments whose paid time falls in the current IST month, per currency (minor units). */
  async revenueThisMonth(): Promise<CreditBalances> {
    const { start, end } = istMonthRange(this.clock.now());
    const rows = await this.payments
      .createQueryBuilder('p')
      .select('p.currency', 'currency')
      .addSelect('SUM(p.amount)', 'total')
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
    const em = this.payments.manager;
    const [students, payments, periods] = await Promise.all([
      em
        .getRepository(User)
        .find({ select: { id: true, createdAt: true }, where: { role: Role.User } }),
      this.payments.find({
        select: {
          id: true,
          userId: true,
          currency: true,
          amount: true,
          status: true,
          paidAt: true,
        },
        where: { status: In(['paid', 'refunded']) },
      }),
      em.getRepository(SubscriptionPeriod).find(),
    ]);
    const paid = new Map(payments.map((p) => [p.id, p.amount]));
    return computeBusinessMetrics({
      now: this.clock.now(),
      students: students.map((s) => ({ id: s.id, trialEndsAt: trialEnd(s.createdAt) })),
      payments: payments.map((p) => ({
        userId: p.userId,
        currency: p.currency,
        amount: p.amount,
        status: p.status,
        paidAt: p.paidAt,
      })),
      periods: periods.map((p) => ({
        userId: p.userId,
        currency: p.currency,
        amount: paid.get(p.paymentId) ?? 0,
        months: p.months,
        startsAt: p.startsAt,
        endsAt: p.endsAt,
      })),
    });
  }

  countPaid(): Promise<number> {
    return this.payments.countBy({ status: 'paid' });
  }
}
