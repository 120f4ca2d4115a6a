import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import type { Booking as BookingDto } from '@yoga/contracts';
import type { ListCache } from '../../common/http/list-cache.js';
import { ListCaches } from '../../common/http/list-caches.js';
import { toPage, type PageQueryDto } from '../../common/paging/page-query.dto.js';
import { LeanSelect } from '../../database/lean-select.js';
import { Transactions } from '../../database/transactions.js';
import { ClassesService, type PlaceCounts } from '../classes/index.js';
import { toBookingDto } from './bookings.mapper.js';
import { Booking } from './entities/booking.entity.js';

/** What a booking list shows of each booking (`toBookingDto`). */
const LIST_PROPS = [
  'id',
  'userId',
  'classId',
  'type',
  'name',
  'email',
  'phone',
  'preferredDate',
  'preferredTime',
  'notes',
  'createdAt',
  'status',
] as const satisfies readonly (keyof Booking)[];
type ListedBooking = Pick<Booking, (typeof LIST_PROPS)[number]>;

/** `?, ?, ?`: one placeholder a value (every database takes them). */
const placeholders = (values: readonly unknown[]) => values.map(() => '?').join(', ');

/**
 * The bookings as lists show them (a student's own at every dashboard visit, everyone's for the admin), with
 * their classes and the classes' places: lean reads and short per-instance caches (docs/performance.md,
 * "The API's lists at the peak").
 */
@Injectable()
export class BookingLists {
  private readonly repo: Repository<Booking>;
  /** A page of bookings, newest first: a student's own (every dashboard asks at 06:00) or everyone's. */
  private readonly listed: LeanSelect<Booking, (typeof LIST_PROPS)[number]>;
  /**
   * Each class's places as the lists show them, kept per instance for LIST_CACHE_MS as the public schedule
   * keeps its own: dropped with it, by every booking (`clearListCache`) here and on the other instances.
   */
  private readonly places: ListCache<PlaceCounts>;

  constructor(
    @InjectRepository(Booking) repo: Repository<Booking>,
    private readonly classes: ClassesService,
    tx: Transactions,
    caches: ListCaches,
  ) {
    this.repo = tx.ambient(repo);
    this.places = caches.companion('classes', 5000);
    this.listed = new LeanSelect(this.repo, LIST_PROPS, '1 = 1');
  }

  /**
   * A page of bookings (a student's own when `userId` is given), newest first, with their classes and the
   * classes' places: lean reads (no query builder, no entity), as the join's (docs/performance.md, "06:00").
   */
  async list(
    query: PageQueryDto,
    withLink: boolean,
    userId?: number,
  ): Promise<{ items: BookingDto[]; total: number }> {
    const { skip, take } = toPage(query);
    const where = userId === undefined ? '1 = 1' : 'user_id = ?';
    const params = userId === undefined ? [] : [userId];
    const rows = await this.listed.rowsWhere(`${where} ORDER BY id DESC LIMIT ? OFFSET ?`, [
      ...params,
      take,
      skip,
    ]);
    // A page that is not full is the last one: its count is known without counting (most students'
    // bookings fit on the first page).
    const counted =
      rows.length && rows.length < take
        ? Promise.resolve(skip + rows.length)
        : (
            this.repo.query(
              `SELECT COUNT(*) AS total FROM bookings WHERE ${where}`,
              params,
            ) as Promise<{ total: number | string }[]>
          ).then((count) => Number(count[0]?.total ?? 0));
    const [withClasses, counts, total] = await Promise.all([
      this.withClasses<ListedBooking>(rows),
      this.placesOf(rows.map((b) => b.classId)),
      counted,
    ]);
    return {
      items: withClasses.map((b) =>
        toBookingDto(b, withLink, b.classId === null ? undefined : counts.get(b.classId)),
      ),
      total,
    };
  }

  /**
   * Attaches each booking's class, asked of its owner (ClassesService, one query for all): the booking
   * views show the class without this module reading the classes table. A demo booking has none.
   */
  async withClasses<T extends Pick<Booking, 'classId'>>(
    rows: T[],
  ): Promise<Array<T & Pick<Booking, 'yogaClass'>>> {
    const classes = await this.classes.byIds(
      rows.flatMap((b) => (b.classId === null ? [] : [b.classId])),
    );
    return rows.map((b) =>
      Object.assign(b, {
        yogaClass: b.classId === null ? null : (classes.get(b.classId) ?? null),
      }),
    );
  }

  /** `countsFor` for the lists: the places read in the last LIST_CACHE_MS are not read again. */
  private async placesOf(ids: readonly (number | null)[]): Promise<Map<number, PlaceCounts>> {
    const classIds = [...new Set(ids.filter((id): id is number => id !== null))];
    const kept = classIds.map((id) => this.places.peek(String(id)));
    const missing = classIds.filter((_, i) => !kept[i]);
    const read = await this.countsFor(missing);
    const result = new Map<number, PlaceCounts>();
    for (const id of missing) {
      const counts = read.get(id) ?? { booked: 0, waitlisted: 0 };
      result.set(id, counts);
      void this.places.get(String(id), () => Promise.resolve(counts));
    }
    const hits = await Promise.all(kept.map((k) => k ?? Promise.resolve(undefined)));
    classIds.forEach((id, i) => {
      const hit = hits[i];
      if (hit) result.set(id, hit);
    });
    return result;
  }

  /** Places taken and students waiting per class, in one query (classes without bookings are absent). */
  async countsFor(
    ids: readonly (number | null)[],
  ): Promise<Map<number, { booked: number; waitlisted: number }>> {
    const classIds = [...new Set(ids.filter((id): id is number => id !== null))];
    const counts = new Map<number, { booked: number; waitlisted: number }>();
    if (!classIds.length) return counts;
    const rows = (await this.repo.query(
      'SELECT class_id AS classId, status, COUNT(*) AS n FROM bookings ' +
        `WHERE class_id IN (${placeholders(classIds)}) GROUP BY class_id, status`,
      classIds,
    )) as { classId: number | string; status: string; n: number | string }[];
    for (const r of rows) {
      const entry = counts.get(Number(r.classId)) ?? { booked: 0, waitlisted: 0 };
      if (r.status === 'waitlisted') entry.waitlisted = Number(r.n);
      else entry.booked = Number(r.n);
      counts.set(Number(r.classId), entry);
    }
    return counts;
  }
}
