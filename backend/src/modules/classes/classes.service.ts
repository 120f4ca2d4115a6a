import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { DataSource, Repository } from 'typeorm';
import type { YogaClass as YogaClassDto } from '@yoga/contracts';
import { toPage } from '../../common/paging/page-query.dto.js';
import { Booking } from '../bookings/entities/booking.entity.js';
import { toClassDto } from './classes.mapper.js';
import type { ClassesQueryDto, ClassInputDto } from './dto/class.dto.js';
import { YogaClass } from './entities/yoga-class.entity.js';

@Injectable()
export class ClassesService {
  constructor(
    @InjectRepository(YogaClass) private readonly repo: Repository<YogaClass>,
    private readonly dataSource: DataSource,
  ) {}

  async list(
    query: ClassesQueryDto,
    withLink: boolean,
  ): Promise<{ items: YogaClassDto[]; total: number }> {
    const qb = this.repo
      .createQueryBuilder('c')
      .orderBy('c.date', 'ASC')
      .addOrderBy('c.time', 'ASC')
      .addOrderBy('c.id', 'ASC');
    if (query.from) qb.andWhere('c.date >= :from', { from: query.from });
    if (query.to) qb.andWhere('c.date <= :to', { to: query.to });
    const { skip, take } = toPage(query);
    const [rows, total] = await qb.skip(skip).take(take).getManyAndCount();
    return { items: rows.map((c) => toClassDto(c, withLink)), total };
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
    return toClassDto(await this.repo.save(this.repo.create(this.fields(dto))), true);
  }

  async update(id: number, dto: ClassInputDto): Promise<YogaClassDto> {
    const found = await this.findEntity(id);
    return toClassDto(await this.repo.save(Object.assign(found, this.fields(dto))), true);
  }

  async remove(id: number): Promise<void> {
    await this.findEntity(id);
    // Explicit: the embedded SQLite file does not enforce foreign keys.
    await this.dataSource.transaction(async (em) => {
      await em.delete(Booking, { classId: id });
      await em.delete(YogaClass, { id });
    });
  }
}
