import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import {
  DEFAULT_CLASS_DURATION_MINUTES,
  istInstant,
  type YogaClass as YogaClassDto,
} from '@yoga/contracts';
import { ApiError } from '../../common/errors/api-error.js';
import { ListCaches } from '../../common/http/list-caches.js';
import { CLOCK, type Clock } from '../../common/lifecycle/clock.js';
import { requiredFieldError } from '../../common/validation/validation.js';
import { VIDEO_CONFIG, type VideoConfig } from '../video/config.js';
import { Transactions } from '../../database/transactions.js';
import { changedOnly, DomainEvents } from '../../events/index.js';
import { ClassBookings } from './class-bookings.js';
import { ClassInstructors, teacherOf } from './class-instructors.js';
import { toClassDto } from './classes.mapper.js';
import type { ClassInputDto } from './dto/class.dto.js';
import { ClassSkip } from './entities/class-skip.entity.js';
import { YogaClass } from './entities/yoga-class.entity.js';
import type { ClassSchedule } from './events.js';

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

/**
 * The admin's changes to a class: create, edit, cancel (each with its audit entry and its events, in
 * one transaction), and the public list's cache cleared.
 */
@Injectable()
export class ClassEditor {
  private readonly repo: Repository<YogaClass>;

  constructor(
    @InjectRepository(YogaClass) repo: Repository<YogaClass>,
    private readonly caches: ListCaches,
    private readonly tx: Transactions,
    private readonly events: DomainEvents,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(VIDEO_CONFIG) private readonly video: Pick<VideoConfig, 'provider'>,
    private readonly bookings: ClassBookings,
    private readonly instructors: ClassInstructors,
  ) {
    this.repo = tx.ambient(repo);
  }

  private async findEntity(id: number): Promise<YogaClass> {
    const found = await this.repo.findOneBy({ id });
    if (!found) throw new ApiError('class_not_found');
    return found;
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
    await this.instructors.assertInstructors([
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

  /** A new class starts now or later (India time); an existing one may be edited whenever it was. */
  async create(actorId: number, dto: ClassInputDto): Promise<YogaClassDto> {
    if (
      istInstant(dto.date, dto.time) <
      new Date(Math.floor(this.clock.now().getTime() / 60_000) * 60_000)
    )
      throw new ApiError('class_in_past');
    const teaching = await this.teaching(dto, null);
    this.caches.clear('classes');
    const saved = await this.tx.run(async (em) => {
      const row = await em.save(this.repo.create({ ...this.fields(dto), ...teaching }));
      await this.audit(actorId, row.id, 'create', null, row);
      return row;
    });
    await this.instructors.withInstructorNames([saved]);
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
    this.caches.clear('classes');
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
    await this.instructors.withInstructorNames([saved]);
    // The bookings module fills raised places from the waitlist when `class.changed` reaches it, just
    // after this commit: the counts answered here may not show those promotions yet.
    return toClassDto(saved, true, await this.bookings.counts(id));
  }

  /**
   * Bookings of the class go with it (ON DELETE CASCADE, enforced on MySQL and on sql.js). A class
   * generated from the timetable is remembered as skipped, so the next generation does not bring it back.
   */
  async remove(actorId: number, id: number): Promise<void> {
    const found = await this.findEntity(id);
    this.caches.clear('classes');
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
      const bookings = await this.bookings.source().holdersOf(id);
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
}
