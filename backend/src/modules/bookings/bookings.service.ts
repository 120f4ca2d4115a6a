import { ConflictException, Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import { Repository } from 'typeorm';
import {
  istDate,
  istInstant,
  istTime,
  MESSAGES,
  type Booking as BookingDto,
  type BookingResponse,
  type BookingType,
} from '@yoga/contracts';
import { APP_CONFIG, type AppConfig } from '../../config/app.config.js';
import { CLOCK, type Clock } from '../../common/lifecycle/clock.js';
import { TooManyAttemptsException } from '../../common/http/too-many-attempts.exception.js';
import { toPage, type PageQueryDto } from '../../common/paging/page-query.dto.js';
import { consumeOrThrow, RateLimiters } from '../../common/rate-limit/rate-limiters.js';
import { isDuplicateKey } from '../../database/db-errors.js';
import { ClassesService } from '../classes/classes.service.js';
import { toBookingDto } from './bookings.mapper.js';
import type { ClassBookingDto, DemoBookingDto } from './dto/booking.dto.js';
import { Booking } from './entities/booking.entity.js';

export const openDemoLimitMessage = (max: number) =>
  `You already have ${max} upcoming demo ${max === 1 ? 'class' : 'classes'} booked. ` +
  'You can book another once one of them has taken place.';

@Injectable()
export class BookingsService {
  private readonly perStudent: RateLimiterAbstract;

  constructor(
    @InjectRepository(Booking) private readonly repo: Repository<Booking>,
    private readonly classes: ClassesService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(CLOCK) private readonly clock: Clock,
    limiters: RateLimiters,
  ) {
    this.perStudent = limiters.create('bookings', {
      points: config.limits.bookingsPerStudent,
      duration: config.limits.bookingWindowSeconds,
    });
  }

  private async save(
    userId: number,
    type: BookingType,
    classId: number | null,
    dto: DemoBookingDto,
  ): Promise<BookingDto> {
    const row = this.repo.create({
      userId,
      classId,
      type,
      name: dto.name,
      email: dto.email,
      phone: dto.phone,
      preferredDate: dto.preferred_date,
      preferredTime: dto.preferred_time,
      notes: dto.notes ?? null,
    });
    try {
      const saved = await this.repo.save(row);
      return toBookingDto(
        await this.repo.findOneOrFail({ where: { id: saved.id }, relations: { yogaClass: true } }),
      );
    } catch (error) {
      if (isDuplicateKey(error)) throw new ConflictException(MESSAGES.alreadyBooked);
      throw error;
    }
  }

  /** `userId` always comes from the token, never from the body. */
  async bookClass(userId: number, dto: ClassBookingDto): Promise<BookingResponse> {
    await consumeOrThrow(this.perStudent, String(userId));
    await this.classes.findEntity(dto.class_id);
    if (await this.repo.existsBy({ userId, classId: dto.class_id }))
      throw new ConflictException(MESSAGES.alreadyBooked);
    return {
      success: true,
      message: MESSAGES.classBooked,
      booking: await this.save(userId, 'class', dto.class_id, dto),
    };
  }

  async bookDemo(userId: number, dto: DemoBookingDto): Promise<BookingResponse> {
    await consumeOrThrow(this.perStudent, String(userId));
    await this.assertOpenDemoRoom(userId);
    return {
      success: true,
      message: MESSAGES.demoBooked,
      booking: await this.save(userId, 'demo', null, dto),
    };
  }

  /**
   * A student holds at most MAX_OPEN_DEMO_BOOKINGS demo bookings for a time still ahead (IST);
   * Retry-After says when the earliest of them has passed.
   */
  private async assertOpenDemoRoom(userId: number) {
    const max = this.config.limits.openDemoBookings;
    const now = this.clock.now();
    const [today, time] = [istDate(now), istTime(now)];
    const open = await this.repo
      .createQueryBuilder('b')
      .select(['b.preferredDate', 'b.preferredTime'])
      .where('b.userId = :userId AND b.type = :type', { userId, type: 'demo' })
      .andWhere(
        '(b.preferredDate > :today OR (b.preferredDate = :today AND b.preferredTime > :time))',
        { today, time },
      )
      .orderBy('b.preferredDate', 'ASC')
      .addOrderBy('b.preferredTime', 'ASC')
      .limit(max)
      .getMany();
    if (open.length < max) return;
    const first = istInstant(open[0].preferredDate, open[0].preferredTime);
    throw new TooManyAttemptsException(
      Math.max(1, Math.ceil((first.getTime() - now.getTime()) / 1000)),
      openDemoLimitMessage(max),
    );
  }

  async list(
    query: PageQueryDto,
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
    return { items: rows.map(toBookingDto), total };
  }
}
