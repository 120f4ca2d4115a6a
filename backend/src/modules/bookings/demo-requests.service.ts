import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Brackets, Repository } from 'typeorm';
import {
  istDate,
  istInstant,
  istTime,
  type DemoRequest,
  type SendDemoLinkResponse,
} from '@yoga/contracts';
import { ApiError } from '../../common/errors/api-error.js';
import { CLOCK, type Clock } from '../../common/lifecycle/clock.js';
import { toPage } from '../../common/paging/page-query.dto.js';
import { Transactions } from '../../database/transactions.js';
import { DomainEvents } from '../../events/index.js';
import { toDemoRequestDto } from './bookings.mapper.js';
import type { DemoRequestsQueryDto } from './dto/booking.dto.js';
import { Booking } from './entities/booking.entity.js';

export const DEMO_LINK_SENT = 'Joining link sent to the student.';

/**
 * The admin's side of demo bookings: the requests (new, sent, all), how many wait for a link, and the
 * link sent to the student. A student books a demo through `BookingsService.bookDemo`.
 */
@Injectable()
export class DemoRequestsService {
  private readonly repo: Repository<Booking>;

  constructor(
    @InjectRepository(Booking) repo: Repository<Booking>,
    private readonly tx: Transactions,
    private readonly events: DomainEvents,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {
    this.repo = tx.ambient(repo);
  }

  /** Demo bookings whose preferred IST time is still ahead of `now`. */
  private aheadOf(now: Date) {
    return new Brackets((qb) =>
      qb.where(
        '(b.preferredDate > :today OR (b.preferredDate = :today AND b.preferredTime > :time))',
        { today: istDate(now), time: istTime(now) },
      ),
    );
  }

  /**
   * The admin's demo requests: `new` (no link sent, still ahead; soonest first), `sent` or `all`
   * (latest preferred time first).
   */
  async demoRequests(
    query: DemoRequestsQueryDto,
  ): Promise<{ items: DemoRequest[]; total: number }> {
    const { skip, take } = toPage(query);
    const now = this.clock.now();
    const status = query.status ?? 'new';
    const qb = this.repo.createQueryBuilder('b').where("b.type = 'demo'");
    if (status === 'new') qb.andWhere('b.linkSentAt IS NULL').andWhere(this.aheadOf(now));
    if (status === 'sent') qb.andWhere('b.linkSentAt IS NOT NULL');
    const order = status === 'new' ? 'ASC' : 'DESC';
    const [rows, total] = await qb
      .orderBy('b.preferredDate', order)
      .addOrderBy('b.preferredTime', order)
      .addOrderBy('b.id', order)
      .skip(skip)
      .take(take)
      .getManyAndCount();
    return { items: rows.map((b) => toDemoRequestDto(b, now)), total };
  }

  /** Demo requests waiting for a link (the admin panel's alert). */
  async newDemoRequestCount(): Promise<number> {
    return this.repo
      .createQueryBuilder('b')
      .where("b.type = 'demo'")
      .andWhere('b.linkSentAt IS NULL')
      .andWhere(this.aheadOf(this.clock.now()))
      .getCount();
  }

  /**
   * Records the joining link of a demo booking and tells the student (the messages module subscribes
   * to `booking.demo_link_sent`: email, and WhatsApp with their consent, in their language). A
   * corrected link may be sent again; a demo whose time has passed is 409.
   */
  async sendDemoLink(actorId: number, id: number, link: string): Promise<SendDemoLinkResponse> {
    const now = this.clock.now();
    const saved = await this.tx.run(async (em) => {
      const qb = em
        .getRepository(Booking)
        .createQueryBuilder('b')
        .where("b.id = :id AND b.type = 'demo'", { id });
      const found = await this.tx.forUpdate(qb).getOne();
      if (!found) throw new ApiError('demo_request_not_found');
      if (istInstant(found.preferredDate, found.preferredTime) <= now)
        throw new ApiError('demo_taken_place');
      const before = found.demoLink;
      found.demoLink = link.trim();
      found.linkSentAt = now;
      await em.update(Booking, { id }, { demoLink: found.demoLink, linkSentAt: now });
      await this.events.publish('booking.demo_link_sent', {
        bookingId: found.id,
        userId: found.userId,
        date: found.preferredDate,
        time: found.preferredTime,
        link: found.demoLink,
      });
      // The audit log: who sent which student the demo class's link (in the change's transaction).
      await this.events.publish('admin.changed', {
        actorId,
        entity: 'demo_request',
        entityId: String(found.id),
        action: 'send_link',
        subjectUserId: found.userId,
        before: { date: found.preferredDate, time: found.preferredTime, link: before },
        after: { date: found.preferredDate, time: found.preferredTime, link: found.demoLink },
      });
      return found;
    });
    return { success: true, message: DEMO_LINK_SENT, request: toDemoRequestDto(saved, now) };
  }
}
