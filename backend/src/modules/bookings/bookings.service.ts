import { ConflictException, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import {
  MESSAGES,
  type Booking as BookingDto,
  type BookingResponse,
  type BookingType,
} from '@yoga/contracts';
import { toPage, type PageQueryDto } from '../../common/paging/page-query.dto.js';
import type { AuthUser } from '../../common/decorators/current-user.decorator.js';
import { seesClassLinks } from '../classes/classes.mapper.js';
import { ClassesService } from '../classes/classes.service.js';
import { SubscriptionsService } from '../subscriptions/subscriptions.service.js';
import { isDuplicateKey } from '../users/users.service.js';
import { toBookingDto } from './bookings.mapper.js';
import type { ClassBookingDto, DemoBookingDto } from './dto/booking.dto.js';
import { Booking } from './entities/booking.entity.js';

@Injectable()
export class BookingsService {
  constructor(
    @InjectRepository(Booking) private readonly repo: Repository<Booking>,
    private readonly classes: ClassesService,
    private readonly subscriptions: SubscriptionsService,
  ) {}

  private async save(
    user: Pick<AuthUser, 'id' | 'role'>,
    type: BookingType,
    classId: number | null,
    dto: DemoBookingDto,
  ): Promise<BookingDto> {
    const row = this.repo.create({
      userId: user.id,
      classId,
      type,
      name: dto.name,
      email: dto.email.trim(),
      phone: dto.phone,
      preferredDate: dto.preferred_date,
      preferredTime: dto.preferred_time,
      notes: dto.notes ?? null,
    });
    try {
      const saved = await this.repo.save(row);
      return toBookingDto(
        await this.repo.findOneOrFail({ where: { id: saved.id }, relations: { yogaClass: true } }),
        seesClassLinks(user),
      );
    } catch (error) {
      if (isDuplicateKey(error)) throw new ConflictException(MESSAGES.alreadyBooked);
      throw error;
    }
  }

  /** The user always comes from the token, never from the body; only entitled students book classes. */
  async bookClass(
    user: Pick<AuthUser, 'id' | 'role'>,
    dto: ClassBookingDto,
  ): Promise<BookingResponse> {
    await this.classes.findEntity(dto.class_id);
    await this.subscriptions.assertEntitled(user);
    if (await this.repo.existsBy({ userId: user.id, classId: dto.class_id }))
      throw new ConflictException(MESSAGES.alreadyBooked);
    return {
      success: true,
      message: MESSAGES.classBooked,
      booking: await this.save(user, 'class', dto.class_id, dto),
    };
  }

  /** Demo bookings stay open to every signed-in student. */
  async bookDemo(
    user: Pick<AuthUser, 'id' | 'role'>,
    dto: DemoBookingDto,
  ): Promise<BookingResponse> {
    return {
      success: true,
      message: MESSAGES.demoBooked,
      booking: await this.save(user, 'demo', null, dto),
    };
  }

  async list(
    query: PageQueryDto,
    withLink: boolean,
    userId?: number,
  ): Promise<{ items: BookingDto[]; total: number }> {
    const { skip, take } = toPage(query);
    const [rows, total] = await this.repo.findAndCount({
      where: userId === undefined ? {} : { userId },
      relations: { yogaClass: true },
      order: { id: 'DESC' },
      skip,
      take,
    });
    return { items: rows.map((b) => toBookingDto(b, withLink)), total };
  }
}
