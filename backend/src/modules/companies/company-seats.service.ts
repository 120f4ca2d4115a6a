import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, IsNull, MoreThanOrEqual, type Repository } from 'typeorm';
import {
  addIstDays,
  istInstant,
  istToday,
  type CompanySeatHolder,
  type CompanyUsage,
} from '@yoga/contracts';
import { ApiError } from '../../common/errors/api-error.js';
import { CLOCK, type Clock } from '../../common/lifecycle/clock.js';
import { Transactions } from '../../database/transactions.js';
import { DomainEvents } from '../../events/index.js';
import { SubscriptionsService } from '../subscriptions/index.js';
import { UsersService } from '../users/index.js';
import { CompanySeatAttendance } from './entities/company-attendance.entity.js';
import { CompanySeat } from './entities/company-seat.entity.js';
import { Company } from './entities/company.entity.js';
import { CompanyRecords, SEAT_SOURCE } from './company-records.js';

/**
 * A company's seats (issue 35): its admin assigns and removes them and sees this month's use; a user of
 * the company's email domain claims a free one. A holder's access goes through the subscriptions door.
 */
@Injectable()
export class CompanySeats {
  private readonly companies: Repository<Company>;
  private readonly seats: Repository<CompanySeat>;
  private readonly attendance: Repository<CompanySeatAttendance>;

  constructor(
    @InjectRepository(Company) companies: Repository<Company>,
    @InjectRepository(CompanySeat) seats: Repository<CompanySeat>,
    @InjectRepository(CompanySeatAttendance) attendance: Repository<CompanySeatAttendance>,
    private readonly subscriptions: SubscriptionsService,
    private readonly users: UsersService,
    private readonly events: DomainEvents,
    private readonly tx: Transactions,
    private readonly records: CompanyRecords,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {
    this.companies = tx.ambient(companies);
    this.seats = tx.ambient(seats);
    this.attendance = tx.ambient(attendance);
  }

  /** A seat for `email` (admin only): 409 `seats_full` beyond the seats bought, race-safe. */
  async assign(userId: number, companyId: number, email: string): Promise<CompanySeatHolder> {
    await this.records.assertAdmin(userId, companyId);
    const address = email.trim().toLowerCase();
    const holder = await this.users.findByEmail(address);
    const seat = await this.tx.run(async () => {
      const company = await this.records.lockCompany(companyId);
      if (!company) throw new ApiError('company_not_found');
      return this.addSeat(company, address, holder?.id ?? null, false);
    });
    return this.records.holderOf(seat, holder?.name ?? null, await this.records.stateOf(companyId));
  }

  /** Removes a seat (admin only): its holder's access ends at once. */
  async remove(userId: number, companyId: number, seatId: number): Promise<void> {
    await this.records.assertAdmin(userId, companyId);
    await this.tx.run(async (em) => {
      const company = await this.records.lockCompany(companyId);
      if (!company) throw new ApiError('company_not_found');
      const seat = await em.getRepository(CompanySeat).findOneBy({ id: seatId, companyId });
      if (!seat || seat.removedAt) throw new ApiError('company_seat_not_found');
      seat.removedAt = this.clock.now();
      await em.getRepository(CompanySeat).save(seat);
      if (seat.userId !== null)
        await this.subscriptions.setSponsoredAccess({
          userId: seat.userId,
          source: SEAT_SOURCE,
          sourceId: seat.id,
          endsAt: null,
        });
      await this.events.publish('company.seat_removed', {
        companyId,
        seatId: seat.id,
        userId: seat.userId,
      });
    });
  }

  /** Each current seat's classes attended this IST month (the company's own copy; no health data). */
  async usage(userId: number, companyId: number): Promise<CompanyUsage> {
    await this.records.assertAdmin(userId, companyId);
    const today = istToday(this.clock.now());
    const month = today.slice(0, 7);
    const first = `${month}-01`;
    const next = addIstDays(first, 32).slice(0, 7) + '-01';
    const seats = await this.seats.find({
      where: { companyId, removedAt: IsNull() },
      order: { id: 'ASC' },
    });
    const rows = seats.length
      ? await this.attendance.findBy({
          companyId,
          seatId: In(seats.map((s) => s.id)),
          joinedAt: MoreThanOrEqual(istInstant(first)),
        })
      : [];
    const end = istInstant(next).getTime();
    const counts = new Map<number, number>();
    for (const r of rows)
      if (r.joinedAt.getTime() < end) counts.set(r.seatId, (counts.get(r.seatId) ?? 0) + 1);
    const names = await this.users.contactsOf(
      seats.map((s) => s.userId).filter((id): id is number => id !== null),
    );
    return {
      month,
      seats: seats.map((s) => ({
        seat_id: s.id,
        email: s.email,
        name: s.userId !== null ? (names.get(s.userId)?.name ?? null) : null,
        classes_this_month: counts.get(s.id) ?? 0,
      })),
    };
  }

  /**
   * A signed-in user whose address is of a company's email domain claims one of its free seats (the
   * company paid and running); 404 `company_claim_unavailable` when none is free, 409 `seats_full`
   * when the last went meanwhile.
   */
  async claim(userId: number): Promise<CompanySeatHolder> {
    const user = await this.users.findById(userId);
    if (!user) throw new ApiError('user_not_found');
    const domain = user.email.split('@')[1]?.toLowerCase() ?? '';
    const now = this.clock.now();
    const candidates = await this.companies.find({
      where: { emailDomain: domain },
      order: { id: 'ASC' },
    });
    for (const candidate of candidates) {
      if (!candidate.endsAt || candidate.endsAt <= now) continue;
      const seat = await this.tx.run(async (em) => {
        const company = await this.records.lockCompany(candidate.id);
        if (!company) return null;
        const used = await em
          .getRepository(CompanySeat)
          .countBy({ companyId: company.id, removedAt: IsNull() });
        if (used >= company.seats) return null;
        return this.addSeat(company, user.email.toLowerCase(), user.id, true);
      });
      if (seat) return this.records.holderOf(seat, user.name, 'active');
    }
    throw new ApiError('company_claim_unavailable');
  }

  private async addSeat(
    company: Company,
    email: string,
    holderId: number | null,
    claimed: boolean,
  ): Promise<CompanySeat> {
    const em = this.tx.open();
    const current = await em
      .getRepository(CompanySeat)
      .findBy({ companyId: company.id, removedAt: IsNull() });
    if (current.some((s) => s.email === email)) throw new ApiError('company_seat_taken');
    if (current.length >= company.seats) throw new ApiError('seats_full');
    const seat = await em.getRepository(CompanySeat).save(
      em.getRepository(CompanySeat).create({
        companyId: company.id,
        email,
        userId: holderId,
        assignedAt: this.clock.now(),
        removedAt: null,
      }),
    );
    if (holderId !== null && company.endsAt)
      await this.subscriptions.setSponsoredAccess({
        userId: holderId,
        source: SEAT_SOURCE,
        sourceId: seat.id,
        endsAt: company.endsAt,
      });
    await this.events.publish('company.seat_assigned', {
      companyId: company.id,
      seatId: seat.id,
      userId: holderId,
      claimed,
    });
    return seat;
  }
}
