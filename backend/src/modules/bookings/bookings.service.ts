import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import { In, MoreThan, Repository } from 'typeorm';
import {
  addIstDays,
  BOOKING_ERRORS,
  BOOKING_MESSAGES,
  canCancelBooking,
  istDate,
  istInstant,
  istTime,
  joinWindow,
  MESSAGES,
  type Booking as BookingDto,
  type BookingResponse,
  type BookingStatus,
  type BookingType,
  type CancelBookingResponse,
} from '@yoga/contracts';
import { LIMITS_CONFIG, type LimitsConfig } from '../../config/limits.config.js';
import { CLOCK, type Clock } from '../../common/lifecycle/clock.js';
import { TooManyAttemptsException } from '../../common/http/too-many-attempts.exception.js';
import type { PageQueryDto } from '../../common/paging/page-query.dto.js';
import type { AuthUser } from '../../common/decorators/current-user.decorator.js';
import { consumeOrThrow, RateLimiters } from '../../common/rate-limit/rate-limiters.js';
import { isDuplicateKey } from '../../database/db-errors.js';
import { Transactions } from '../../database/transactions.js';
import { DomainEvents, OnDomainEvent, type DomainEvent } from '../../events/index.js';
import {
  seesClassLinks,
  ClassesService,
  YogaClass,
  type ClassHolder,
  type PlaceCounts,
} from '../classes/index.js';
import { SubscriptionsService } from '../subscriptions/index.js';
import { SiteSettingsService } from '../site-settings/index.js';
import { toBookingDto } from './bookings.mapper.js';
import type { ClassBookingDto, DemoBookingDto } from './dto/booking.dto.js';
import { BookingLists } from './booking-lists.js';
import { Waitlist } from './waitlist.js';
import { Booking } from './entities/booking.entity.js';
import { ApiError } from '../../common/errors/api-error.js';

/** How far ahead a demo class can be asked for. */
const DEMO_DAYS_AHEAD = 30;

@Injectable()
export class BookingsService implements OnModuleInit {
  private readonly perStudent: RateLimiterAbstract;

  private readonly repo: Repository<Booking>;

  constructor(
    @InjectRepository(Booking) repo: Repository<Booking>,
    private readonly classes: ClassesService,
    @Inject(LIMITS_CONFIG) private readonly limits: LimitsConfig,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly subscriptions: SubscriptionsService,
    private readonly tx: Transactions,
    private readonly events: DomainEvents,
    private readonly settings: SiteSettingsService,
    limiters: RateLimiters,
    private readonly lists: BookingLists,
    private readonly waitlist: Waitlist,
  ) {
    this.repo = tx.ambient(repo);
    this.perStudent = limiters.create('bookings', {
      points: limits.bookingsPerStudent,
      duration: limits.bookingWindowSeconds,
    });
  }

  onModuleInit() {
    // The classes module shows and guards places without reading the bookings table itself.
    this.classes.useBookings({
      countsFor: (classIds) => this.countsFor(classIds),
      unbookedSql: (classIdColumn) => this.unbookedSql(classIdColumn),
      holdersOf: (classId) => this.holdersOf(classId),
    });
  }

  /**
   * A SQL condition true when no booking (booked or waitlisted) names the class whose id is in
   * `classIdColumn`: the timetable changes or removes a generated class only under it, in the same
   * statement, so a booking made at that moment is never lost.
   */
  unbookedSql(classIdColumn: string): string {
    return `NOT EXISTS (SELECT 1 FROM bookings b WHERE b.class_id = ${classIdColumn})`;
  }

