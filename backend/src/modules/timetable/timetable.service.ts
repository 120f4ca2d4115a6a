import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, Repository } from 'typeorm';
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
import { Transactions } from '../../database/transactions.js';
import { changedOnly, DomainEvents } from '../../events/index.js';
import { VIDEO_CONFIG, type VideoConfig } from '../video/config.js';
import {
  ClassesService,
  type SlotClassFields,
  type SlotInstructorFields,
} from '../classes/index.js';
import { UsersService } from '../users/index.js';
import type { SlotInputDto } from './dto/slot.dto.js';
import { TimetableSlot } from './entities/timetable-slot.entity.js';
import { toSlotDto } from './timetable.mapper.js';
import { ApiError } from '../../common/errors/api-error.js';
import { requiredFieldError } from '../../common/validation/validation.js';

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
type SlotFields = SlotClassFields;

const COPIED: readonly (keyof SlotFields)[] = [
  'title',
  'titleHi',
  'classType',
  'time',
  'link',
  'description',
  'durationMinutes',
  'capacity',
];

/** Who teaches by default follows the slot in every upcoming class, booked or edited ones too. */
const TEACHING = ['instructorId', 'instructorLegacy'] as const;
/** The video format and overflow follow the slot in every upcoming class not edited by hand (issue 33). */
const VIDEO = ['videoFormat', 'videoOverflow', 'overflowInstructorId'] as const;

function fromSlot(slot: TimetableSlot): SlotFields {
  return {
    title: slot.title,
    titleHi: slot.titleHi ?? null,
    classType: slot.classType,
    time: slot.startTime,
    link: slot.link,
    description: slot.description,
    durationMinutes: slot.durationMinutes,
    capacity: slot.capacity,
    instructorId: slot.instructorId ?? null,
    instructorLegacy: slot.instructorLegacy ?? null,
    videoFormat: slot.videoFormat ?? null,
    videoOverflow: slot.videoOverflow ?? null,
    overflowInstructorId: slot.overflowInstructorId ?? null,
  };
}

/**
 * The weekly template and the classes generated from it. Generation is idempotent and safe on
 * several instances at once: the classes module inserts a (slot, date) once (its unique key), and
 * updates/deletes only a class that has no booking at the moment they run (ClassesService).
 */
@Injectable()
export class TimetableService implements OnModuleInit {
  private readonly logger = new Logger('Timetable');

  constructor(
    @InjectRepository(TimetableSlot) private readonly slots: Repository<TimetableSlot>,
    private readonly classes: ClassesService,
    private readonly jobs: JobsService,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(VIDEO_CONFIG) private readonly video: Pick<VideoConfig, 'provider'>,
    private readonly users: UsersService,
    private readonly tx: Transactions,
    private readonly events: DomainEvents,
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
    return this.toDtos(rows);
  }

  /** The slots as the API shows them, with their instructors' names (one query of the users module). */
  private async toDtos(rows: readonly TimetableSlot[]): Promise<TimetableSlotDto[]> {
    const names = await this.users.contactsOf(
      rows.flatMap((s) => (s.instructorId ? [s.instructorId] : [])),
    );
    return rows.map((s) =>
      toSlotDto(s, s.instructorId ? (names.get(s.instructorId)?.name ?? null) : null),
    );
  }

  /** A slot without a link of its own: its classes get Zoom meetings (refused with the manual provider). */
  private linkOf(link: string | undefined): string {
    const value = link?.trim() ?? '';
    if (!value && this.video.provider === 'manual') throw requiredFieldError('link');
    return value;
  }

  /**
   * The slot's instructor from the form (absent: unchanged); a new one must be an active instructor
   * account. An account replaces the name typed before instructors were accounts.
   */
  private async teaching(
    dto: SlotInputDto,
    current: TimetableSlot | null,
  ): Promise<Pick<TimetableSlot, 'instructorId' | 'instructorLegacy' | 'overflowInstructorId'>> {
    const before = current?.instructorId ?? null;
    const instructorId = dto.instructor_id === undefined ? before : dto.instructor_id;
    const overflowBefore = current?.overflowInstructorId ?? null;
    const overflowInstructorId =
      dto.overflow_instructor_id === undefined ? overflowBefore : dto.overflow_instructor_id;
    await this.classes.assertInstructors([
      instructorId !== before ? instructorId : null,
      overflowInstructorId !== overflowBefore ? overflowInstructorId : null,
    ]);
    return {
      instructorId,
      instructorLegacy: instructorId === null ? (current?.instructorLegacy ?? null) : null,
      overflowInstructorId,
    };
  }

  private fields(dto: SlotInputDto): Partial<TimetableSlot> {
    return {
      dayOfWeek: dto.day_of_week,
      startTime: dto.start_time,
      durationMinutes: dto.duration_minutes ?? DEFAULT_CLASS_DURATION_MINUTES,
      title: dto.title,
      ...(dto.title_hi !== undefined ? { titleHi: dto.title_hi?.trim() || null } : {}),
      link: this.linkOf(dto.link),
      classType: dto.class_type ?? 'paid',
      capacity: dto.capacity,
      active: dto.active ?? true,
      description: dto.description ?? null,
      ...(dto.video_format !== undefined ? { videoFormat: dto.video_format } : {}),
      ...(dto.video_overflow !== undefined ? { videoOverflow: dto.video_overflow } : {}),
    };
  }

  private async find(id: number): Promise<TimetableSlot> {
    const found = await this.slots.findOneBy({ id });
    if (!found) throw new ApiError('timetable_slot_not_found');
    return found;
  }

