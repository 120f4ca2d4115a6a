import { Inject, Injectable, Logger, NotFoundException, type OnModuleInit } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Brackets, In, MoreThanOrEqual, Not, IsNull, Repository } from 'typeorm';
import {
  addIstDays,
  DEFAULT_CLASS_DURATION_MINUTES,
  defaultTemplate,
  istDate,
  istTime,
  istWeekday,
  TIMETABLE_DAYS_AHEAD,
  type TimetableSlot as TimetableSlotDto,
} from '@yoga/contracts';
import { CLOCK, type Clock } from '../../common/lifecycle/clock.js';
import { JobsService } from '../../common/jobs/jobs.service.js';
import { ClassesService } from '../classes/classes.service.js';
import { ClassSkip } from '../classes/entities/class-skip.entity.js';
import { YogaClass } from '../classes/entities/yoga-class.entity.js';
import type { SlotInputDto } from './dto/slot.dto.js';
import { TimetableSlot } from './entities/timetable-slot.entity.js';
import { toSlotDto } from './timetable.mapper.js';

export const GENERATE_JOB = 'timetable.generate';
/** The job runs this often; a template change also generates at once. */
export const GENERATE_EVERY_MS = 10 * 60_000;

/** What a generation run changed. */
export interface GenerationResult {
  created: number;
  updated: number;
  removed: number;
}

/** The fields a class copies from its slot. */
type SlotFields = Pick<
  YogaClass,
  | 'title'
  | 'classType'
  | 'time'
  | 'link'
  | 'description'
  | 'durationMinutes'
  | 'capacity'
  | 'instructor'
>;

const COPIED: readonly (keyof SlotFields)[] = [
  'title',
  'classType',
  'time',
  'link',
  'description',
  'durationMinutes',
  'capacity',
  'instructor',
];

/** No booking row (booked or waitlisted) names the class: only then may generation change it. */
const UNBOOKED = 'NOT EXISTS (SELECT 1 FROM bookings b WHERE b.class_id = classes.id)';

function fromSlot(slot: TimetableSlot): SlotFields {
  return {
    title: slot.title,
    classType: slot.classType,
    time: slot.startTime,
    link: slot.link,
    description: slot.description,
    durationMinutes: slot.durationMinutes,
    capacity: slot.capacity,
    instructor: slot.instructor,
  };
}

/**
 * The weekly template and the classes generated from it. Generation is idempotent and safe on
 * several instances at once: the unique key (slot_id, date) of `classes` lets a class be inserted
 * once, and updates/deletes are conditional on the class having no booking at the moment they run.
 */
@Injectable()
export class TimetableService implements OnModuleInit {
  private readonly logger = new Logger('Timetable');

