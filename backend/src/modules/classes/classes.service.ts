import { Inject, Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import type { YogaClass as YogaClassDto } from '@yoga/contracts';
import { APP_CONFIG, type AppConfig } from '../../config/app.config.js';
import { ListCache } from '../../common/http/list-cache.js';
import { toPage } from '../../common/paging/page-query.dto.js';
import { toClassDto, type ClassFields } from './classes.mapper.js';
import type { ClassesQueryDto, ClassInputDto } from './dto/class.dto.js';
import { YogaClass } from './entities/yoga-class.entity.js';

@Injectable()
export class ClassesService {
  private readonly cache: ListCache<{ items: YogaClassDto[]; total: number }>;

  constructor(
    @InjectRepository(YogaClass) private readonly repo: Repository<YogaClass>,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.cache = new ListCache(config.listCacheMs);
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
          `${withLink ? 'link, ' : ''}description FROM classes ${whereSql} ` +
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
    } as const;
  }

  async create(dto: ClassInputDto): Promise<YogaClassDto> {
    this.cache.clear();
    return toClassDto(await this.repo.save(this.repo.create(this.fields(dto))), true);
  }

  async update(id: number, dto: ClassInputDto): Promise<YogaClassDto> {
    const found = await this.findEntity(id);
    this.cache.clear();
    return toClassDto(await this.repo.save(Object.assign(found, this.fields(dto))), true);
  }

  /** Bookings of the class go with it (ON DELETE CASCADE, enforced on MySQL and on sql.js). */
  async remove(id: number): Promise<void> {
    await this.findEntity(id);
    this.cache.clear();
    await this.repo.delete({ id });
  }

  count(): Promise<number> {
    return this.repo.count();
  }
}
