import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, IsNull, type Repository } from 'typeorm';
import type { AdminCompanyRecord, MyCompany } from '@yoga/contracts';
import { ApiError } from '../../common/errors/api-error.js';
import { isDuplicateKey } from '../../database/db-errors.js';
import { Transactions } from '../../database/transactions.js';
import { OnDomainEvent, type DomainEvent } from '../../events/index.js';
import { PaymentsService } from '../payments/index.js';
import { SubscriptionsService } from '../subscriptions/index.js';
import { UsersService } from '../users/index.js';
import { CompanyAdmin } from './entities/company-admin.entity.js';
import { CompanySeatAttendance } from './entities/company-attendance.entity.js';
import { CompanyOrder } from './entities/company-order.entity.js';
import { CompanySeat } from './entities/company-seat.entity.js';
import { Company } from './entities/company.entity.js';
import { CompanyRecords, SEAT_SOURCE } from './company-records.js';

export { COMPANY_PAID_MESSAGE } from './company-settlement.service.js';

/**
 * Company seats (issue 35, docs/payments.md "Company seats"): the companies as their admins and the
 * site's admin see them, and the events that reach the seats (an address that registers, a class
 * attended). The order is `CompanyOrders`, what a paid one grants `CompanySettlement`, the seats'
 * assignment and use `CompanySeats`.
 */
@Injectable()
export class CompaniesService {
  private readonly companies: Repository<Company>;
  private readonly admins: Repository<CompanyAdmin>;
  private readonly seats: Repository<CompanySeat>;

  constructor(
    @InjectRepository(Company) companies: Repository<Company>,
    @InjectRepository(CompanyAdmin) admins: Repository<CompanyAdmin>,
    @InjectRepository(CompanySeat) seats: Repository<CompanySeat>,
    private readonly payments: PaymentsService,
    private readonly subscriptions: SubscriptionsService,
    private readonly users: UsersService,
    private readonly tx: Transactions,
    private readonly records: CompanyRecords,
  ) {
    this.companies = tx.ambient(companies);
    this.admins = tx.ambient(admins);
    this.seats = tx.ambient(seats);
  }

  /** The company the signed-in user administers (her newest), or null. */
  async mine(userId: number): Promise<MyCompany | null> {
    const admin = await this.admins.findOne({ where: { userId }, order: { companyId: 'DESC' } });
    const company = admin ? await this.companies.findOneBy({ id: admin.companyId }) : null;
    return company ? this.toMine(company) : null;
  }

  /** One company its admin sees (404 `company_not_found` for anyone else). */
  async one(userId: number, companyId: number): Promise<MyCompany> {
    await this.records.assertAdmin(userId, companyId);
    const company = await this.companies.findOneBy({ id: companyId });
    if (!company) throw new ApiError('company_not_found');
    return this.toMine(company);
  }

  /** The admin's list of companies, newest first, with their seats used. */
  async list(): Promise<AdminCompanyRecord[]> {
    const companies = await this.companies.find({ order: { id: 'DESC' }, take: 500 });
    if (!companies.length) return [];
    const ids = companies.map((c) => c.id);
    const used = await this.usedSeats(ids);
    const admins = await this.admins.find({ where: { companyId: In(ids) }, order: { id: 'ASC' } });
    const contacts = await this.users.contactsOf([...new Set(admins.map((a) => a.userId))]);
    const paidOrders = await this.tx
      .manager()
      .getRepository(CompanyOrder)
      .find({ where: { companyId: In(ids), status: 'paid' }, order: { paymentId: 'ASC' } });
    const lastPaid = new Map(paidOrders.map((o) => [o.companyId, o.paymentId]));
    const adminOf = new Map<number, string>();
    for (const a of admins)
      if (!adminOf.has(a.companyId)) adminOf.set(a.companyId, contacts.get(a.userId)?.email ?? '');
    return companies.map((c) => ({
      id: c.id,
      legal_name: c.legalName,
      gstin: c.gstin,
      state_code: c.stateCode,
      plan: c.plan,
      state: this.records.companyState(c),
      seats: c.seats,
      seats_used: used.get(c.id) ?? 0,
      ends_at: c.endsAt?.toISOString() ?? null,
      admin_email: adminOf.get(c.id) ?? '',
      created_at: c.createdAt.toISOString(),
      invoice_payment_id: lastPaid.get(c.id) ?? null,
    }));
  }

