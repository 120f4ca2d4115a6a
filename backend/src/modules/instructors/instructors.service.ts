import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, type Repository } from 'typeorm';
import {
  CONSOLE_DAYS_AHEAD,
  Role,
  UserStatus,
  addIstDays,
  istInstant,
  istToday,
  type ClassAttendanceRow,
  type ClassMessageResponse,
  type ConsoleClass,
  type ConsoleRosterRow,
  type ConsoleStartResponse,
  type InstructorOption,
  type SlotInstructor,
} from '@yoga/contracts';
import type { AuthUser } from '../../common/decorators/current-user.decorator.js';
import { ApiError } from '../../common/errors/api-error.js';
import { CLOCK, type Clock } from '../../common/lifecycle/clock.js';
import { Transactions } from '../../database/transactions.js';
import { DomainEvents } from '../../events/index.js';
import type { AdminChanged } from '../audit/index.js';
import { BookingsService } from '../bookings/index.js';
import { ClassesService, type YogaClass } from '../classes/index.js';
import { HealthNotesService } from '../health-notes/index.js';
import { TimetableService } from '../timetable/index.js';
import { UsersService } from '../users/index.js';
import { ClassVideoService } from '../video/index.js';
import { InstructorAssignment } from './entities/instructor-assignment.entity.js';
import './events.js';

/** Who teaches a class: the class's own assignment (a substitute), else its slot's instructor. */
interface Teacher {
  instructorId: number | null;
  substitute: boolean;
}

/**
 * The instructor console (issue 25): instructors assigned per timetable slot and per class, the classes an
 * instructor teaches in the coming IST days, the host's link, the roster with the health notes students
 * share, the attendance, and a message to the booked students. An instructor reaches only the classes
 * they teach (any other: 404 `class_not_found`); an admin reaches every class.
 */
@Injectable()
export class InstructorsService {
  private readonly repo: Repository<InstructorAssignment>;

