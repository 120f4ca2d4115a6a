import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import {
  addIstDays,
  istInstant,
  istMonthRange,
  type AdminPaymentsResponse,
  type CreditBalances,
} from '@yoga/contracts';
import { CLOCK, type Clock } from '../../common/lifecycle/clock.js';
import { likeContains } from '../../common/http/iso.js';
import { toPage } from '../../common/paging/page-query.dto.js';
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
  ) {}

  async list(query: AdminPaymentsQueryDto): Promise<AdminPaymentsResponse> {
    const { skip, take } = toPage(query);
    const qb = this.payments
      .createQueryBuilder('p')
      .leftJoin(User, 'u', 'u.id = p.user_id')
      .leftJoin(Membership, 'm', 'm.user_id = p.user_id');
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
    const { entities, raw } = await qb
      .select('p')
      .addSelect('u.name', 'user_name')
      .addSelect('u.email', 'user_email')
      .addSelect('m.subscription_no', 'subscription_no')
      .orderBy('p.id', 'DESC')
      .offset(skip)
      .limit(take)
      .getRawAndEntities<{
        user_name: string | null;
        user_email: string | null;
        subscription_no: string | null;
      }>();
    return {
      items: entities.map((p, i) => ({
        ...toPaymentRecord(p),
        user: {
          id: p.userId,
          name: raw[i]?.user_name ?? 'Deleted account',
          email: raw[i]?.user_email ?? '',
        },
        subscription_no: raw[i]?.subscription_no ?? null,
      })),
      total,
      revenue_this_month: await this.revenueThisMonth(),
    };
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

  countPaid(): Promise<number> {
    return this.payments.countBy({ status: 'paid' });
  }
}