  /**
   * The audit log's entry of an admin's change to a slot, in the change's transaction (its weekday
   * and time always, to name it).
   */
  private async audit(
    actorId: number,
    action: 'create' | 'update' | 'delete',
    before: TimetableSlot | null,
    after: TimetableSlot | null,
  ): Promise<void> {
    const state = (slot: TimetableSlot | null) => {
      if (!slot) return null;
      const { id: _id, instructor_name: _name, ...rest } = toSlotDto(slot, null);
      return rest as Record<string, unknown>;
    };
    const change = changedOnly(state(before), state(after));
    if (!change) return;
    const named = (after ?? before)!;
    const when = (slot: TimetableSlot | null) =>
      slot && { day_of_week: slot.dayOfWeek, start_time: slot.startTime };
    await this.events.publish('admin.changed', {
      actorId,
      entity: 'timetable_slot',
      entityId: String(named.id),
      action,
      label: named.title,
      before: change.before && { ...when(before), ...change.before },
      after: change.after && { ...when(after), ...change.after },
    });
  }

  /** Every write regenerates at once, so the admin sees the classes follow the template. */
  async create(actorId: number, dto: SlotInputDto): Promise<TimetableSlotDto> {
    const fields = { ...this.fields(dto), ...(await this.teaching(dto, null)) };
    const saved = await this.tx.run(async (em) => {
      const row = await em.save(this.slots.create(fields));
      await this.audit(actorId, 'create', null, row);
      return row;
    });
    await this.generate(this.clock.now());
    return (await this.toDtos([saved]))[0];
  }

  async update(actorId: number, id: number, dto: SlotInputDto): Promise<TimetableSlotDto> {
    const found = await this.find(id);
    const before = Object.assign(new TimetableSlot(), found);
    const fields = { ...this.fields(dto), ...(await this.teaching(dto, found)) };
    const saved = await this.tx.run(async (em) => {
      const row = await em.save(Object.assign(found, fields));
      await this.audit(actorId, 'update', before, row);
      return row;
    });
    await this.generate(this.clock.now());
    return (await this.toDtos([saved]))[0];
  }

  /**
   * One meeting link for many slots (all or nothing: an unknown or deleted id is 404 and nothing
   * changes). Their classes follow as after a single edit: the unbooked ones not edited by hand.
   */
  async setLink(actorId: number, ids: number[], link: string): Promise<TimetableSlotDto[]> {
    const unique = [...new Set(ids)];
    const found = await this.slots.findBy({ id: In(unique) });
    if (found.length !== unique.length) throw new ApiError('timetable_slot_not_found');
    await this.tx.run(async (em) => {
      await em.getRepository(TimetableSlot).update({ id: In(unique) }, { link });
      for (const slot of found)
        await this.audit(
          actorId,
          'update',
          slot,
          Object.assign(new TimetableSlot(), slot, { link }),
        );
    });
    await this.generate(this.clock.now());
    const saved = await this.slots.find({
      where: { id: In(unique) },
      order: { dayOfWeek: 'ASC', startTime: 'ASC', id: 'ASC' },
    });
    return this.toDtos(saved);
  }

  /** Soft delete: past classes keep naming the slot; its unbooked future classes go. */
  async remove(actorId: number, id: number): Promise<void> {
    const found = await this.find(id);
    await this.tx.run(async (em) => {
      await em.getRepository(TimetableSlot).softDelete({ id });
      await this.audit(actorId, 'delete', found, null);
    });
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
          titleHi: s.title_hi ?? null,
          instructorId: s.instructor_id ?? null,
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
   * moved to another day. Past classes are never touched; booked and edited ones take only their slot's
   * instructor (issue 38: the slot's instructor teaches its classes, unless a class has a substitute).
   */
  async generate(now: Date): Promise<GenerationResult> {
    const today = istDate(now);
    const nowTime = istTime(now);
    const isFuture = (date: string, time: string) =>
      date > today || (date === today && time > nowTime);
    const lastDay = addIstDays(today, TIMETABLE_DAYS_AHEAD - 1);

    const [slots, skipped] = await Promise.all([
      this.slots.find(),
      this.classes.skippedBetween(today, lastDay),
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

    const existing = await this.classes.generatedFrom(today);
    const have = new Set(existing.map((c) => `${c.slotId}|${c.date}`));
    const result: GenerationResult = { created: 0, updated: 0, removed: 0 };

    const toInsert = [...wanted.entries()]
      .filter(([key, w]) => !have.has(key) && isFuture(w.date, w.fields.time))
      .map(([, w]) => ({ ...w.fields, slotId: w.slotId, date: w.date, customized: false }));
    result.created = await this.classes.createMany(toInsert);

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
      // Who teaches is no part of what a student booked: every upcoming class follows its slot's
      // instructor (a substitute of its own stays).
      const follows: SlotInstructorFields = {};
      if (TEACHING.some((k) => (c[k] ?? null) !== want.fields[k]))
        Object.assign(follows, {
          instructorId: want.fields.instructorId,
          instructorLegacy: want.fields.instructorLegacy,
        });
      // A booked class too: how it is streamed is no part of what a student booked.
      if (!c.customized && VIDEO.some((k) => (c[k] ?? null) !== (want.fields[k] ?? null)))
        Object.assign(follows, {
          videoFormat: want.fields.videoFormat,
          videoOverflow: want.fields.videoOverflow,
          overflowInstructorId: want.fields.overflowInstructorId,
        });
      if (Object.keys(follows).length)
        result.updated += await this.classes.setSlotInstructor(c.id, follows);
      if (c.customized) continue;
      const changed = COPIED.filter((k) => c[k] !== want.fields[k]);
      if (!changed.length) continue;
      result.updated += await this.classes.updateUnbooked(c.id, want.fields);
    }
    result.removed = await this.classes.removeUnbooked(remove);
    return result;
  }
}
