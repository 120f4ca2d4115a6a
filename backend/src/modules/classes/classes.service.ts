import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { DEFAULT_CLASS_DURATION_MINUTES, type YogaClass as YogaClassDto } from '@yoga/contracts';
import type { ListCache } from '../../common/http/list-cache.js';
import { ListCaches } from '../../common/http/list-caches.js';
import { toPage } from '../../common/paging/page-query.dto.js';
import { toClassDto, type ClassFields } from './classes.mapper.js';
import type { ClassesQueryDto, ClassInputDto } from './dto/class.dto.js';
import { ClassSkip } from './entities/class-skip.entity.js';
import { YogaClass } from './entities/yoga-class.entity.js';

/** Booking rows of one status for the row `classes.id` (index IDX_bookings_class_status). */
const COUNT_SQL = (status: 'booked' | 'waitlisted') =>
  `(SELECT COUNT(*) FROM bookings b WHERE b.class_id = classes.id AND b.status = '${status}')`;

/** Called after an admin changed a class (e.g. raised its capacity: the waitlist moves up). */
export type ClassChangedListener = (classId: number) => Promise<void>;

@Injectable()
export class ClassesService {
  private readonly changedListeners: ClassChangedListener[] = [];

  private readonly cache: ListCache<{ items: YogaClassDto[]; total: number }>;

  constructor(
    @InjectRepository(YogaClass) private readonly repo: Repository<YogaClass>,
    @InjectRepository(ClassSkip) private readonly skips: Repository<ClassSkip>,
    caches: ListCaches,
  ) {
    this.cache = caches.create('classes');
  }

  /** The public schedule is the hottest read: a short-lived cache in front of one hand-written query. */
  list(
    query: ClassesQueryDto,
    withLink: boolean,
  ): Promise<{ items: YogaClassDto[]; total: number }> {
    const key = JSON.stringify([withLink, query.from, query.to, query.page, query.limit]);
    return this.cache.get(key, () => this.query(query, withLink));
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
        'SELECT id, title, class_type AS `classType`, `date`, `time`, ' +
          `${withLink ? 'link, ' : ''}description, duration_minutes AS \`durationMinutes\`, ` +
          'capacity, instructor, slot_id AS `slotId`, ' +
          `${COUNT_SQL('booked')} AS \`bookedCount\`, ${COUNT_SQL('waitlisted')} AS \`waitlistCount\` ` +
          `FROM classes ${whereSql} ` +
          'ORDER BY `date` ASC, `time` ASC, id ASC LIMIT ? OFFSET ?',
        [...params, take, skip],
      ) as Promise<ClassFields[]>,
      this.repo.query(`SELECT COUNT(*) AS total FROM classes ${whereSql}`, params) as Promise<
        { total: number | string }[]
      >,
    ]);
    return {
      items: rows.map((r) => toClassDto(r, withLink)),
      total: Number(count[0]?.total ?? 0),
    };
  }

  async findEntity(id: number): Promise<YogaClass> {
    const found = await this.repo.findOneBy({ id });
    if (!found) throw new NotFoundException('Class not found.');
    return found;
  }

  private fields(dto: ClassInputDto) {
    return {
      title: dto.title,
      classType: dto.class_type ?? 'paid',
      date: dto.date,
      time: dto.time,
      link: dto.link,
      description: dto.description ?? null,
      durationMinutes: dto.duration_minutes ?? DEFAULT_CLASS_DURATION_MINUTES,
      capacity: dto.capacity ?? null,
      instructor: dto.instructor ?? null,
    } as const;
  }

  /** Places taken and students waiting, per class. */
  async counts(classId: number): Promise<{ booked: number; waitlisted: number }> {
    const rows = (await this.repo.query(
      'SELECT status, COUNT(*) AS n FROM bookings WHERE class_id = ? GROUP BY status',
      [classId],
    )) as { status: string; n: number | string }[];
    const of = (status: string) => Number(rows.find((r) => r.status === status)?.n ?? 0);
    return { booked: of('booked'), waitlisted: of('waitlisted') };
  }

  async create(dto: ClassInputDto): Promise<YogaClassDto> {
    this.cache.clear();
    return toClassDto(await this.repo.save(this.repo.create(this.fields(dto))), true, {
      booked: 0,
      waitlisted: 0,
    });
  }

  /** A generated class edited here keeps its edits: the timetable no longer updates it. */
  async update(id: number, dto: ClassInputDto): Promise<YogaClassDto> {
    const found = await this.findEntity(id);
    this.cache.clear();
    const saved = await this.repo.save(
      Object.assign(found, this.fields(dto), { customized: found.slotId !== null }),
    );
    for (const listener of this.changedListeners) await listener(id);
    return toClassDto(saved, true, await this.counts(id));
  }

  /**
   * Bookings of the class go with it (ON DELETE CASCADE, enforced on MySQL and on sql.js). A class
   * generated from the timetable is remembered as skipped, so the next generation does not bring it back.
   */
  async remove(id: number): Promise<void> {
    const found = await this.findEntity(id);
    this.cache.clear();
    if (found.slotId !== null)
      await this.skips
        .createQueryBuilder()
        .insert()
        .values({ slotId: found.slotId, date: found.date })
        .orIgnore()
        .execute();
    await this.repo.delete({ id });
  }

  onClassChanged(listener: ClassChangedListener): void {
    this.changedListeners.push(listener);
  }

  /** After bookings or the timetable changed what the public list shows. */
  clearListCache(): void {
    this.cache.clear();
  }

  count(): Promise<number> {
    return this.repo.count();
  }
}
