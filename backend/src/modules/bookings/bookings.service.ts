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
import { ClassesService } from '../classes/classes.service.js';
import { isDuplicateKey } from '../users/users.service.js';
import { toBookingDto } from './bookings.mapper.js';
import type { ClassBookingDto, DemoBookingDto } from './dto/booking.dto.js';
import { Booking } from './entities/booking.entity.js';

@Injectable()
export class BookingsService {
  constructor(
    @InjectRepository(Booking) private readonly repo: Repository<Booking>,
    private readonly classes: ClassesService,
  ) {}

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
      );
    } catch (error) {
      if (isDuplicateKey(error)) throw new ConflictException(MESSAGES.alreadyBooked);
      throw error;
    }
  }

  /** `userId` always comes from the token, never from the body. */
  async bookClass(userId: number, dto: ClassBookingDto): Promise<BookingResponse> {
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
    return {
      success: true,
      message: MESSAGES.demoBooked,
      booking: await this.save(userId, 'demo', null, dto),
    };
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
