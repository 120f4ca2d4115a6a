import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Brackets, In, IsNull, MoreThanOrEqual, Not, Repository } from 'typeorm';
import { ListCaches } from '../../common/http/list-caches.js';
import { Transactions } from '../../database/transactions.js';
import { ClassBookings } from './class-bookings.js';
import { ClassSkip } from './entities/class-skip.entity.js';
import { YogaClass } from './entities/yoga-class.entity.js';

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

/** The classes the timetable generates from its slots: its reads and writes, through the classes door. */
@Injectable()
export class GeneratedClasses {
  private readonly repo: Repository<YogaClass>;
  private readonly skips: Repository<ClassSkip>;

  constructor(
    @InjectRepository(YogaClass) repo: Repository<YogaClass>,
    @InjectRepository(ClassSkip) skips: Repository<ClassSkip>,
    private readonly caches: ListCaches,
    private readonly tx: Transactions,
    private readonly bookings: ClassBookings,
  ) {
    this.repo = tx.ambient(repo);
    this.skips = tx.ambient(skips);
  }

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
    this.caches.clear('classes');
    return affected(inserted.raw, rows.length);
  }

  /**
   * A generated class follows its slot's instructor (a booked or edited class too: the teacher is no
   * part of what was booked). Its substitute, if any, stays.
   */
  async setSlotInstructor(id: number, fields: SlotInstructorFields): Promise<number> {
    const res = await this.repo.update({ id }, fields);
    if (res.affected) this.caches.clear('classes');
    return res.affected ?? 0;
  }

  /** Updates a generated class to its slot's fields, only while no booking names it (one statement). */
  async updateUnbooked(id: number, fields: SlotClassFields): Promise<number> {
    const res = await this.repo
      .createQueryBuilder()
      .update(YogaClass)
      .set(fields)
      .where('id = :id', { id })
      .andWhere(this.bookings.source().unbookedSql('classes.id'))
      .execute();
    if (res.affected) this.caches.clear('classes');
    return res.affected ?? 0;
  }

  /** Deletes these classes, except those a booking names (one statement). */
  async removeUnbooked(ids: readonly number[]): Promise<number> {
    if (!ids.length) return 0;
    const unbooked = this.bookings.source().unbookedSql('classes.id');
    const res = await this.repo
      .createQueryBuilder()
      .delete()
      .from(YogaClass)
      .where({ id: In([...ids]) })
      .andWhere(new Brackets((qb) => qb.where(unbooked)))
      .execute();
    if (res.affected) this.caches.clear('classes');
    return res.affected ?? 0;
  }
}

/** Rows an INSERT IGNORE really inserted (MySQL: affectedRows; sql.js does not say: the rows asked for). */
function affected(raw: unknown, fallback: number): number {
  const n = (raw as { affectedRows?: number } | undefined)?.affectedRows;
  return typeof n === 'number' ? n : fallback;
}