  constructor(
    @InjectRepository(TimetableSlot) private readonly slots: Repository<TimetableSlot>,
    @InjectRepository(YogaClass) private readonly classRepo: Repository<YogaClass>,
    @InjectRepository(ClassSkip) private readonly skips: Repository<ClassSkip>,
    private readonly classes: ClassesService,
    private readonly jobs: JobsService,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  onModuleInit() {
    this.jobs.register({
      name: GENERATE_JOB,
      everyMs: GENERATE_EVERY_MS,
      runOnStart: true,
      run: async (now) => {
        const result = await this.generate(now);
        if (result.created || result.updated || result.removed)
          this.logger.log({ event: 'timetable_generated', ...result });
      },
    });
  }

  // ---- template (admin CRUD) ----

  async list(): Promise<TimetableSlotDto[]> {
    const rows = await this.slots.find({
      order: { dayOfWeek: 'ASC', startTime: 'ASC', id: 'ASC' },
    });
    return rows.map(toSlotDto);
  }

  private fields(dto: SlotInputDto): Partial<TimetableSlot> {
    return {
      dayOfWeek: dto.day_of_week,
      startTime: dto.start_time,
      durationMinutes: dto.duration_minutes ?? DEFAULT_CLASS_DURATION_MINUTES,
      title: dto.title,
      instructor: dto.instructor?.trim() || null,
      link: dto.link,
      classType: dto.class_type ?? 'paid',
      capacity: dto.capacity,
      active: dto.active ?? true,
      description: dto.description ?? null,
    };
  }

  private async find(id: number): Promise<TimetableSlot> {
    const found = await this.slots.findOneBy({ id });
    if (!found) throw new NotFoundException('Timetable slot not found.');
    return found;
  }

  /** Every write regenerates at once, so the admin sees the classes follow the template. */
  async create(dto: SlotInputDto): Promise<TimetableSlotDto> {
    const saved = await this.slots.save(this.slots.create(this.fields(dto)));
    await this.generate(this.clock.now());
    return toSlotDto(saved);
  }

  async update(id: number, dto: SlotInputDto): Promise<TimetableSlotDto> {
    const found = await this.find(id);
    const saved = await this.slots.save(Object.assign(found, this.fields(dto)));
    await this.generate(this.clock.now());
    return toSlotDto(saved);
  }

  /** Soft delete: past classes keep naming the slot; its unbooked future classes go. */
  async remove(id: number): Promise<void> {
    await this.find(id);
    await this.slots.softDelete({ id });
    await this.generate(this.clock.now());
  }

  /** The spec's six daily slots on every day of the week, once per database (deleted ones count). */
  async seedTemplate(): Promise<boolean> {
    if ((await this.slots.count({ withDeleted: true })) > 0) return false;
    await this.slots.save(
      defaultTemplate().map((s) =>
        this.slots.create({
          dayOfWeek: s.day_of_week,
          startTime: s.start_time,
          durationMinutes: s.duration_minutes,
          title: s.title,
          instructor: s.instructor ?? null,
          link: s.link,
          classType: s.class_type,
          capacity: s.capacity,
          active: true,
          description: s.description ?? null,
        }),
      ),
    );
    return true;
  }

  // ---- generation ----

  /**
   * Keeps the classes of the next TIMETABLE_DAYS_AHEAD IST days (today included) in line with the
   * template: creates missing ones, updates unbooked future ones whose slot changed (unless edited by
   * hand in Manage Class), and removes unbooked future ones whose slot was deleted, deactivated or
   * moved to another day. Past classes and classes with a booking are never touched.
   */
  async generate(now: Date): Promise<GenerationResult> {
    const today = istDate(now);
    const nowTime = istTime(now);
    const isFuture = (date: string, time: string) =>
      date > today || (date === today && time > nowTime);
    const lastDay = addIstDays(today, TIMETABLE_DAYS_AHEAD - 1);

    const [slots, skipped] = await Promise.all([
      this.slots.find(),
      this.skips
        .createQueryBuilder('s')
        .where('s.date >= :today AND s.date <= :lastDay', { today, lastDay })
        .getMany(),
    ]);
    const slotById = new Map(slots.map((s) => [s.id, s]));
    const skip = new Set(skipped.map((s) => `${s.slotId}|${s.date}`));

    // What the template asks for, per (slot, date).
    const wanted = new Map<string, { slotId: number; date: string; fields: SlotFields }>();
    for (let day = 0; day < TIMETABLE_DAYS_AHEAD; day++) {
      const date = addIstDays(today, day);
      const weekday = istWeekday(date);
      for (const slot of slots) {
        if (!slot.active || slot.dayOfWeek !== weekday) continue;
        const key = `${slot.id}|${date}`;
        if (!skip.has(key)) wanted.set(key, { slotId: slot.id, date, fields: fromSlot(slot) });
      }
    }

    const existing = await this.classRepo.find({
      where: { slotId: Not(IsNull()), date: MoreThanOrEqual(today) },
    });
    const have = new Set(existing.map((c) => `${c.slotId}|${c.date}`));
    const result: GenerationResult = { created: 0, updated: 0, removed: 0 };

    const toInsert = [...wanted.entries()]
      .filter(([key, w]) => !have.has(key) && isFuture(w.date, w.fields.time))
      .map(([, w]) => ({ ...w.fields, slotId: w.slotId, date: w.date, customized: false }));
    if (toInsert.length) {
      const inserted = await this.classRepo
        .createQueryBuilder()
        .insert()
        .into(YogaClass)
        .values(toInsert)
        .orIgnore()
        .execute();
      result.created = this.affected(inserted.raw, toInsert.length);
    }

    const remove: number[] = [];
    for (const c of existing) {
      if (!isFuture(c.date, c.time)) continue;
      const slot = slotById.get(c.slotId!);
      const want = wanted.get(`${c.slotId}|${c.date}`);
      if (!slot || !want || !isFuture(c.date, want.fields.time)) {
        // Beyond the window a class of a live slot stays as it is.
        if (slot && slot.active && !skip.has(`${c.slotId}|${c.date}`) && c.date > lastDay) continue;
        remove.push(c.id);
        continue;
      }
      if (c.customized) continue;
      const changed = COPIED.filter((k) => c[k] !== want.fields[k]);
      if (!changed.length) continue;
      const res = await this.classRepo
        .createQueryBuilder()
        .update(YogaClass)
        .set(want.fields)
        .where('id = :id', { id: c.id })
        .andWhere(UNBOOKED)
        .execute();
      result.updated += res.affected ?? 0;
    }
    if (remove.length) {
      const res = await this.classRepo
        .createQueryBuilder()
        .delete()
        .from(YogaClass)
        .where({ id: In(remove) })
        .andWhere(new Brackets((qb) => qb.where(UNBOOKED)))
        .execute();
      result.removed = res.affected ?? 0;
    }
    if (result.created || result.updated || result.removed) this.classes.clearListCache();
    return result;
  }

  /** Rows an INSERT IGNORE really inserted (MySQL: affectedRows; sql.js does not say: the rows asked for). */
  private affected(raw: unknown, fallback: number): number {
    const n = (raw as { affectedRows?: number } | undefined)?.affectedRows;
    return typeof n === 'number' ? n : fallback;
  }
}
