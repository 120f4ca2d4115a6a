import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Between, Brackets, In, IsNull, MoreThanOrEqual, Not, Repository } from 'typeorm';
import {
  addIstDays,
  Role,
  UserStatus,
  classHasEnded,
  DEFAULT_CLASS_DURATION_MINUTES,
  istDate,
  istInstant,
  SCHEDULE_DAYS,
  type WeekSchedule,
  type YogaClass as YogaClassDto,
} from '@yoga/contracts';
import { CLOCK, type Clock } from '../../common/lifecycle/clock.js';
import { VIDEO_CONFIG, type VideoConfig } from '../../config/video.config.js';
import { keepJson } from '../../common/http/kept-json.js';
import { LeanSelect } from '../../database/lean-select.js';
import type { ListCache } from '../../common/http/list-cache.js';
import { ListCaches } from '../../common/http/list-caches.js';
import { toPage } from '../../common/paging/page-query.dto.js';
import { Transactions } from '../../database/transactions.js';
import { changedOnly, DomainEvents } from '../../events/index.js';
import { toClassDto, type ClassFields } from './classes.mapper.js';
import type { ClassesQueryDto, ClassInputDto } from './dto/class.dto.js';
import { ClassSkip } from './entities/class-skip.entity.js';
import type { ClassSchedule } from './events.js';
import { UsersService } from '../users/index.js';
import { YogaClass } from './entities/yoga-class.entity.js';
import { ApiError } from '../../common/errors/api-error.js';
import { requiredFieldError } from '../../common/validation/validation.js';

/** What the audit log keeps of a class (its date and time always, to name it). */
const auditOf = (c: YogaClass) => ({
  title: c.title,
  title_hi: c.titleHi ?? null,
  class_type: c.classType,
  date: c.date,
  time: c.time,
  duration_minutes: c.durationMinutes,
  capacity: c.capacity,
  instructor_id: c.instructorId,
  substitute_id: c.substituteId,
  description: c.description,
  link: c.link,
  video_format: c.videoFormat ?? 'meeting',
  video_overflow: c.videoOverflow ?? 'none',
  overflow_instructor_id: c.overflowInstructorId ?? null,
});

const scheduleOf = (c: YogaClass): ClassSchedule => ({
  date: c.date,
  time: c.time,
  durationMinutes: c.durationMinutes,
  capacity: c.capacity,
});

export type PlaceCounts = { booked: number; waitlisted: number };

/**
 * What the classes need to know of their bookings, answered by the bookings module (which subscribes
 * itself with `useBookings` when it starts: classes never reads the bookings table, and does not import
 * the bookings module).
 */
export interface ClassBookingSource {
  /** Places taken and students waiting per class, in one query (classes without bookings are absent). */
  countsFor(classIds: readonly number[]): Promise<Map<number, PlaceCounts>>;
  /** A SQL condition true when no booking names the class whose id is in `classIdColumn`. */
  unbookedSql(classIdColumn: string): string;
  /** Who holds a place or waits in the class, read in the caller's open transaction. */
  holdersOf(classId: number): Promise<ClassHolder[]>;
}

/** A booking of a class, as a `class.cancelled` event names it. */
export interface ClassHolder {
  bookingId: number;
  userId: number;
  status: 'booked' | 'waitlisted';
}

/** A class the timetable generates from one of its slots. */
export type NewClass = Pick<
  YogaClass,
  | 'title'
  | 'titleHi'
  | 'classType'
  | 'date'
  | 'time'
  | 'link'
  | 'description'
  | 'durationMinutes'
  | 'capacity'
  | 'instructorId'
  | 'instructorLegacy'
  | 'videoFormat'
  | 'videoOverflow'
  | 'overflowInstructorId'
  | 'slotId'
  | 'customized'
>;

/** The fields of a generated class that follow its slot. */
export type SlotClassFields = Omit<NewClass, 'date' | 'slotId' | 'customized'>;

