import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { CLOCK, type Clock } from '../../common/lifecycle/clock.js';
import { Transactions } from '../../database/transactions.js';
import { PersonalDataRegistry, type PersonalDataContributor } from '../personal-data/index.js';
import { CompanyAdmin } from './entities/company-admin.entity.js';
import { CompanySeat } from './entities/company-seat.entity.js';

/** A person's company seats and the companies she administers; erasure removes her from both. */
@Injectable()
export class CompaniesPersonalData implements PersonalDataContributor, OnModuleInit {
  readonly key = 'companies';
  private readonly logger = new Logger('Companies');
  private readonly admins: Repository<CompanyAdmin>;
  private readonly seats: Repository<CompanySeat>;

  constructor(
    @InjectRepository(CompanyAdmin) admins: Repository<CompanyAdmin>,
    @InjectRepository(CompanySeat) seats: Repository<CompanySeat>,
    private readonly registry: PersonalDataRegistry,
    private readonly tx: Transactions,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {
    this.admins = tx.ambient(admins);
    this.seats = tx.ambient(seats);
  }

  onModuleInit() {
    this.registry.register(this);
  }

  export(userId: number) {
    return this.exportOf(userId);
  }

  async erase(userId: number): Promise<string> {
    return `${await this.eraseSeats(userId)} seats removed`;
  }

  /** Erasure: her seats go (their access with them) and she is no longer an admin of a company. */
  private async eraseSeats(userId: number): Promise<number> {
    const em = this.tx.open();
    const seats = await em.getRepository(CompanySeat).findBy({ userId });
    const now = this.clock.now();
    for (const seat of seats)
      await em
        .getRepository(CompanySeat)
        .update(
          { id: seat.id },
          { email: 'erased', userId: null, removedAt: seat.removedAt ?? now },
        );
    await em.getRepository(CompanyAdmin).delete({ userId });
    this.logger.log({ event: 'company_person_erased', seats: seats.length });
    return seats.length;
  }

  /** Export: her seats and the companies she administers. */
  private async exportOf(userId: number) {
    const [seats, admins] = await Promise.all([
      this.seats.find({ where: { userId }, order: { id: 'ASC' } }),
      this.admins.find({ where: { userId } }),
    ]);
    return {
      seats: seats.map((s) => ({
        company_id: s.companyId,
        email: s.email,
        assigned_at: s.assignedAt.toISOString(),
        removed_at: s.removedAt?.toISOString() ?? null,
      })),
      admin_of: admins.map((a) => a.companyId),
    };
  }
}
