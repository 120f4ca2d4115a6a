import { Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { PersonalDataRegistry, type PersonalDataContributor } from '../personal-data/index.js';
import { toBookingDto } from './bookings.mapper.js';
import { BookingsService } from './bookings.service.js';
import { Booking } from './entities/booking.entity.js';
import { Transactions } from '../../database/transactions.js';

/** The person's class and demo bookings (with the contact details typed into them). */
@Injectable()
export class BookingsPersonalData implements PersonalDataContributor, OnModuleInit {
  readonly key = 'bookings';

  constructor(
    private readonly tx: Transactions,
    @InjectRepository(Booking) private readonly repo: Repository<Booking>,
    private readonly registry: PersonalDataRegistry,
    private readonly bookings: BookingsService,
  ) {}

  onModuleInit() {
    this.registry.register(this);
  }

  async export(userId: number) {
    const rows = await this.bookings.withClasses(
      await this.repo.find({ where: { userId }, order: { id: 'ASC' } }),
    );
    return rows.map((row) => {
      const { class: yogaClass, ...booking } = toBookingDto(row, false);
      // The class link is the instructor's, not the person's data (left out by the mapper).
      return yogaClass ? { ...booking, class: yogaClass } : booking;
    });
  }

  async erase(userId: number): Promise<string> {
    const em = this.tx.open();
    const result = await em.delete(Booking, { userId });
    return `${result.affected ?? 0} deleted`;
  }
}