/** Who teaches a generated class by default: its slot's (followed by booked and edited classes too). */
export type SlotInstructorFields = Partial<
  Pick<
    NewClass,
    'instructorId' | 'instructorLegacy' | 'videoFormat' | 'videoOverflow' | 'overflowInstructorId'
  >
>;

/** The account that teaches a class: its substitute, else its own instructor. */
export const teacherOf = (c: Pick<YogaClass, 'instructorId' | 'substituteId'>): number | null =>
  c.substituteId ?? c.instructorId ?? null;

const NO_COUNTS: PlaceCounts = { booked: 0, waitlisted: 0 };

/** Every column of a class (`byIds`' lean read). */
const CLASS_COLUMNS = [
  'id',
  'title',
  'titleHi',
  'classType',
  'date',
  'time',
  'link',
  'description',
  'durationMinutes',
  'capacity',
  'instructorId',
  'substituteId',
  'instructorLegacy',
  'slotId',
  'videoFormat',
  'videoOverflow',
  'overflowInstructorId',
  'customized',
  'createdAt',
] as const satisfies readonly (keyof YogaClass)[];

@Injectable()
export class ClassesService {
  private bookings: ClassBookingSource | null = null;

  private readonly cache: ListCache<{ items: YogaClassDto[]; total: number }>;
  /** Single classes as a student's join reads them (`forJoin`), dropped with `cache`. */
  private readonly rows: ListCache<YogaClass>;
  /** Whole classes by id, without the query builder or entity hydration. */
  private readonly whole: LeanSelect<YogaClass, (typeof CLASS_COLUMNS)[number]>;

  private readonly repo: Repository<YogaClass>;
  private readonly skips: Repository<ClassSkip>;

  constructor(
    @InjectRepository(YogaClass) repo: Repository<YogaClass>,
    @InjectRepository(ClassSkip) skips: Repository<ClassSkip>,
    caches: ListCaches,
    private readonly tx: Transactions,
    private readonly events: DomainEvents,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(VIDEO_CONFIG) private readonly video: Pick<VideoConfig, 'provider'>,
    private readonly users: UsersService,
  ) {
    this.repo = tx.ambient(repo);
    this.skips = tx.ambient(skips);
    this.cache = caches.create('classes');
    this.rows = caches.companion('classes', 5000);
    this.whole = new LeanSelect(this.repo, CLASS_COLUMNS, 'id = ?');
  }

  /** The public schedule is the hottest read: a short-lived cache in front of one hand-written query. */
  list(
    query: ClassesQueryDto,
    withLink: boolean,
  ): Promise<{ items: YogaClassDto[]; total: number }> {
    const key = JSON.stringify([withLink, query.from, query.to, query.page, query.limit]);
    return this.cache.get(key, () => this.query(query, withLink));
  }

  /**
   * The public timetable (the server-rendered `/schedule`): the classes of SCHEDULE_DAYS IST days from
   * today, as the public list gives them to a visitor, without those that have ended at `now`.
   */
  async week(now: Date): Promise<WeekSchedule> {
    const from = istDate(now);
    const to = addIstDays(from, SCHEDULE_DAYS - 1);
    const classes: YogaClassDto[] = [];
    for (let page = 1; ; page++) {
      const { items, total } = await this.list({ from, to, page }, false);
      classes.push(...items);
      if (!items.length || classes.length >= total) break;
    }
    return { from, to, classes: classes.filter((c) => !classHasEnded(c, now)) };
  }

