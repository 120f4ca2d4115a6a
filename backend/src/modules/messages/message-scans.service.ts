import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Between, In, MoreThan, type Repository } from 'typeorm';
import {
  CLASS_REMINDER_MINUTES,
  formatIstClock,
  formatIstDate,
  formatMinor,
  istDate,
  istInstant,
  isEntitledStatus,
  planPrice,
  RENEWAL_REMINDER_DAYS,
  Role,
  TRIAL_DAYS,
  UserStatus,
  type Language,
} from '@yoga/contracts';
import { JobsService } from '../../common/jobs/jobs.service.js';
import { APP_CONFIG, type AppConfig } from '../../config/app.config.js';
import { Booking } from '../bookings/entities/booking.entity.js';
import { YogaClass } from '../classes/entities/yoga-class.entity.js';
import { Payment } from '../payments/entities/payment.entity.js';
import { SubscriptionPeriod } from '../subscriptions/entities/subscription-period.entity.js';
import { membershipState } from '../subscriptions/membership-state.js';
import { User } from '../users/entities/user.entity.js';
import { OutboxService } from './outbox.service.js';

export const REMINDERS_SCAN_JOB = 'reminders.scan';

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;
/** A nudge or notice whose moment passed longer ago than this is not sent any more (e.g. after downtime). */
const LATE_LIMIT_MS = 2 * DAY_MS;

const locale = (language: Language) => (language === 'hi' ? 'hi-IN' : 'en-IN');

/** "Mon, 23 Nov, 7:00 am IST"-style time of a class, in the student's language. */
function classWhen(c: YogaClass, language: Language): string {
  return `${formatIstDate(c.date, locale(language))}, ${formatIstClock(c.time)}`;
}

/**
 * The scanning job (`reminders.scan`, every minute): finds what is due and queues it in the outbox with a
 * key per student and event, so scanning again (or on two instances) never queues twice. It reads the
 * other features' tables and changes none of them.
 */
@Injectable()
export class MessageScansService implements OnModuleInit {
  constructor(
    private readonly outbox: OutboxService,
    private readonly jobs: JobsService,
    @Inject(APP_CONFIG) private readonly config: Pick<AppConfig, 'messagesScanMs'>,
    @InjectRepository(Booking) private readonly bookings: Repository<Booking>,
    @InjectRepository(User) private readonly users: Repository<User>,
    @InjectRepository(Payment) private readonly payments: Repository<Payment>,
    @InjectRepository(SubscriptionPeriod) private readonly periods: Repository<SubscriptionPeriod>,
    @InjectRepository(YogaClass) private readonly classes: Repository<YogaClass>,
  ) {}

  onModuleInit() {
    this.jobs.register({
      name: REMINDERS_SCAN_JOB,
      everyMs: this.config.messagesScanMs,
      runOnStart: true,
      run: (now) => this.scan(now),
    });
  }

  async scan(now: Date): Promise<void> {
    await this.classReminders(now);
    await this.trialMessages(now);
    await this.receipts(now);
    await this.renewals(now);
  }

  /** 30 minutes before each booked class (and up to its start, if the scan was late). */
  async classReminders(now: Date): Promise<void> {
    const until = new Date(now.getTime() + CLASS_REMINDER_MINUTES * MINUTE_MS);
    const days = [...new Set([istDate(now), istDate(until)])];
    const rows = await this.bookings
      .createQueryBuilder('b')
      .innerJoinAndSelect('b.yogaClass', 'c')
      .innerJoinAndSelect('b.user', 'u')
      .where('c.date IN (:...days)', { days })
      .andWhere("b.type = 'class'")
      // A waitlist entry holds no place: its student hears of the class only if a place becomes theirs.
      .andWhere("b.status = 'booked'")
      .getMany();
    const { bookings_link } = this.outbox.links();
    for (const b of rows) {
      const c = b.yogaClass!;
      const start = istInstant(c.date, c.time).getTime();
      if (!(start - CLASS_REMINDER_MINUTES * MINUTE_MS <= now.getTime() && now.getTime() < start))
        continue;
      if (b.user.status !== UserStatus.Active) continue;
      // A paid class is joined only with a trial or plan running: no reminder to a class the student
      // could not join (demo classes are open to everyone).
      if (c.classType === 'paid' && !(await this.entitledAt(b.user, new Date(start)))) continue;
      await this.outbox.enqueue({
        user: b.user,
        event: 'class_reminder',
        key: `reminder:${b.id}`,
        params: {
          class_title: c.title,
          class_time: formatIstClock(c.time),
          join_link: bookings_link,
        },
      });
    }
  }

