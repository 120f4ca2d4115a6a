import {
  ConflictException,
  Inject,
  Injectable,
  Logger,
  NotFoundException,
  type OnModuleInit,
} from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import { Repository, type EntityManager } from 'typeorm';
import {
  BOOKING_ERRORS,
  BOOKING_MESSAGES,
  canCancelBooking,
  istDate,
  istInstant,
  istTime,
  MESSAGES,
  type Booking as BookingDto,
  type BookingResponse,
  type BookingStatus,
  type BookingType,
  type CancelBookingResponse,
} from '@yoga/contracts';
import { APP_CONFIG, type AppConfig } from '../../config/app.config.js';
import { CLOCK, type Clock } from '../../common/lifecycle/clock.js';
import { TooManyAttemptsException } from '../../common/http/too-many-attempts.exception.js';
import { toPage, type PageQueryDto } from '../../common/paging/page-query.dto.js';
import type { AuthUser } from '../../common/decorators/current-user.decorator.js';
import { consumeOrThrow, RateLimiters } from '../../common/rate-limit/rate-limiters.js';
import { isDuplicateKey } from '../../database/db-errors.js';
import { Transactions } from '../../database/transactions.js';
import { seesClassLinks } from '../classes/classes.mapper.js';
import { ClassesService } from '../classes/classes.service.js';
import { YogaClass } from '../classes/entities/yoga-class.entity.js';
import { SubscriptionsService } from '../subscriptions/subscriptions.service.js';
import { toBookingDto } from './bookings.mapper.js';
import type { ClassBookingDto, DemoBookingDto } from './dto/booking.dto.js';
import { Booking } from './entities/booking.entity.js';
import { WaitlistNotifier, type WaitlistPlace } from './waitlist-notifier.js';

export const openDemoLimitMessage = (max: number) =>
  `You already have ${max} upcoming demo ${max === 1 ? 'class' : 'classes'} booked. ` +
  'You can book another once one of them has taken place.';

@Injectable()
export class BookingsService implements OnModuleInit {
  private readonly perStudent: RateLimiterAbstract;
  private readonly logger = new Logger('Bookings');

  constructor(
    @InjectRepository(Booking) private readonly repo: Repository<Booking>,
    private readonly classes: ClassesService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly subscriptions: SubscriptionsService,
    private readonly tx: Transactions,
    private readonly notifier: WaitlistNotifier,
    limiters: RateLimiters,
  ) {
    this.perStudent = limiters.create('bookings', {
      points: config.limits.bookingsPerStudent,
      duration: config.limits.bookingWindowSeconds,
    });
  }

  onModuleInit() {
    this.classes.onClassChanged(async (classId) => {
      await this.fillFromWaitlist(classId);
    });
  }

  private row(
    user: Pick<AuthUser, 'id'>,
    type: BookingType,
    classId: number | null,
    dto: DemoBookingDto,
    status: BookingStatus = 'booked',
  ): Partial<Booking> {
    return {
      userId: user.id,
      classId,
      type,
      name: dto.name,
      email: dto.email,
      phone: dto.phone,
      preferredDate: dto.preferred_date,
      preferredTime: dto.preferred_time,
      notes: dto.notes ?? null,
      status,
    };
  }

  private async save(
    user: Pick<AuthUser, 'id' | 'role'>,
    type: BookingType,
    classId: number | null,
    dto: DemoBookingDto,
  ): Promise<BookingDto> {
    try {
      const saved = await this.repo.save(this.repo.create(this.row(user, type, classId, dto)));
      return await this.load(saved.id, user);
    } catch (error) {
      if (isDuplicateKey(error)) throw new ConflictException(MESSAGES.alreadyBooked);
      throw error;
    }
  }

  private async load(id: number, user: Pick<AuthUser, 'role'>): Promise<BookingDto> {
    const row = await this.repo.findOneOrFail({ where: { id }, relations: { yogaClass: true } });
    const counts =
      row.classId === null ? undefined : (await this.countsOf([row.classId])).get(row.classId);
    return toBookingDto(row, seesClassLinks(user), counts);
  }

