import { Inject, Injectable } from '@nestjs/common';
import {
  CONSOLE_DAYS_AHEAD,
  Role,
  addIstDays,
  istToday,
  type ClassAttendanceRow,
  type ClassMessageResponse,
  type ConsoleClass,
  type ConsoleRosterRow,
  type ConsoleStartResponse,
  type InstructorOption,
} from '@yoga/contracts';
import type { AuthUser } from '../../common/decorators/current-user.decorator.js';
import { ApiError } from '../../common/errors/api-error.js';
import { CLOCK, type Clock } from '../../common/lifecycle/clock.js';
import { Transactions } from '../../database/transactions.js';
import { DomainEvents } from '../../events/index.js';
import { BookingsService } from '../bookings/index.js';
import { ClassesService, teacherOf, type YogaClass } from '../classes/index.js';
import { HealthNotesService } from '../health-notes/index.js';
import { HealthQuestionnaireService } from '../health-questionnaire/index.js';
import { UsersService } from '../users/index.js';
import { ClassVideoService } from '../video/index.js';
import './events.js';

/** Who teaches a class: its substitute, else its own instructor (a generated class: its slot's). */
interface Teacher {
  instructorId: number | null;
  substitute: boolean;
}

const teacher = (c: YogaClass): Teacher => ({
  instructorId: teacherOf(c),
  substitute: c.substituteId !== null && c.substituteId !== c.instructorId,
});

/** The class's second instructor, who hosts its overflow meeting (issue 33). */
const hostsOverflow = (c: YogaClass, userId: number) =>
  c.videoOverflow === 'meeting' && c.overflowInstructorId === userId;

/**
 * The instructor console (issue 25): the classes an instructor teaches in the coming IST days (who
 * teaches is the class's own field since issue 38: its slot's instructor or its substitute, set on the
 * Timetable and Manage Class screens), the host's link, the roster with the health notes students
 * share, the attendance, and a message to the booked students. An instructor reaches only the classes
 * they teach (any other: 404 `class_not_found`); an admin reaches every class.
 */
@Injectable()
export class InstructorsService {
  constructor(
    private readonly tx: Transactions,
    private readonly events: DomainEvents,
    private readonly classes: ClassesService,
    private readonly bookings: BookingsService,
    private readonly users: UsersService,
    private readonly healthNotes: HealthNotesService,
    private readonly healthChecks: HealthQuestionnaireService,
    private readonly video: ClassVideoService,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  // ---- who teaches ----

  private teachers(classes: readonly YogaClass[]): Map<number, Teacher> {
    return new Map(classes.map((c) => [c.id, teacher(c)]));
  }

  /** The class, if the caller may reach it: an admin any, an instructor only one they teach. */
  private async reachable(user: AuthUser, classId: number): Promise<YogaClass> {
    const found = await this.classes.findEntity(classId);
    if (user.role === Role.Admin) return found;
    if (teacherOf(found) !== user.id && !hostsOverflow(found, user.id))
      throw new ApiError('class_not_found');
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
        video_format: c.videoFormat ?? 'meeting',
        video_overflow: c.videoOverflow ?? 'none',
      };
    });
  }

  // ---- the console ----

  /** Today's and the next CONSOLE_DAYS_AHEAD IST days' classes: the ones the caller teaches (admin: all). */
  async upcoming(user: AuthUser): Promise<ConsoleClass[]> {
    const today = istToday(this.clock.now());
    const dates = Array.from({ length: CONSOLE_DAYS_AHEAD + 1 }, (_, i) => addIstDays(today, i));
    const classes = await this.classes.onDates(dates);
    const teachers = this.teachers(classes);
    const mine =
      user.role === Role.Admin
        ? classes
        : classes.filter(
            (c) => teachers.get(c.id)!.instructorId === user.id || hostsOverflow(c, user.id),
          );
    return this.toConsole(mine, teachers);
  }

  /**
   * The booked students, with the health notes each chose to share with their instructors, and the
   * mark of a "yes" in her health questionnaire (its details only with her consent; each read audited).
   */
  async roster(user: AuthUser, classId: number): Promise<ConsoleRosterRow[]> {
    const found = await this.reachable(user, classId);
    const userIds = (await this.bookings.bookedUsers([classId])).get(classId) ?? [];
    const [contacts, notes, checks] = await Promise.all([
      this.users.contactsOf(userIds),
      this.healthNotes.sharedOf(userIds),
      this.healthChecks.forRoster(user, { id: found.id, title: found.title }, userIds),
    ]);
    return userIds
      .map((id) => ({
        user_id: id,
        name: contacts.get(id)?.name ?? '',
        health: notes.get(id) ?? null,
        health_check: checks.get(id) ?? null,
      }))
      .sort((a, b) => a.name.localeCompare(b.name) || a.user_id - b.user_id);
  }

  /** The host's link: Zoom's start_url, or the class's own link. */
  async start(user: AuthUser, classId: number): Promise<ConsoleStartResponse> {
    const found = await this.reachable(user, classId);
    // The second instructor starts the class's second meeting (issue 33); its teacher, the class's own.
    const url =
      user.role !== Role.Admin && teacherOf(found) !== user.id
        ? ((await this.video.overflowHostLink(found)) ?? (await this.video.hostLink(found)))
        : await this.video.hostLink(found);
    // The audit log: who started which class (the host link itself is a secret and stays out).
    await this.tx.run(() =>
      this.events.publish('admin.changed', {
        actorId: user.id,
        entity: 'class',
        entityId: String(classId),
        action: 'start',
        label: found.title,
        before: null,
        after: { date: found.date, time: found.time },
      }),
    );
    return { url };
  }

  async attendance(user: AuthUser, classId: number): Promise<ClassAttendanceRow[]> {
    await this.reachable(user, classId);
    return this.video.attendanceOf(classId);
  }

  /** A message to the students booked now, queued through the messages outbox (their language). */
  async message(user: AuthUser, classId: number, text: string): Promise<ClassMessageResponse> {
    const found = await this.reachable(user, classId);
    const userIds = (await this.bookings.bookedUsers([classId])).get(classId) ?? [];
    await this.tx.run(async () => {
      if (userIds.length)
        await this.events.publish('instructor.message_sent', {
          classId,
          senderId: user.id,
          userIds,
          text: text.trim(),
        });
      // The audit log: who wrote what to how many students of which class.
      await this.events.publish('admin.changed', {
        actorId: user.id,
        entity: 'class',
        entityId: String(classId),
        action: 'message',
        label: found.title,
        before: null,
        after: {
          date: found.date,
          time: found.time,
          recipients: userIds.length,
          text: text.trim(),
        },
      });
    });
    return { recipients: userIds.length };
  }

  // ---- the admin's picker ----

  /** The active instructor accounts: what the Timetable and Manage Class pickers offer. */
  async instructors(): Promise<InstructorOption[]> {
    return (await this.users.activeInstructors()).map((u) => ({
      id: u.id,
      name: u.name,
      email: u.email,
    }));
  }
}