  /** One query valid on MySQL and SQLite plus a count, without entity hydration. */
  private async query(
    query: ClassesQueryDto,
    withLink: boolean,
  ): Promise<{ items: YogaClassDto[]; total: number }> {
    const where: string[] = [];
    const params: string[] = [];
    if (query.from) {
      where.push('`date` >= ?');
      params.push(query.from);
    }
    if (query.to) {
      where.push('`date` <= ?');
      params.push(query.to);
    }
    const whereSql = where.length ? `WHERE ${where.join(' AND ')}` : '';
    const { skip, take } = toPage(query);
    const [rows, count] = await Promise.all([
      this.repo.query(
        'SELECT id, title, title_hi AS `titleHi`, class_type AS `classType`, `date`, `time`, ' +
          `${withLink ? 'link, ' : ''}description, duration_minutes AS \`durationMinutes\`, ` +
          'capacity, instructor_id AS `instructorId`, substitute_id AS `substituteId`, ' +
          'instructor_legacy AS `instructorLegacy`, slot_id AS `slotId`, ' +
          'video_format AS `videoFormat`, video_overflow AS `videoOverflow`, ' +
          'overflow_instructor_id AS `overflowInstructorId` ' +
          `FROM classes ${whereSql} ` +
          'ORDER BY `date` ASC, `time` ASC, id ASC LIMIT ? OFFSET ?',
        [...params, take, skip],
      ) as Promise<ClassFields[]>,
      this.repo.query(`SELECT COUNT(*) AS total FROM classes ${whereSql}`, params) as Promise<
        { total: number | string }[]
      >,
    ]);
    const counts = await this.bookingSource().countsFor(rows.map((r) => Number(r.id)));
    await this.withInstructorNames(rows);
    return {
      items: keepJson(
        rows.map((r) => toClassDto(r, withLink, counts.get(Number(r.id)) ?? NO_COUNTS)),
      ),
      total: Number(count[0]?.total ?? 0),
    };
  }

  /**
   * Names who teaches each class (`instructorName`: the substitute's, else the instructor's account
   * name), in one query of the users module. Answers the same rows.
   */
  async withInstructorNames<T extends ClassFields>(rows: T[]): Promise<T[]> {
    const teacher = (r: ClassFields) => {
      const id = r.substituteId ?? r.instructorId;
      return id === null || id === undefined ? null : Number(id);
    };
    const names = await this.users.contactsOf(
      rows.map(teacher).filter((id): id is number => id !== null),
    );
    for (const r of rows) {
      const id = teacher(r);
      r.instructorName = id === null ? null : (names.get(id)?.name ?? null);
    }
    return rows;
  }

  /**
   * Refuses (400 `not_an_instructor`) an account that is not an active instructor, for each id that
   * changes (an instructor set before and since blocked may stay where they are).
   */
  async assertInstructors(ids: readonly (number | null | undefined)[]): Promise<void> {
    for (const id of new Set(ids)) {
      if (id === null || id === undefined) continue;
      const user = await this.users.findById(id);
      if (!user || user.role !== Role.Instructor || user.status !== UserStatus.Active)
        throw new ApiError('not_an_instructor');
    }
  }

  /** Called once by the bookings module when it starts. */
  useBookings(source: ClassBookingSource): void {
    this.bookings = source;
  }

  private bookingSource(): ClassBookingSource {
    if (!this.bookings) throw new Error('ClassesService: the bookings module has not subscribed');
    return this.bookings;
  }

  async findEntity(id: number): Promise<YogaClass> {
    const found = await this.repo.findOneBy({ id });
    if (!found) throw new ApiError('class_not_found');
    return found;
  }

  /**
   * The class as a student's join reads it: the same row for every student of a class, so it is read
   * once a LIST_CACHE_MS (1 s) per instance at 06:00 instead of once a join. Every write of a class
   * clears it here at once and on the other instances through Redis (the `classes` cache); without
   * Redis a moved or cancelled class is seen within LIST_CACHE_MS. A copy each time: callers may change
   * theirs.
   */
  async forJoin(id: number): Promise<YogaClass> {
    if (this.tx.current()) return this.findEntity(id);
    const row = await this.rows.get(String(id), () => this.findEntity(id));
    return Object.assign(new YogaClass(), row);
  }

  /** A class without a link of its own gets a Zoom meeting; the manual provider needs the link. */
  private linkOf(link: string | undefined): string {
    const value = link?.trim() ?? '';
    if (!value && this.video.provider === 'manual') throw requiredFieldError('link');
    return value;
  }