  /**
   * Takes a place (`booked`) or a waitlist entry (`waitlisted`) in a class, with the class row locked
   * (MySQL: SELECT … FOR UPDATE; sql.js: transactions run one at a time), so two students never take
   * the last place together. Free places go to the waitlist first (oldest entry first).
   */
  private async take(
    user: Pick<AuthUser, 'id' | 'role'>,
    dto: ClassBookingDto,
    status: BookingStatus,
  ): Promise<BookingDto> {
    await this.classes.findEntity(dto.class_id);
    await this.subscriptions.assertEntitled(user);
    const result = await this.tx.run(async (em) => {
      const yogaClass = await this.lockClass(em, dto.class_id);
      const mine = await em.findOneBy(Booking, { userId: user.id, classId: dto.class_id });
      if (mine)
        throw new ConflictException(
          mine.status === 'waitlisted'
            ? BOOKING_MESSAGES.alreadyWaitlisted
            : MESSAGES.alreadyBooked,
        );
      const promoted = await this.fill(em, yogaClass);
      const booked = await em.countBy(Booking, { classId: yogaClass.id, status: 'booked' });
      const full = yogaClass.capacity !== null && booked >= yogaClass.capacity;
      if (status === 'booked' && full)
        throw new ConflictException({
          message: BOOKING_MESSAGES.classFull,
          error: BOOKING_ERRORS.classFull,
        });
      if (status === 'waitlisted') {
        if (!full)
          throw new ConflictException({
            message: BOOKING_MESSAGES.hasPlaces,
            error: BOOKING_ERRORS.hasPlaces,
          });
        if (istInstant(yogaClass.date, yogaClass.time) <= this.clock.now())
          throw new ConflictException({
            message: BOOKING_MESSAGES.classStarted,
            error: BOOKING_ERRORS.started,
          });
      }
      try {
        const saved = await em.save(
          em.create(Booking, this.row(user, 'class', yogaClass.id, dto, status)),
        );
        return { id: saved.id, promoted };
      } catch (error) {
        if (isDuplicateKey(error)) throw new ConflictException(MESSAGES.alreadyBooked);
        throw error;
      }
    });
    this.classes.clearListCache();
    await this.notify(result.promoted);
    return this.load(result.id, user);
  }

  private async lockClass(em: EntityManager, classId: number): Promise<YogaClass> {
    const qb = em
      .getRepository(YogaClass)
      .createQueryBuilder('c')
      .where('c.id = :classId', { classId });
    const found = await this.tx.forUpdate(qb).getOne();
    if (!found) throw new NotFoundException('Class not found.');
    return found;
  }

  /** Gives the class's free places to the waitlist, first come first served (class row locked). */
  private async fill(em: EntityManager, yogaClass: YogaClass): Promise<WaitlistPlace[]> {
    if (istInstant(yogaClass.date, yogaClass.time) <= this.clock.now()) return [];
    const booked = await em.countBy(Booking, { classId: yogaClass.id, status: 'booked' });
    const free = yogaClass.capacity === null ? Infinity : yogaClass.capacity - booked;
    if (free <= 0) return [];
    const waiting = await em.find(Booking, {
      where: { classId: yogaClass.id, status: 'waitlisted' },
      order: { id: 'ASC' },
      take: Number.isFinite(free) ? free : undefined,
    });
    const promoted: WaitlistPlace[] = [];
    for (const w of waiting) {
      const res = await em.update(
        Booking,
        { id: w.id, status: 'waitlisted' },
        { status: 'booked' },
      );
      if (res.affected !== 0)
        promoted.push({ bookingId: w.id, userId: w.userId, classId: yogaClass.id });
    }
    return promoted;
  }

  /** After the promotion is committed; a failing notice never undoes the place. */
  private async notify(promoted: WaitlistPlace[]) {
    for (const place of promoted) {
      try {
        await this.notifier.placeGiven(place);
      } catch (error) {
        this.logger.error({ event: 'waitlist_notice_failed', ...place, error: String(error) });
      }
    }
  }

  /** A class changed (capacity raised…): its free places go to the waitlist. */
  async fillFromWaitlist(classId: number): Promise<WaitlistPlace[]> {
    const promoted = await this.tx.run(async (em) => {
      const found = await em.findOneBy(YogaClass, { id: classId });
      return found ? this.fill(em, await this.lockClass(em, classId)) : [];
    });
    if (promoted.length) this.classes.clearListCache();
    await this.notify(promoted);
    return promoted;
  }

