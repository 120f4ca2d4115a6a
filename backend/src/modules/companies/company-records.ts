import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { IsNull, type Repository } from 'typeorm';
import type { CompanySeatHolder, CompanyState } from '@yoga/contracts';
import { ApiError } from '../../common/errors/api-error.js';
import { CLOCK, type Clock } from '../../common/lifecycle/clock.js';
import { Transactions } from '../../database/transactions.js';
import { SubscriptionsService } from '../subscriptions/index.js';
import { CompanyAdmin } from './entities/company-admin.entity.js';
import { CompanySeat } from './entities/company-seat.entity.js';
import { Company } from './entities/company.entity.js';

/** The subscriptions door's key of a seat's access. */
export const SEAT_SOURCE = 'company_seat';

/**
 * What the company services share: the company's row lock, who administers it, its state, a seat as
 * its admin sees it, and the seats' access following the company's end.
 */
@Injectable()
export class CompanyRecords {
  private readonly companies: Repository<Company>;
  private readonly admins: Repository<CompanyAdmin>;

  constructor(
    @InjectRepository(Company) companies: Repository<Company>,
    @InjectRepository(CompanyAdmin) admins: Repository<CompanyAdmin>,
    private readonly subscriptions: SubscriptionsService,
    private readonly tx: Transactions,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {
    this.companies = tx.ambient(companies);
    this.admins = tx.ambient(admins);
  }

  /** Every current seat's access follows the company's end (through the subscriptions door). */
  async followSeats(company: Company): Promise<void> {
    const em = this.tx.open();
    const seats = await em
      .getRepository(CompanySeat)
      .findBy({ companyId: company.id, removedAt: IsNull() });
    for (const seat of seats)
      if (seat.userId !== null)
        await this.subscriptions.setSponsoredAccess({
          userId: seat.userId,
          source: SEAT_SOURCE,
          sourceId: seat.id,
          endsAt: company.endsAt,
        });
  }

  lockCompany(id: number): Promise<Company | null> {
    const em = this.tx.open();
    return this.tx
      .forUpdate(em.getRepository(Company).createQueryBuilder('c').where('c.id = :id', { id }))
      .getOne();
  }

  async assertAdmin(userId: number, companyId: number): Promise<void> {
    if (!(await this.admins.existsBy({ userId, companyId })))
      throw new ApiError('company_not_found');
  }

  companyState(c: Company): CompanyState {
    if (!c.endsAt) return 'pending';
    return c.endsAt > this.clock.now() ? 'active' : 'ended';
  }

  async stateOf(companyId: number): Promise<CompanyState> {
    const company = await this.companies.findOneBy({ id: companyId });
    return company ? this.companyState(company) : 'pending';
  }

  holderOf(seat: CompanySeat, name: string | null, state: CompanyState): CompanySeatHolder {
    return {
      seat_id: seat.id,
      email: seat.email,
      name,
      status: state === 'active' && seat.userId !== null ? 'active' : 'pending',
    };
  }
}