  private fields(dto: ClassInputDto) {
    return {
      title: dto.title,
      ...(dto.title_hi !== undefined ? { titleHi: dto.title_hi?.trim() || null } : {}),
      classType: dto.class_type ?? 'paid',
      date: dto.date,
      time: dto.time,
      link: this.linkOf(dto.link),
      description: dto.description ?? null,
      durationMinutes: dto.duration_minutes ?? DEFAULT_CLASS_DURATION_MINUTES,
      capacity: dto.capacity ?? null,
      ...(dto.video_format !== undefined ? { videoFormat: dto.video_format } : {}),
      ...(dto.video_overflow !== undefined ? { videoOverflow: dto.video_overflow } : {}),
      ...(dto.overflow_instructor_id !== undefined
        ? { overflowInstructorId: dto.overflow_instructor_id }
        : {}),
    } as const;
  }

  /**
   * Who teaches, from the form: a one-off class's own instructor (a generated class keeps its slot's),
   * and a substitute; the ids that change must be active instructors. Absent fields stay as they are.
   */
  private async teaching(
    dto: ClassInputDto,
    current: Pick<
      YogaClass,
      'slotId' | 'instructorId' | 'substituteId' | 'overflowInstructorId'
    > | null,
  ): Promise<Partial<Pick<YogaClass, 'instructorId' | 'substituteId' | 'instructorLegacy'>>> {
    const generated = current?.slotId !== null && current?.slotId !== undefined;
    const next: Partial<Pick<YogaClass, 'instructorId' | 'substituteId' | 'instructorLegacy'>> = {};
    if (!generated && dto.instructor_id !== undefined) next.instructorId = dto.instructor_id;
    if (dto.substitute_id !== undefined) next.substituteId = dto.substitute_id;
    // The class's own instructor is no substitute for itself.
    const own =
      next.instructorId !== undefined ? next.instructorId : (current?.instructorId ?? null);
    if (next.substituteId !== undefined && next.substituteId === own) next.substituteId = null;
    await this.assertInstructors([
      next.instructorId !== current?.instructorId ? next.instructorId : null,
      next.substituteId !== current?.substituteId ? next.substituteId : null,
      dto.overflow_instructor_id !== undefined &&
      dto.overflow_instructor_id !== (current?.overflowInstructorId ?? null)
        ? dto.overflow_instructor_id
        : null,
    ]);
    // An account now teaches: the typed name of old gives way.
    if (
      teacherOf({
        instructorId: own,
        substituteId:
          next.substituteId !== undefined ? next.substituteId : (current?.substituteId ?? null),
      })
    )
      next.instructorLegacy = null;
    return next;
  }

  /** Places taken and students waiting, per class. */
  async counts(classId: number): Promise<PlaceCounts> {
    return (await this.bookingSource().countsFor([classId])).get(classId) ?? NO_COUNTS;
  }

  /** A new class starts now or later (India time); an existing one may be edited whenever it was. */
  async create(actorId: number, dto: ClassInputDto): Promise<YogaClassDto> {
    if (
      istInstant(dto.date, dto.time) <
      new Date(Math.floor(this.clock.now().getTime() / 60_000) * 60_000)
    )
      throw new ApiError('class_in_past');
    const teaching = await this.teaching(dto, null);
    this.cache.clear();
    const saved = await this.tx.run(async (em) => {
      const row = await em.save(this.repo.create({ ...this.fields(dto), ...teaching }));
      await this.audit(actorId, row.id, 'create', null, row);
      return row;
    });
    await this.withInstructorNames([saved]);
    return toClassDto(saved, true, { booked: 0, waitlisted: 0 });
  }

  /** The audit log's entry of an admin's change to a class (in the change's transaction). */
  private async audit(
    actorId: number,
    id: number,
    action: 'create' | 'update' | 'cancel',
    before: YogaClass | null,
    after: YogaClass | null,
  ): Promise<void> {
    const change = changedOnly(before && auditOf(before), after && auditOf(after));
    if (!change) return;
    const named = (after ?? before)!;
    // The date and time name the class in the log, changed or not.
    const when = (state: YogaClass | null) => state && { date: state.date, time: state.time };
    await this.events.publish('admin.changed', {
      actorId,
      entity: 'class',
      entityId: String(id),
      action,
      label: named.title,
      before: change.before && { ...when(before), ...change.before },
      after: change.after && { ...when(after), ...change.after },
    });
  }