  /** The user always comes from the token, never from the body; only entitled students book classes. */
  async bookClass(
    user: Pick<AuthUser, 'id' | 'role'>,
    dto: ClassBookingDto,
  ): Promise<BookingResponse> {
    await consumeOrThrow(this.perStudent, String(user.id));
    const booking = await this.take(user, dto, 'booked');
    return { success: true, message: MESSAGES.classBooked, booking };
  }

  /** A full class: a place in the queue; the first waitlisted student gets the next free place. */
  async joinWaitlist(
    user: Pick<AuthUser, 'id' | 'role'>,
    dto: ClassBookingDto,
  ): Promise<BookingResponse> {
    await consumeOrThrow(this.perStudent, String(user.id));
    const booking = await this.take(user, dto, 'waitlisted');
    return { success: true, message: BOOKING_MESSAGES.waitlistJoined, booking };
  }

  /**
   * Cancels one of the caller's own bookings (another's answers 404, as a missing one): a place up to
   * CANCEL_CUTOFF_MINUTES before the start (then the first waitlisted student gets it), a waitlist
   * entry until the start.
   */
  async cancel(user: Pick<AuthUser, 'id'>, id: number): Promise<CancelBookingResponse> {
    const now = this.clock.now();
    const result = await this.tx.run(async (em) => {
      const found = await em.findOne(Booking, {
        where: { id, userId: user.id },
        relations: { yogaClass: true },
      });
      if (!found) throw new NotFoundException(BOOKING_MESSAGES.notFound);
      const date = found.yogaClass?.date ?? found.preferredDate;
      const time = found.yogaClass?.time ?? found.preferredTime;
      if (found.status === 'waitlisted') {
        if (istInstant(date, time) <= now)
          throw new ConflictException({
            message: BOOKING_MESSAGES.classStarted,
            error: BOOKING_ERRORS.started,
          });
      } else if (!canCancelBooking(date, time, now)) {
        throw new ConflictException({
          message: BOOKING_MESSAGES.cancelClosed,
          error: BOOKING_ERRORS.cancelClosed,
        });
      }
      const yogaClass = found.classId === null ? null : await this.lockClass(em, found.classId);
      await em.delete(Booking, { id: found.id });
      const promoted = yogaClass && found.status === 'booked' ? await this.fill(em, yogaClass) : [];
      return { status: found.status, promoted };
    });
    this.classes.clearListCache();
    await this.notify(result.promoted);
    return {
      success: true,
      message:
        result.status === 'waitlisted'
          ? BOOKING_MESSAGES.waitlistLeft
          : BOOKING_MESSAGES.bookingCancelled,
    };
  }

  /** Demo bookings stay open to every signed-in student. */
  async bookDemo(
    user: Pick<AuthUser, 'id' | 'role'>,
    dto: DemoBookingDto,
  ): Promise<BookingResponse> {
    await consumeOrThrow(this.perStudent, String(user.id));
    await this.assertOpenDemoRoom(user.id);
    return {
      success: true,
      message: MESSAGES.demoBooked,
      booking: await this.save(user, 'demo', null, dto),
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
    const counts = await this.countsOf(rows.map((b) => b.classId));
    return {
      items: rows.map((b) =>
        toBookingDto(b, withLink, b.classId === null ? undefined : counts.get(b.classId)),
      ),
      total,
    };
  }

  /** Places taken and students waiting per class, in one query. */
  private async countsOf(
    ids: (number | null)[],
  ): Promise<Map<number, { booked: number; waitlisted: number }>> {
    const classIds = [...new Set(ids.filter((id): id is number => id !== null))];
    const counts = new Map<number, { booked: number; waitlisted: number }>();
    if (!classIds.length) return counts;
    const rows = (await this.repo
      .createQueryBuilder('b')
      .select('b.classId', 'classId')
      .addSelect('b.status', 'status')
      .addSelect('COUNT(*)', 'n')
      .where('b.classId IN (:...classIds)', { classIds })
      .groupBy('b.classId')
      .addGroupBy('b.status')
      .getRawMany()) as { classId: number | string; status: string; n: number | string }[];
    for (const r of rows) {
      const entry = counts.get(Number(r.classId)) ?? { booked: 0, waitlisted: 0 };
      if (r.status === 'waitlisted') entry.waitlisted = Number(r.n);
      else entry.booked = Number(r.n);
      counts.set(Number(r.classId), entry);
    }
    return counts;
  }
}
