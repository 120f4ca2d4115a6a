import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, Repository } from 'typeorm';
import {
  addIstDays,
  istInstant,
  istMonthRange,
  isCurrency,
  type AdminPaymentRecord,
  type AdminPaymentsResponse,
  type AmountByCurrency,
  type PaymentPurpose,
} from '@yoga/contracts';
import { CLOCK, type Clock } from '../../common/lifecycle/clock.js';
import { toPage } from '../../common/paging/page-query.dto.js';
import { GstDocumentsService } from '../invoices/index.js';
import { PlansService } from '../plans/index.js';
import { UsersService } from '../users/index.js';
import type { AdminPaymentsQueryDto } from './dto/payment.dto.js';
import { Payment } from './entities/payment.entity.js';
import { toPaymentRecord } from './payments.mapper.js';
import { PurchaseGrants } from '../purchase-grants/index.js';

/** A paid or refunded payment, as the business metrics (admin module) read it. */
export interface PaymentFact {
  id: number;
  userId: number;
  currency: Payment['currency'];
  amount: number;
  status: Payment['status'];
  paidAt: Date | null;
  /** A debit of a renewal. */
  autoRenew: boolean;
}

/** GET /api/payments (admin): every payment with its student, filters, and this month's revenue. */
@Injectable()
export class PaymentsAdminService {
  constructor(
    @InjectRepository(Payment) private readonly payments: Repository<Payment>,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly documents: GstDocumentsService,
    private readonly users: UsersService,
    private readonly grants: PurchaseGrants,
    private readonly plans: PlansService,
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

  /**
   * The page's payments with their students (users module) and the subscription numbers each purpose's
   * grant handler shows (a membership: the payer's own; a gift: none).
   */
  private async records(qb: ReturnType<PaymentsAdminService['baseQuery']>) {
    const entities = await qb.getMany();
    const userIds = entities.map((p) => p.userId).filter((id): id is number => id !== null);
    const byPurpose = new Map<PaymentPurpose, number[]>();
    for (const p of entities)
      byPurpose.set(p.purpose, [...(byPurpose.get(p.purpose) ?? []), p.userId]);
    const [numbers, users, names, ...nos] = await Promise.all([
      this.documents.numbersFor(entities.map((p) => p.id)),
      this.users.contactsOf(userIds),
      this.plans.names(),
      ...[...byPurpose].map(async ([purpose, ids]) => ({
        purpose,
        numbers: await this.grants.for(purpose).subscriptionNumbers(ids),
      })),
    ]);
    const subscriptionNos = new Map(nos.map((n) => [n.purpose, n.numbers]));
    return entities.map((p): AdminPaymentRecord => {
      const user = users.get(p.userId);
      return {
        ...toPaymentRecord(p, names, numbers.get(p.id)),
        user: {
          id: p.userId,
          name: user?.name ?? 'Deleted account',
          email: user?.email ?? '',
        },
        // A gift is not the buyer's own subscription (issue 38): its handler shows none.
        subscription_no: subscriptionNos.get(p.purpose)?.get(p.userId) ?? null,
        discount: p.discount,
        coupon: p.coupon,
        reference: p.reference,
        refund_reason: p.refundReason,
      };
    });
  }

  /**
   * Paid payments (less partial refunds) whose paid time falls in the current IST month, per currency
   * (minor units, never added across currencies): INR and USD always, an added currency (GBP, AED, CAD,
   * AUD, SGD) when anything was paid in it.
   */
  async revenueThisMonth(): Promise<AmountByCurrency> {
    const { start, end } = istMonthRange(this.clock.now());
    const rows = await this.payments
      .createQueryBuilder('p')
      .select('p.currency', 'currency')
      .addSelect('SUM(p.amount - p.refunded_amount)', 'total')
      .where("p.status = 'paid' AND p.paid_at >= :start AND p.paid_at < :end", { start, end })
      .groupBy('p.currency')
      .getRawMany<{ currency: string; total: number | string | null }>();
    const result: AmountByCurrency = { INR: 0, USD: 0 };
    for (const r of rows) if (isCurrency(r.currency)) result[r.currency] = Number(r.total ?? 0);
    return result;
  }

  /** Every paid or refunded payment, for the business metrics (GET /api/admin/metrics, admin module). */
  async facts(): Promise<PaymentFact[]> {
    const rows = await this.payments.find({
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
    });
    return rows.map((p) => ({
      id: p.id,
      userId: p.userId,
      currency: p.currency,
      amount: p.amount,
      status: p.status,
      paidAt: p.paidAt,
      autoRenew: p.recurringId !== null,
    }));
  }

  countPaid(): Promise<number> {
    return this.payments.countBy({ status: 'paid' });
  }
}