  /**
   * A generated class edited here keeps its edits: the timetable no longer updates it (except who
   * teaches it by default: its slot's instructor). When another account teaches a class still ahead
   * (a substitute, or back to its own instructor) its students are told (`instructor.substituted`).
   */
  async update(actorId: number, id: number, dto: ClassInputDto): Promise<YogaClassDto> {
    const found = await this.findEntity(id);
    const teaching = await this.teaching(dto, found);
    this.cache.clear();
    const before = scheduleOf(found);
    const previous = Object.assign(new YogaClass(), found);
    const teacherBefore = teacherOf(found);
    const saved = await this.tx.run(async (em) => {
      const row = await em.save(
        Object.assign(found, this.fields(dto), teaching, { customized: found.slotId !== null }),
      );
      await this.events.publish('class.changed', { classId: id, before, after: scheduleOf(row) });
      await this.audit(actorId, id, 'update', previous, row);
      const teacherNow = teacherOf(row);
      if (teacherNow !== teacherBefore && istInstant(row.date, row.time) > this.clock.now())
        await this.events.publish('instructor.substituted', {
          classId: id,
          instructorId: teacherNow,
          previousInstructorId: teacherBefore,
        });
      return row;
    });
    await this.withInstructorNames([saved]);
    // The bookings module fills raised places from the waitlist when `class.changed` reaches it, just
    // after this commit: the counts answered here may not show those promotions yet.
    return toClassDto(saved, true, await this.counts(id));
  }

  /**
   * Bookings of the class go with it (ON DELETE CASCADE, enforced on MySQL and on sql.js). A class
   * generated from the timetable is remembered as skipped, so the next generation does not bring it back.
   */
  async remove(actorId: number, id: number): Promise<void> {
    const found = await this.findEntity(id);
    this.cache.clear();
    await this.tx.run(async (em) => {
      if (found.slotId !== null)
        await em
          .createQueryBuilder()
          .insert()
          .into(ClassSkip)
          .values({ slotId: found.slotId, date: found.date })
          .orIgnore()
          .execute();
      // Who held a place or waited: the event tells them (the rows go with the class).
      const bookings = await this.bookingSource().holdersOf(id);
      await em.delete(YogaClass, { id });
      await this.events.publish('class.cancelled', {
        classId: id,
        title: found.title,
        titleHi: found.titleHi ?? null,
        date: found.date,
        time: found.time,
        bookings,
      });
      await this.audit(actorId, id, 'cancel', found, null);
    });
  }

  /** After bookings or the timetable changed what the public list shows. */
  clearListCache(): void {
    this.cache.clear();
  }

  count(): Promise<number> {
    return this.repo.count();
  }

  /** Classes on these IST dates (the reminders scan), in date and time order. */
  onDates(dates: readonly string[]): Promise<YogaClass[]> {
    if (!dates.length) return Promise.resolve([]);
    return this.repo.find({
      where: { date: In([...dates]) },
      order: { date: 'ASC', time: 'ASC', id: 'ASC' },
    });
  }

  /**
   * The class row locked for update in the caller's open transaction (`Transactions.run`): bookings
   * count its places and hand them out while no other booking of this class can. Not found → 404.
   */
  async lockForBooking(classId: number): Promise<YogaClass> {
    const qb = this.tx
      .manager()
      .getRepository(YogaClass)
      .createQueryBuilder('c')
      .where('c.id = :classId', { classId });
    const found = await this.tx.forUpdate(qb).getOne();
    if (!found) throw new ApiError('class_not_found');
    return found;
  }

