import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { IsNull, type Repository } from 'typeorm';
import { subscriptionEndDate } from '@yoga/contracts';
import { ApiError } from '../../common/errors/api-error.js';
import { CLOCK, type Clock } from '../../common/lifecycle/clock.js';
import { Transactions } from '../../database/transactions.js';
import { DomainEvents } from '../../events/index.js';
import { PlansService } from '../plans/index.js';
import {
  PurchaseGrants,
  type Granted,
  type Purchase,
  type RenewalTerms,
} from '../purchase-grants/index.js';
import { SubscriptionsService } from '../subscriptions/index.js';
import { CompanyOrder } from './entities/company-order.entity.js';
import { CompanySeat } from './entities/company-seat.entity.js';
import { Company } from './entities/company.entity.js';
import { CompanyRecords, SEAT_SOURCE } from './company-records.js';

const DAY_MS = 24 * 3600 * 1000;

/** What verify answers the buyer of company seats. */
export const COMPANY_PAID_MESSAGE =
  'Payment received: your company seats are ready. Assign them in Company.';

/**
 * What a `company_seats` purchase grants (issue 35, docs/payments.md "Company seats"), inside payments'
 * settlement transactions: a paid order runs the company's seats one more period (with the B2B invoice
 * details), a refund or a partial one takes its time back, a renewal for fewer seats releases the
 * newest; and the terms of the company's automatic renewal.
 */
@Injectable()
export class CompanySettlement implements OnModuleInit {
  private readonly logger = new Logger('Companies');
  private readonly companies: Repository<Company>;

  constructor(
    @InjectRepository(Company) companies: Repository<Company>,
    private readonly subscriptions: SubscriptionsService,
    private readonly events: DomainEvents,
    private readonly tx: Transactions,
    private readonly grants: PurchaseGrants,
    private readonly records: CompanyRecords,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly plans: PlansService,
  ) {
    this.companies = tx.ambient(companies);
  }

  onModuleInit() {
    // What a `company_seats` purchase grants (payments calls these inside its settlement transactions).
    this.grants.register('company_seats', {
      rewardsReferrer: false,
      // One of the buyer's checkouts: serialised with her others by her membership row.
      lockBuyer: async (userId) => {
        await this.subscriptions.lockMembership(userId);
      },
      grant: (purchase) => this.paid(purchase),
      revoke: (purchase) => this.refunded(purchase),
      // A partial refund taken out of the membership shortens the seats' time (the membership rule).
      shorten: (purchase, fraction) => this.shortened(purchase, fraction),
      confirmation: async (purchase) => ({
        message: COMPANY_PAID_MESSAGE,
        subscription: await this.subscriptions.me(purchase.userId),
      }),
      subscriptionNumbers: async () => new Map(),
      // Automatic renewal (issue 35): each debit renews the seats as an order of them does, with the
      // company's B2B invoice (its legal name, address, GSTIN and place of supply: `paid`).
      renewal: {
        terms: (userId, companyId) => this.renewalTerms(userId, companyId),
        assertManager: (userId, companyId) => this.records.assertAdmin(userId, companyId),
        debitCreated: async (debit, companyId) => {
          const company = await this.companies.findOneBy({ id: companyId });
          if (!company) throw new Error(`No company ${companyId}`);
          await this.tx.open().getRepository(CompanyOrder).insert({
            companyId,
            paymentId: debit.paymentId,
            seats: company.seats,
            months: debit.months,
            status: 'created',
            periodStart: null,
            periodEnd: null,
          });
        },
      },
    });
  }

  /**
   * What each debit of the company's automatic renewal costs (one of its admins; anyone else 404
   * `company_not_found`): its plan's price × its seats now, in INR, its state the place of supply. Only
   * a company that was paid for renews this way (409 `company_not_paid`).
   */
  private async renewalTerms(userId: number, companyId: number): Promise<RenewalTerms> {
    await this.records.assertAdmin(userId, companyId);
    const company = await this.companies.findOneBy({ id: companyId });
    if (!company) throw new ApiError('company_not_found');
    if (!company.endsAt) throw new ApiError('company_not_paid');
    const price = await this.plans.price(company.plan, 'INR');
    return {
      plan: price.id,
      currency: 'INR',
      months: price.months,
      amount: price.amount * company.seats,
      name: `${price.name} (${company.seats} seats)`,
      stateCode: company.stateCode,
      endsAt: company.endsAt,
    };
  }

  /** The order was paid (in the settlement's transaction): the company's seats run one more period. */
  private async paid(purchase: Purchase): Promise<Granted> {
    const em = this.tx.open();
    const now = this.clock.now();
    const order = await em.getRepository(CompanyOrder).findOneBy({ paymentId: purchase.paymentId });
    if (!order) throw new Error(`No company order for payment ${purchase.paymentId}`);
    const company = await this.records.lockCompany(order.companyId);
    if (!company) throw new Error(`No company ${order.companyId}`);
    if (order.status !== 'paid') {
      const from = company.endsAt && company.endsAt > now ? company.endsAt : now;
      const to = subscriptionEndDate(from, order.months);
      order.status = 'paid';
      order.periodStart = from;
      order.periodEnd = to;
      await em.getRepository(CompanyOrder).save(order);
      const paidUntil = company.endsAt;
      company.endsAt = to;
      company.seats = order.seats;
      await em.getRepository(Company).save(company);
      await this.releaseBeyond(company, paidUntil);
      await this.records.followSeats(company);
      await this.events.publish('company.paid', {
        companyId: company.id,
        paymentId: purchase.paymentId,
        seats: order.seats,
        endsAt: to.toISOString(),
      });
    }
    return {
      period: { startsAt: order.periodStart ?? now, endsAt: order.periodEnd ?? now },
      subscriptionNo: null,
      recipient: {
        legalName: company.legalName,
        address: company.address,
        gstin: company.gstin,
        stateCode: company.stateCode,
      },
      quantity: order.seats,
    };
  }