  /**
   * Trial day 10 and day 13 (10 and 13 days after registration) and the trial-ended notice, to students who
   * have not paid for a plan. Each only within its own stretch, so a late scan never sends two at once.
   */
  async trialMessages(now: Date): Promise<void> {
    const t = now.getTime();
    const students = await this.users.find({
      where: {
        role: Role.User,
        status: UserStatus.Active,
        createdAt: Between(
          new Date(t - TRIAL_DAYS * DAY_MS - LATE_LIMIT_MS),
          new Date(t - 10 * DAY_MS),
        ),
      },
    });
    if (!students.length) return;
    const paid = new Set(
      (
        await this.periods.find({
          select: { userId: true },
          where: { userId: In(students.map((s) => s.id)) },
        })
      ).map((p) => p.userId),
    );
    const { plans_link } = this.outbox.links();
    for (const user of students) {
      if (paid.has(user.id)) continue;
      const registered = user.createdAt.getTime();
      const end = registered + TRIAL_DAYS * DAY_MS;
      const lang = user.language === 'hi' ? 'hi' : 'en';
      if (t >= end && t < end + LATE_LIMIT_MS) {
        await this.outbox.enqueue({
          user,
          event: 'trial_ended',
          key: `trial-ended:${user.id}`,
          params: { plans_link },
        });
      } else if (t >= registered + 13 * DAY_MS && t < end) {
        await this.outbox.enqueue({
          user,
          event: 'trial_day13',
          key: `trial-day13:${user.id}`,
          params: { plans_link, trial_end: formatIstDate(new Date(end), locale(lang)) },
        });
      } else if (t >= registered + 10 * DAY_MS && t < registered + 13 * DAY_MS) {
        await this.outbox.enqueue({
          user,
          event: 'trial_day10',
          key: `trial-day10:${user.id}`,
          params: { plans_link, days_left: String(Math.ceil((end - t) / DAY_MS)) },
        });
      }
    }
  }

  /** A receipt for every paid payment of the last two days (the invoice is on the payments page). */
  async receipts(now: Date): Promise<void> {
    const paid = await this.payments.find({
      where: {
        status: 'paid',
        paidAt: Between(new Date(now.getTime() - LATE_LIMIT_MS), now),
      },
      order: { id: 'ASC' },
    });
    if (!paid.length) return;
    const users = await this.usersById(paid.map((p) => p.userId));
    const { payments_link } = this.outbox.links();
    for (const p of paid) {
      const user = users.get(p.userId);
      if (!user) continue;
      await this.outbox.enqueue({
        user,
        event: 'payment_receipt',
        key: `receipt:${p.id}`,
        params: {
          amount: formatMinor(p.amount, p.currency),
          plan_name: planPrice(p.plan, p.currency).name,
          invoice_link: payments_link,
        },
      });
    }
  }

  /** 7 days before the student's plan ends (the last of their stacked periods). */
  async renewals(now: Date): Promise<void> {
    const t = now.getTime();
    const ending = await this.periods.find({
      where: {
        endsAt: Between(
          new Date(t + (RENEWAL_REMINDER_DAYS - 1) * DAY_MS + 1),
          new Date(t + RENEWAL_REMINDER_DAYS * DAY_MS),
        ),
      },
    });
    if (!ending.length) return;
    const users = await this.usersById(ending.map((p) => p.userId));
    const { plans_link } = this.outbox.links();
    for (const period of ending) {
      const later = await this.periods.count({
        where: { userId: period.userId, endsAt: MoreThan(period.endsAt) },
      });
      const user = users.get(period.userId);
      if (later || !user || user.status !== UserStatus.Active) continue;
      const lang = user.language === 'hi' ? 'hi' : 'en';
      await this.outbox.enqueue({
        user,
        event: 'renewal_reminder',
        key: `renewal:${period.id}`,
        params: {
          plan_name: planPrice(period.plan, period.currency).name,
          end_date: formatIstDate(period.endsAt, locale(lang)),
          plans_link,
        },
      });
    }
  }

  /**
   * A waitlisted student got a place in a class (called by the timetable's WaitlistNotifier). Idempotent
   * per booking.
   */
  async waitlistPlaceGiven(place: {
    bookingId: number;
    userId: number;
    classId: number;
  }): Promise<void> {
    const [user, yogaClass] = await Promise.all([
      this.users.findOneBy({ id: place.userId }),
      this.classes.findOneBy({ id: place.classId }),
    ]);
    if (!user || !yogaClass) return;
    const lang = user.language === 'hi' ? 'hi' : 'en';
    await this.outbox.enqueue({
      user,
      event: 'waitlist_place',
      key: `waitlist:${place.bookingId}`,
      params: {
        class_title: yogaClass.title,
        class_when: classWhen(yogaClass, lang),
        bookings_link: this.outbox.links().bookings_link,
      },
    });
  }

  /** Whether `user` may join paid classes at `at` (staff always may). */
  private async entitledAt(user: User, at: Date): Promise<boolean> {
    if (user.role !== Role.User) return true;
    const periods = await this.periods.findBy({ userId: user.id });
    const state = membershipState(user.createdAt, periods, at, {
      subscriptionNo: null,
      credits: { INR: 0, USD: 0 },
      classesAttended: 0,
    });
    return isEntitledStatus(state.status);
  }

  private async usersById(ids: number[]): Promise<Map<number, User>> {
    const rows = await this.users.find({ where: { id: In([...new Set(ids)]) } });
    return new Map(rows.map((u) => [u.id, u]));
  }
}