  /** The places held (status booked, class bookings) in these classes: one query. */
  async placesIn(
    classIds: readonly number[],
    /** Per class, the booking id up to which its places are known already: only later ones. */
    after: ReadonlyMap<number, number> = new Map(),
  ): Promise<{ bookingId: number; userId: number; classId: number }[]> {
    if (!classIds.length) return [];
    const rows = await this.repo.find({
      select: { id: true, userId: true, classId: true },
      where: [...new Set(classIds)].map((classId) => ({
        classId,
        type: 'class' as const,
        status: 'booked' as const,
        id: MoreThan(after.get(classId) ?? 0),
      })),
      order: { id: 'ASC' },
    });
    return rows.map((b) => ({ bookingId: b.id, userId: b.userId, classId: b.classId! }));
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
      const saved = await this.tx.run(async (em) => {
        const row = await em.save(em.create(Booking, this.row(user, type, classId, dto)));
        await this.created(row);
        return row;
      });
      return await this.load(saved.id, user);
    } catch (error) {
      if (isDuplicateKey(error)) throw new ApiError('already_booked');
      throw error;
    }
  }

  private async load(id: number, user: Pick<AuthUser, 'role'>): Promise<BookingDto> {
    const [row] = await this.withClasses([await this.repo.findOneByOrFail({ id })]);
    const counts =
      row.classId === null ? undefined : (await this.countsFor([row.classId])).get(row.classId);
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
    const id = await this.tx.run(async (em) => {
      const yogaClass = await this.classes.lockForBooking(dto.class_id);
      const mine = await em.findOneBy(Booking, { userId: user.id, classId: dto.class_id });
      if (mine)
        throw new ApiError(mine.status === 'waitlisted' ? 'already_waitlisted' : 'already_booked');
      await this.assertNotOver(yogaClass);
      await this.waitlist.fill(yogaClass);
      const booked = await em.countBy(Booking, { classId: yogaClass.id, status: 'booked' });
      const full = yogaClass.capacity !== null && booked >= yogaClass.capacity;
      if (status === 'booked' && full)
        throw new ApiError('class_full', {}, { error: BOOKING_ERRORS.classFull });
      if (status === 'waitlisted') {
        if (!full) throw new ApiError('class_has_places', {}, { error: BOOKING_ERRORS.hasPlaces });
        if (istInstant(yogaClass.date, yogaClass.time) <= this.clock.now())
          throw new ApiError('class_started', {}, { error: BOOKING_ERRORS.started });
      }
      try {
        const saved = await em.save(
          em.create(Booking, this.row(user, 'class', yogaClass.id, dto, status)),
        );
        await this.created(saved);
        return saved.id;
      } catch (error) {
        if (isDuplicateKey(error)) throw new ApiError('already_booked');
        throw error;
      }
    });
    this.classes.clearListCache();
    return this.load(id, user);
  }

  /** In the transaction that saved the booking. */
  private async created(booking: Booking): Promise<void> {
    await this.events.publish('booking.created', {
      bookingId: booking.id,
      userId: booking.userId,
      type: booking.type,
      classId: booking.classId,
      status: booking.status,
    });
  }

  /**
   * An admin changed a class (raised its capacity, moved it…): its free places go to the waitlist, in
   * the delivery's transaction (a redelivered event finds nothing more to fill).
   */
  @OnDomainEvent('class.changed')
  async fillOnClassChange(event: DomainEvent<'class.changed'>): Promise<void> {
    const { classId } = event.payload;
    const promoted = await this.tx.run(async () => {
      const found = (await this.classes.byIds([classId])).get(classId);
      return found ? this.waitlist.fill(await this.classes.lockForBooking(classId)) : 0;
    });
    if (promoted) this.tx.afterCommit(() => this.classes.clearListCache());
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
    const cutoff = await this.settings.cancelCutoffMinutes();
    const status = await this.tx.run(async (em) => {
      const found = await em.findOne(Booking, { where: { id, userId: user.id } });
      if (!found) throw new ApiError('booking_not_found');
      const yogaClass =
        found.classId === null ? null : await this.classes.lockForBooking(found.classId);
      const date = yogaClass?.date ?? found.preferredDate;
      const time = yogaClass?.time ?? found.preferredTime;
      if (found.status === 'waitlisted') {
        if (istInstant(date, time) <= now)
          throw new ApiError('class_started', {}, { error: BOOKING_ERRORS.started });
      } else if (!canCancelBooking(date, time, now, cutoff)) {
        throw new ApiError('cancel_closed', {}, { error: BOOKING_ERRORS.cancelClosed });
      }
      await em.delete(Booking, { id: found.id });
      await this.events.publish('booking.cancelled', {
        bookingId: found.id,
        userId: found.userId,
        classId: found.classId,
        status: found.status,
      });
      if (yogaClass && found.status === 'booked') await this.waitlist.fill(yogaClass);
      return found.status;
    });
    this.classes.clearListCache();
    return {
      success: true,
      message:
        status === 'waitlisted' ? BOOKING_MESSAGES.waitlistLeft : BOOKING_MESSAGES.bookingCancelled,
    };
  }

  /**
   * A class is over once it ended or its join window closed, whichever comes first: it can no longer be
   * booked (nor waitlisted).
   */
  private async assertNotOver(yogaClass: YogaClass) {
    const start = istInstant(yogaClass.date, yogaClass.time).getTime();
    const end = start + yogaClass.durationMinutes * 60_000;
    const window = await this.settings.joinWindow();
    const closes = joinWindow(yogaClass.date, yogaClass.time, window).closes.getTime();
    if (this.clock.now().getTime() >= Math.min(end, closes))
      throw new ApiError('class_over', {}, { error: BOOKING_ERRORS.over });
  }

  /** Demo bookings stay open to every signed-in student, for today up to DEMO_DAYS_AHEAD days ahead. */
  async bookDemo(
    user: Pick<AuthUser, 'id' | 'role'>,
    dto: DemoBookingDto,
  ): Promise<BookingResponse> {
    const today = istDate(this.clock.now());
    if (dto.preferred_date < today || dto.preferred_date > addIstDays(today, DEMO_DAYS_AHEAD))
      throw new ApiError('demo_date_out_of_range', { days: DEMO_DAYS_AHEAD });
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
    const max = this.limits.openDemoBookings;
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
      'demo_limit_reached',
      { max },
    );
  }

  /** The students holding a place (`booked`) in each of these classes, in one query. */
  async bookedUsers(classIds: readonly number[]): Promise<Map<number, number[]>> {
    const result = new Map<number, number[]>();
    if (!classIds.length) return result;
    const rows = await this.repo.find({
      select: { classId: true, userId: true },
      where: { classId: In([...new Set(classIds)]), status: 'booked' },
      order: { id: 'ASC' },
    });
    for (const b of rows)
      if (b.classId !== null) result.set(b.classId, [...(result.get(b.classId) ?? []), b.userId]);
    return result;
  }

  /** Who holds a place or waits in a class, in the open transaction (the class is about to go). */
  async holdersOf(classId: number): Promise<ClassHolder[]> {
    const rows = await this.tx.manager().find(Booking, {
      select: { id: true, userId: true, status: true },
      where: { classId },
      order: { id: 'ASC' },
    });
    return rows.map((b) => ({ bookingId: b.id, userId: b.userId, status: b.status }));
  }

  /** A page of bookings, newest first (BookingLists.list). */
  list(
    query: PageQueryDto,
    withLink: boolean,
    userId?: number,
  ): Promise<{ items: BookingDto[]; total: number }> {
    return this.lists.list(query, withLink, userId);
  }

  /** Each booking with its class (BookingLists.withClasses). */
  withClasses<T extends Pick<Booking, 'classId'>>(
    rows: T[],
  ): Promise<Array<T & Pick<Booking, 'yogaClass'>>> {
    return this.lists.withClasses(rows);
  }

  /** Places taken and students waiting per class (BookingLists.countsFor). */
  countsFor(ids: readonly (number | null)[]): Promise<Map<number, PlaceCounts>> {
    return this.lists.countsFor(ids);
  }
}