  // ---- events ----

  /** An account registered with an address that holds seats: they become hers (access if paid). */
  @OnDomainEvent('user.registered')
  async onRegistered(event: DomainEvent<'user.registered'>): Promise<void> {
    const user = await this.users.findById(event.payload.userId);
    if (!user) return;
    const em = this.tx.manager();
    const seats = await em
      .getRepository(CompanySeat)
      .findBy({ email: user.email.toLowerCase(), removedAt: IsNull(), userId: IsNull() });
    for (const seat of seats) {
      const company = await this.records.lockCompany(seat.companyId);
      if (!company) continue;
      seat.userId = user.id;
      await em.getRepository(CompanySeat).save(seat);
      if (company.endsAt)
        await this.subscriptions.setSponsoredAccess({
          userId: user.id,
          source: SEAT_SOURCE,
          sourceId: seat.id,
          endsAt: company.endsAt,
        });
    }
  }

  /** A seat holder attended a class: the company's usage counts it (once per seat and class). */
  @OnDomainEvent('attendance.recorded')
  async onAttendance(event: DomainEvent<'attendance.recorded'>): Promise<void> {
    const { userId, classId, joinedAt } = event.payload;
    const at = new Date(joinedAt);
    const em = this.tx.manager();
    const seats = await em.getRepository(CompanySeat).findBy({ userId, removedAt: IsNull() });
    for (const seat of seats) {
      const company = await em.getRepository(Company).findOneBy({ id: seat.companyId });
      if (!company?.endsAt || company.endsAt <= at) continue;
      if (await em.getRepository(CompanySeatAttendance).existsBy({ seatId: seat.id, classId }))
        continue;
      try {
        await em
          .getRepository(CompanySeatAttendance)
          .insert({ companyId: seat.companyId, seatId: seat.id, classId, joinedAt: at });
      } catch (error) {
        if (!isDuplicateKey(error)) throw error;
      }
    }
  }

  // ---- helpers ----

  private async usedSeats(companyIds: number[]): Promise<Map<number, number>> {
    const rows = (await this.seats
      .createQueryBuilder('s')
      .select('s.company_id', 'companyId')
      .addSelect('COUNT(*)', 'n')
      .where('s.company_id IN (:...ids)', { ids: companyIds })
      .andWhere('s.removed_at IS NULL')
      .groupBy('s.company_id')
      .getRawMany()) as { companyId: number | string; n: number | string }[];
    return new Map(rows.map((r) => [Number(r.companyId), Number(r.n)]));
  }

  private async toMine(company: Company): Promise<MyCompany> {
    const seats = await this.seats.find({
      where: { companyId: company.id, removedAt: IsNull() },
      order: { id: 'ASC' },
    });
    const names = await this.users.contactsOf(
      seats.map((s) => s.userId).filter((id): id is number => id !== null),
    );
    const state = this.records.companyState(company);
    return {
      id: company.id,
      legal_name: company.legalName,
      gstin: company.gstin,
      state_code: company.stateCode,
      address: company.address,
      plan: company.plan,
      state,
      email_domain: company.emailDomain,
      seats: company.seats,
      seats_used: seats.length,
      ends_at: company.endsAt?.toISOString() ?? null,
      seat_holders: seats.map((s) =>
        this.records.holderOf(
          s,
          s.userId !== null ? (names.get(s.userId)?.name ?? null) : null,
          state,
        ),
      ),
      renewal: await this.payments.renewalOf('company', company.id),
    };
  }
}
