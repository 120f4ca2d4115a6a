import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Between, In, Repository } from 'typeorm';
import {
  addIstDays,
  classHasEnded,
  istDate,
  SCHEDULE_DAYS,
  type WeekSchedule,
  type YogaClass as YogaClassDto,
} from '@yoga/contracts';
import { keepJson } from '../../common/http/kept-json.js';
import type { ListCache } from '../../common/http/list-cache.js';
import { ListCaches } from '../../common/http/list-caches.js';
import { toPage } from '../../common/paging/page-query.dto.js';
import { LeanSelect } from '../../database/lean-select.js';
import { Transactions } from '../../database/transactions.js';
import {
  ClassBookings,
  NO_COUNTS,
  type ClassBookingSource,
  type PlaceCounts,
} from './class-bookings.js';
import { ClassEditor } from './class-editor.js';
import { ClassInstructors } from './class-instructors.js';
import { toClassDto, type ClassFields } from './classes.mapper.js';
import type { ClassesQueryDto, ClassInputDto } from './dto/class.dto.js';
import {
  GeneratedClasses,
  type NewClass,
  type SlotClassFields,
  type SlotInstructorFields,
} from './generated-classes.js';
import { YogaClass } from './entities/yoga-class.entity.js';
import { ApiError } from '../../common/errors/api-error.js';

export type { ClassBookingSource, ClassHolder, PlaceCounts } from './class-bookings.js';
export { teacherOf } from './class-instructors.js';
export type { NewClass, SlotClassFields, SlotInstructorFields } from './generated-classes.js';

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

/**
 * The scheduled classes: the public list and week, the reads other modules make, and the module's
 * parts through its one door: the admin's changes (class-editor.ts), who teaches
 * (class-instructors.ts), the timetable's generated classes (generated-classes.ts) and the bookings'
 * answers about places (class-bookings.ts).
 */
@Injectable()
export class ClassesService {
  private readonly cache: ListCache<{ items: YogaClassDto[]; total: number }>;
  /** Single classes as a student's join reads them (`forJoin`), dropped with `cache`. */
  private readonly rows: ListCache<YogaClass>;
  /** Whole classes by id, without the query builder or entity hydration. */
  private readonly whole: LeanSelect<YogaClass, (typeof CLASS_COLUMNS)[number]>;

  private readonly repo: Repository<YogaClass>;

  constructor(
    @InjectRepository(YogaClass) repo: Repository<YogaClass>,
    caches: ListCaches,
    private readonly tx: Transactions,
    private readonly bookings: ClassBookings,
    private readonly instructors: ClassInstructors,
    private readonly editor: ClassEditor,
    private readonly generated: GeneratedClasses,
  ) {
    this.repo = tx.ambient(repo);
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
    const counts = await this.bookings.source().countsFor(rows.map((r) => Number(r.id)));
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
  withInstructorNames<T extends ClassFields>(rows: T[]): Promise<T[]> {
    return this.instructors.withInstructorNames(rows);
  }

  /** Refuses (400 `not_an_instructor`) an account that is not an active instructor (ClassInstructors). */
  assertInstructors(ids: readonly (number | null | undefined)[]): Promise<void> {
    return this.instructors.assertInstructors(ids);
  }

  /** Called once by the bookings module when it starts. */
  useBookings(source: ClassBookingSource): void {
    this.bookings.use(source);
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

  /** Places taken and students waiting, per class. */
  counts(classId: number): Promise<PlaceCounts> {
    return this.bookings.counts(classId);
  }

  /** A new class (ClassEditor.create). */
  create(actorId: number, dto: ClassInputDto): Promise<YogaClassDto> {
    return this.editor.create(actorId, dto);
  }

  /** An admin's edit of a class (ClassEditor.update). */
  update(actorId: number, id: number, dto: ClassInputDto): Promise<YogaClassDto> {
    return this.editor.update(actorId, id, dto);
  }

  /** A cancelled class (ClassEditor.remove). */
  remove(actorId: number, id: number): Promise<void> {
    return this.editor.remove(actorId, id);
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

  /**
   * Classes by id: those read in the last LIST_CACHE_MS kept per instance (the `rows` of `forJoin`, dropped
   * by every write of a class), the others in one lean read. At 06:00 every student's bookings list names
   * the same few classes. A copy each: callers may change theirs.
   */
  async byIds(ids: readonly number[]): Promise<Map<number, YogaClass>> {
    if (!ids.length) return new Map();
    const unique = [...new Set(ids)];
    const kept = this.tx.current() ? [] : unique.map((id) => this.rows.peek(String(id)));
    const missing = unique.filter((_, i) => !kept[i]);
    const [hits, found] = await Promise.all([
      Promise.all(kept.filter((row): row is Promise<YogaClass> => row !== undefined)),
      missing.length
        ? this.whole.rowsWhere(`id IN (${missing.map(() => '?').join(', ')})`, missing)
        : Promise.resolve([]),
    ]);
    const read = found.map((r) => Object.assign(new YogaClass(), r));
    if (!this.tx.current())
      for (const row of read) void this.rows.get(String(row.id), () => Promise.resolve(row));
    const rows = await this.withInstructorNames(
      [...hits, ...read].map((row) => Object.assign(new YogaClass(), row)),
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

  // ---- generated classes (the timetable module's writes: generated-classes.ts) ----

  /** Generated classes (from a timetable slot) on `fromDate` or later. */
  generatedFrom(fromDate: string): Promise<YogaClass[]> {
    return this.generated.generatedFrom(fromDate);
  }

  /** The (slot, date) pairs the admin deleted between two IST dates: generation skips them. */
  skippedBetween(fromDate: string, toDate: string): Promise<{ slotId: number; date: string }[]> {
    return this.generated.skippedBetween(fromDate, toDate);
  }

  /** Inserts generated classes, leaving a (slot, date) that exists alone: how many were inserted. */
  createMany(rows: readonly NewClass[]): Promise<number> {
    return this.generated.createMany(rows);
  }

  /** A generated class follows its slot's instructor (GeneratedClasses.setSlotInstructor). */
  setSlotInstructor(id: number, fields: SlotInstructorFields): Promise<number> {
    return this.generated.setSlotInstructor(id, fields);
  }

  /** Updates a generated class to its slot's fields, only while no booking names it. */
  updateUnbooked(id: number, fields: SlotClassFields): Promise<number> {
    return this.generated.updateUnbooked(id, fields);
  }

  /** Deletes these classes, except those a booking names (one statement). */
  removeUnbooked(ids: readonly number[]): Promise<number> {
    return this.generated.removeUnbooked(ids);
  }
}