  /** Classes by id, in one query. */
  async byIds(ids: readonly number[]): Promise<Map<number, YogaClass>> {
    if (!ids.length) return new Map();
    const unique = [...new Set(ids)];
    // A lean read (a student's bookings list asks for her classes at every dashboard visit).
    const found = await this.whole.rowsWhere(`id IN (${unique.map(() => '?').join(', ')})`, unique);
    const rows = await this.withInstructorNames(
      found.map((r) => Object.assign(new YogaClass(), r)),
    );
    return new Map(rows.map((c) => [c.id, c]));
  }

  /** Ids of the classes of timetable slots between two IST dates (inclusive), in one query. */
  async idsOfSlotsBetween(
    slotIds: readonly number[],
    fromDate: string,
    toDate: string,
  ): Promise<Map<number, number[]>> {
    const result = new Map<number, number[]>();
    if (!slotIds.length) return result;
    const rows = await this.repo.find({
      select: { id: true, slotId: true },
      where: { slotId: In([...new Set(slotIds)]), date: Between(fromDate, toDate) },
    });
    for (const r of rows)
      if (r.slotId !== null) result.set(r.slotId, [...(result.get(r.slotId) ?? []), r.id]);
    return result;
  }

  // ---- generated classes (the timetable module's writes) ----

  /** Generated classes (from a timetable slot) on `fromDate` or later. */
  generatedFrom(fromDate: string): Promise<YogaClass[]> {
    return this.repo.find({ where: { slotId: Not(IsNull()), date: MoreThanOrEqual(fromDate) } });
  }

  /** The (slot, date) pairs the admin deleted between two IST dates: generation skips them. */
  skippedBetween(fromDate: string, toDate: string): Promise<{ slotId: number; date: string }[]> {
    return this.skips
      .createQueryBuilder('s')
      .where('s.date >= :fromDate AND s.date <= :toDate', { fromDate, toDate })
      .getMany();
  }

  /**
   * Inserts generated classes; a (slot, date) that exists already is left alone (unique key, so several
   * instances may generate at once). Returns how many rows were really inserted.
   */
  async createMany(rows: readonly NewClass[]): Promise<number> {
    if (!rows.length) return 0;
    // In the one transaction helper: two instances generating at once may deadlock on MySQL's gap
    // locks, and the helper retries the statement then.
    const inserted = await this.tx.run((em) =>
      em
        .createQueryBuilder()
        .insert()
        .into(YogaClass)
        .values([...rows])
        .orIgnore()
        .execute(),
    );
    this.cache.clear();
    return affected(inserted.raw, rows.length);
  }

  /**
   * A generated class follows its slot's instructor (a booked or edited class too: the teacher is no
   * part of what was booked). Its substitute, if any, stays.
   */
  async setSlotInstructor(id: number, fields: SlotInstructorFields): Promise<number> {
    const res = await this.repo.update({ id }, fields);
    if (res.affected) this.cache.clear();
    return res.affected ?? 0;
  }

  /** Updates a generated class to its slot's fields, only while no booking names it (one statement). */
  async updateUnbooked(id: number, fields: SlotClassFields): Promise<number> {
    const res = await this.repo
      .createQueryBuilder()
      .update(YogaClass)
      .set(fields)
      .where('id = :id', { id })
      .andWhere(this.bookingSource().unbookedSql('classes.id'))
      .execute();
    if (res.affected) this.cache.clear();
    return res.affected ?? 0;
  }

  /** Deletes these classes, except those a booking names (one statement). */
  async removeUnbooked(ids: readonly number[]): Promise<number> {
    if (!ids.length) return 0;
    const unbooked = this.bookingSource().unbookedSql('classes.id');
    const res = await this.repo
      .createQueryBuilder()
      .delete()
      .from(YogaClass)
      .where({ id: In([...ids]) })
      .andWhere(new Brackets((qb) => qb.where(unbooked)))
      .execute();
    if (res.affected) this.cache.clear();
    return res.affected ?? 0;
  }
}

/** Rows an INSERT IGNORE really inserted (MySQL: affectedRows; sql.js does not say: the rows asked for). */
function affected(raw: unknown, fallback: number): number {
  const n = (raw as { affectedRows?: number } | undefined)?.affectedRows;
  return typeof n === 'number' ? n : fallback;
}