  /** The order was refunded in full: its period goes; when no paid time is left, every seat ends now. */
  private async refunded(purchase: Purchase): Promise<void> {
    const em = this.tx.open();
    const order = await em.getRepository(CompanyOrder).findOneBy({ paymentId: purchase.paymentId });
    if (!order || order.status !== 'paid') return;
    const company = await this.records.lockCompany(order.companyId);
    if (!company) return;
    order.status = 'refunded';
    await em.getRepository(CompanyOrder).save(order);
    const others = await em
      .getRepository(CompanyOrder)
      .findBy({ companyId: company.id, status: 'paid' });
    const now = this.clock.now();
    // The other paid orders: those before it keep their periods, later ones move earlier (from now).
    const removedStart = order.periodStart ?? now;
    let end = null as Date | null;
    for (const o of others
      .filter((x) => x.periodStart && x.periodEnd)
      .sort((a, b) => a.periodStart!.getTime() - b.periodStart!.getTime())) {
      if (o.periodStart! < removedStart) {
        end = end && end > o.periodEnd! ? end : o.periodEnd!;
        continue;
      }
      const start: Date = end && end > now ? end : now;
      o.periodStart = start;
      o.periodEnd = subscriptionEndDate(start, o.months);
      await em.getRepository(CompanyOrder).save(o);
      end = o.periodEnd;
    }
    company.endsAt = end && end > now ? end : now;
    await em.getRepository(Company).save(company);
    await this.records.followSeats(company);
    await this.events.publish('company.refunded', {
      companyId: company.id,
      paymentId: purchase.paymentId,
      endsAt: company.endsAt.toISOString(),
    });
  }

  /**
   * A renewal for fewer seats than are assigned: the most recently assigned seats beyond the number are
   * released now (the admin chooses who stays by removing seats before paying). Each holder keeps her
   * access until the time already paid for ends (`paidUntil`; at once when it is over) and is told.
   */
  private async releaseBeyond(company: Company, paidUntil: Date | null): Promise<void> {
    const em = this.tx.open();
    const current = await em.getRepository(CompanySeat).find({
      where: { companyId: company.id, removedAt: IsNull() },
      order: { assignedAt: 'DESC', id: 'DESC' },
    });
    const now = this.clock.now();
    const until = paidUntil && paidUntil > now ? paidUntil : now;
    for (const seat of current.slice(0, Math.max(0, current.length - company.seats))) {
      seat.removedAt = now;
      await em.getRepository(CompanySeat).save(seat);
      if (seat.userId !== null)
        await this.subscriptions.setSponsoredAccess({
          userId: seat.userId,
          source: SEAT_SOURCE,
          sourceId: seat.id,
          endsAt: until,
        });
      await this.events.publish('company.seat_released', {
        companyId: company.id,
        legalName: company.legalName,
        seatId: seat.id,
        userId: seat.userId,
        accessEndsAt: until.toISOString(),
      });
    }
    if (current.length > company.seats)
      this.logger.log({
        event: 'company_seats_released',
        companyId: company.id,
        released: current.length - company.seats,
      });
  }

  /**
   * A partial refund the admin took out of the membership (`shorten_membership`): the order's period
   * ends round(its days × fraction) days earlier (never before now; the membership rule), the later
   * paid orders move earlier by as much, and every seat follows the company's new end.
   */
  private async shortened(purchase: Purchase, fraction: number): Promise<void> {
    const em = this.tx.open();
    const order = await em.getRepository(CompanyOrder).findOneBy({ paymentId: purchase.paymentId });
    if (!order || order.status !== 'paid' || !order.periodStart || !order.periodEnd) return;
    const company = await this.records.lockCompany(order.companyId);
    if (!company) return;
    const now = this.clock.now().getTime();
    const length = order.periodEnd.getTime() - order.periodStart.getTime();
    const days = Math.round((length / DAY_MS) * Math.min(Math.max(fraction, 0), 1));
    const earliest = Math.max(now, order.periodStart.getTime());
    const shift = Math.min(days * DAY_MS, order.periodEnd.getTime() - earliest);
    if (shift <= 0) return;
    const from = order.periodEnd.getTime();
    const paid = await em
      .getRepository(CompanyOrder)
      .findBy({ companyId: company.id, status: 'paid' });
    for (const o of paid) {
      if (!o.periodStart || !o.periodEnd) continue;
      if (o.paymentId === order.paymentId) o.periodEnd = new Date(from - shift);
      else if (o.periodStart.getTime() >= from) {
        o.periodStart = new Date(o.periodStart.getTime() - shift);
        o.periodEnd = new Date(o.periodEnd.getTime() - shift);
      } else continue;
      await em.getRepository(CompanyOrder).save(o);
    }
    if (company.endsAt && company.endsAt.getTime() >= from)
      company.endsAt = new Date(Math.max(now, company.endsAt.getTime() - shift));
    await em.getRepository(Company).save(company);
    await this.records.followSeats(company);
    await this.events.publish('company.refunded', {
      companyId: company.id,
      paymentId: purchase.paymentId,
      endsAt: company.endsAt!.toISOString(),
    });
  }
}