  constructor(
    @InjectRepository(InstructorAssignment) repo: Repository<InstructorAssignment>,
    private readonly tx: Transactions,
    private readonly events: DomainEvents,
    private readonly classes: ClassesService,
    private readonly bookings: BookingsService,
    private readonly users: UsersService,
    private readonly timetable: TimetableService,
    private readonly healthNotes: HealthNotesService,
    private readonly video: ClassVideoService,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {
    this.repo = tx.ambient(repo);
  }

  // ---- who teaches ----

  private async teachers(classes: readonly YogaClass[]): Promise<Map<number, Teacher>> {
    const classIds = classes.map((c) => c.id);
    const slotIds = [...new Set(classes.flatMap((c) => (c.slotId ? [c.slotId] : [])))];
    const rows = await this.repo.find({
      where: [
        ...(classIds.length ? [{ kind: 'class' as const, targetId: In(classIds) }] : []),
        ...(slotIds.length ? [{ kind: 'slot' as const, targetId: In(slotIds) }] : []),
      ],
    });
    const ofClass = new Map(rows.filter((r) => r.kind === 'class').map((r) => [r.targetId, r]));
    const ofSlot = new Map(rows.filter((r) => r.kind === 'slot').map((r) => [r.targetId, r]));
    return new Map(
      classes.map((c) => {
        const own = ofClass.get(c.id)?.instructorId ?? null;
        const slot = (c.slotId && ofSlot.get(c.slotId)?.instructorId) || null;
        // A substitute: someone else than the slot's instructor (a one-off class has no slot's).
        const substitute = own !== null && slot !== null && own !== slot;
        return [c.id, { instructorId: own ?? slot, substitute }];
      }),
    );
  }

  /** The class, if the caller may reach it: an admin any, an instructor only one they teach. */
  private async reachable(user: AuthUser, classId: number): Promise<YogaClass> {
    const found = await this.classes.findEntity(classId);
    if (user.role === Role.Admin) return found;
    const teacher = (await this.teachers([found])).get(found.id)!;
    if (teacher.instructorId !== user.id) throw new ApiError('class_not_found');
    return found;
  }

  private async toConsole(
    classes: readonly YogaClass[],
    teachers: Map<number, Teacher>,
  ): Promise<ConsoleClass[]> {
    const booked = await this.bookings.bookedUsers(classes.map((c) => c.id));
    const names = await this.users.contactsOf(
      [...teachers.values()].flatMap((t) => (t.instructorId ? [t.instructorId] : [])),
    );
    return classes.map((c) => {
      const teacher = teachers.get(c.id)!;
      return {
        id: c.id,
        title: c.title,
        date: c.date,
        time: c.time,
        duration_minutes: c.durationMinutes,
        instructor_id: teacher.instructorId,
        instructor_name: teacher.instructorId
          ? (names.get(teacher.instructorId)?.name ?? null)
          : null,
        substitute: teacher.substitute,
        booked: booked.get(c.id)?.length ?? 0,
      };
    });
  }

  // ---- the console ----

  /** Today's and the next CONSOLE_DAYS_AHEAD IST days' classes: the ones the caller teaches (admin: all). */
  async upcoming(user: AuthUser): Promise<ConsoleClass[]> {
    const today = istToday(this.clock.now());
    const dates = Array.from({ length: CONSOLE_DAYS_AHEAD + 1 }, (_, i) => addIstDays(today, i));
    const classes = await this.classes.onDates(dates);
    const teachers = await this.teachers(classes);
    const mine =
      user.role === Role.Admin
        ? classes
        : classes.filter((c) => teachers.get(c.id)!.instructorId === user.id);
    return this.toConsole(mine, teachers);
  }

  /** The booked students, with the health notes each chose to share with their instructors. */
  async roster(user: AuthUser, classId: number): Promise<ConsoleRosterRow[]> {
    await this.reachable(user, classId);
    const userIds = (await this.bookings.bookedUsers([classId])).get(classId) ?? [];
    const [contacts, notes] = await Promise.all([
      this.users.contactsOf(userIds),
      this.healthNotes.sharedOf(userIds),
    ]);
    return userIds
      .map((id) => ({
        user_id: id,
        name: contacts.get(id)?.name ?? '',
        health: notes.get(id) ?? null,
      }))
      .sort((a, b) => a.name.localeCompare(b.name) || a.user_id - b.user_id);
  }

  /** The host's link: Zoom's start_url, or the class's own link. */
  async start(user: AuthUser, classId: number): Promise<ConsoleStartResponse> {
    const found = await this.reachable(user, classId);
    return { url: await this.video.hostLink(found) };
  }

  async attendance(user: AuthUser, classId: number): Promise<ClassAttendanceRow[]> {
    await this.reachable(user, classId);
    return this.video.attendanceOf(classId);
  }

  /** A message to the students booked now, queued through the messages outbox (their language). */
  async message(user: AuthUser, classId: number, text: string): Promise<ClassMessageResponse> {
    await this.reachable(user, classId);
    const userIds = (await this.bookings.bookedUsers([classId])).get(classId) ?? [];
    if (userIds.length)
      await this.tx.run(() =>
        this.events.publish('instructor.message_sent', {
          classId,
          senderId: user.id,
          userIds,
          text: text.trim(),
        }),
      );
    return { recipients: userIds.length };
  }

  // ---- the admin's assignments ----

  async instructors(): Promise<InstructorOption[]> {
    return (await this.users.activeInstructors()).map((u) => ({
      id: u.id,
      name: u.name,
      email: u.email,
    }));
  }

  async slotAssignments(): Promise<SlotInstructor[]> {
    const rows = await this.repo.find({ where: { kind: 'slot' }, order: { targetId: 'ASC' } });
    return rows.map((r) => ({ slot_id: r.targetId, instructor_id: r.instructorId }));
  }

  private async assertInstructor(id: number | null): Promise<void> {
    if (id === null) return;
    const user = await this.users.findById(id);
    if (!user || user.role !== Role.Instructor || user.status !== UserStatus.Active)
      throw new ApiError('not_an_instructor');
  }

  /** The instructor assigned to a slot or a class now (null: none). */
  private async assigned(kind: 'slot' | 'class', targetId: number): Promise<number | null> {
    return (await this.repo.findOne({ where: { kind, targetId } }))?.instructorId ?? null;
  }

  /**
   * Stores an assignment and, when it changed, writes it to the admin audit log (`admin.changed`, in
   * the caller's transaction): who assigned or unassigned whom, to which slot or class.
   */
  private async assign(
    actorId: number,
    kind: 'slot' | 'class',
    targetId: number,
    instructorId: number | null,
  ): Promise<void> {
    const previous = await this.assigned(kind, targetId);
    if (previous === instructorId) return;
    if (instructorId === null) await this.repo.delete({ kind, targetId });
    else await this.repo.save({ kind, targetId, instructorId });
    const names = await this.users.contactsOf(
      [previous, instructorId].filter((id): id is number => id !== null),
    );
    const state = (id: number | null) =>
      id === null ? null : { instructor_id: id, instructor_name: names.get(id)?.name ?? null };
    const change: AdminChanged = {
      actorId,
      entity: kind === 'slot' ? 'slot_instructor' : 'class_instructor',
      entityId: String(targetId),
      action: instructorId === null ? 'unassign' : 'assign',
      before: state(previous),
      after: state(instructorId),
    };
    await this.events.publish('admin.changed', change);
  }

  /** The instructor of a timetable slot: they teach its classes (those without a substitute). */
  async assignSlot(
    actorId: number,
    slotId: number,
    instructorId: number | null,
  ): Promise<SlotInstructor> {
    if (!(await this.timetable.list()).some((s) => s.id === slotId))
      throw new ApiError('timetable_slot_not_found');
    await this.assertInstructor(instructorId);
    await this.tx.run(() => this.assign(actorId, 'slot', slotId, instructorId));
    return { slot_id: slotId, instructor_id: instructorId };
  }

  /**
   * A substitute for one class (null: back to the slot's instructor). When someone else teaches a class
   * still ahead, its booked students are told (`instructor.substituted` → the messages outbox).
   */
  async assignClass(
    actorId: number,
    classId: number,
    instructorId: number | null,
  ): Promise<ConsoleClass> {
    const found = await this.classes.findEntity(classId);
    await this.assertInstructor(instructorId);
    const teachers = await this.tx.run(async () => {
      const before = (await this.teachers([found])).get(classId)!;
      await this.assign(actorId, 'class', classId, instructorId);
      const after = await this.teachers([found]);
      const now = after.get(classId)!;
      const ahead = istInstant(found.date, found.time) > this.clock.now();
      if (ahead && now.instructorId !== before.instructorId)
        await this.events.publish('instructor.substituted', {
          classId,
          instructorId: now.instructorId,
          previousInstructorId: before.instructorId,
        });
      return after;
    });
    const teacher = teachers.get(classId)!.instructorId;
    if (teacher) {
      const contact = (await this.users.contactsOf([teacher])).get(teacher);
      if (contact) await this.classes.setInstructor(classId, contact.name);
    } else if (instructorId === null) {
      // Nobody teaches it now: the substitute's name is not left on the class; the slot's own instructor
      // name comes back (a one-off class: none).
      const slot = found.slotId
        ? (await this.timetable.list()).find((s) => s.id === found.slotId)
        : undefined;
      await this.classes.setInstructor(classId, slot?.instructor ?? null);
    }
    const [result] = await this.toConsole([found], teachers);
    return result;
  }
}
