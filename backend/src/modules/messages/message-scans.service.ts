import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import {
  titleIn,
  formatIstTimePair,
  formatIstDate,
  istDate,
  istInstant,
  RENEWAL_REMINDER_DAYS,
  BUSINESS_RULE_LIMITS,
  UserStatus,
  type Language,
} from '@yoga/contracts';
import { JobsService } from '../../common/jobs/jobs.service.js';
import { MESSAGES_CONFIG, type MessagesConfig } from './config.js';
import { translate } from '../../common/i18n/catalog.js';
import { BookingsService } from '../bookings/index.js';
import { ChallengesService } from '../challenges/index.js';
import { ClassesService, type YogaClass } from '../classes/index.js';
import { PlansService } from '../plans/index.js';
import { SiteSettingsService } from '../site-settings/index.js';
import { SubscriptionsService } from '../subscriptions/index.js';
import { UsersService } from '../users/index.js';
import { OutboxService, type MessageRequest } from './outbox.service.js';
import { ReminderProgress } from './reminder-progress.js';

export const REMINDERS_SCAN_JOB = 'reminders.scan';

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;
/** A nudge or notice whose moment passed longer ago than this is not sent any more (e.g. after downtime). */
const LATE_LIMIT_MS = 2 * DAY_MS;

/** IST times of the challenge messages: the morning ones, and the evening nudge's window. */
const CHALLENGE_MORNING = '09:00';
const CHALLENGE_NUDGE_FROM = '18:00';
const CHALLENGE_NUDGE_UNTIL = '22:00';

const locale = (language: Language) => (language === 'hi' ? 'hi-IN' : 'en-IN');

/**
 * The scanning job (`reminders.scan`, every minute) of the time-based messages: class reminders, trial
 * nudges and the trial-ended notice, renewal reminders. It finds what is due and queues it in the outbox
 * with a key per student and event, so scanning again (or on two instances) never queues twice. It asks
 * the owners (classes, bookings, users, subscriptions) for what it needs, a batch at a time: the number
 * of queries of a scan does not grow with the number of students. What reacts to a change (receipts,
 * waitlist places) is not scanned: `EventMessages` subscribes to the owners' domain events.
 */
@Injectable()
export class MessageScansService implements OnModuleInit {
  constructor(
    private readonly outbox: OutboxService,
    private readonly jobs: JobsService,
    @Inject(MESSAGES_CONFIG) private readonly config: Pick<MessagesConfig, 'scanMs'>,
    private readonly classes: ClassesService,
    private readonly bookings: BookingsService,
    private readonly users: UsersService,
    private readonly subscriptions: SubscriptionsService,
    private readonly plans: PlansService,
    private readonly settings: SiteSettingsService,
    private readonly challenges: ChallengesService,
    private readonly progress: ReminderProgress,
  ) {}

  onModuleInit() {
    this.jobs.register({
      name: REMINDERS_SCAN_JOB,
      everyMs: this.config.scanMs,
      runOnStart: true,
      run: (now) => this.scan(now),
    });
  }

  async scan(now: Date): Promise<void> {
    await this.classReminders(now);
    await this.trialMessages(now);
    await this.renewals(now);
    await this.challengeMessages(now);
  }

  /**
   * When joining opens (the business rules' join window; CLASS_REMINDER_MINUTES by default) before each
   * booked class (and up to its start, if the scan was late).
   */
  async classReminders(now: Date): Promise<void> {
    const reminderMinutes = (await this.settings.joinWindow()).beforeMinutes;
    const until = new Date(now.getTime() + reminderMinutes * MINUTE_MS);
    const days = [...new Set([istDate(now), istDate(until)])];
    const startOf = (c: YogaClass) => istInstant(c.date, c.time).getTime();
    const due = (await this.classes.onDates(days)).filter((c) => {
      const start = startOf(c);
      return start - reminderMinutes * MINUTE_MS <= now.getTime() && now.getTime() < start;
    });
    if (!due.length) return;
    const classById = new Map(due.map((c) => [c.id, c]));
    // A waitlist entry holds no place: its student hears of the class only if a place becomes theirs.
    // Only the places booked since this class's reminders were last queued (none at its first scan).
    const progress = await this.progress.of(due.map((c) => c.id));
    const places = await this.bookings.placesIn(
      due.map((c) => c.id),
      progress,
    );
    if (!places.length) return;
    const users = await this.users.contactsOf(places.map((p) => p.userId));
    // A paid class is joined only with a trial or plan running: no reminder to a class the student
    // could not join (demo classes are open to everyone). One answer per class start time.
    const entitled = new Map<number, Set<number>>();
    for (const start of new Set(due.filter((c) => c.classType === 'paid').map(startOf))) {
      const ids = places.filter((p) => startOf(classById.get(p.classId)!) === start);
      entitled.set(
        start,
        await this.subscriptions.entitledAt(
          [...new Set(ids.map((p) => p.userId))],
          new Date(start),
        ),
      );
    }
    const { bookings_link } = this.outbox.links();
    const requests: MessageRequest[] = [];
    for (const place of places) {
      const c = classById.get(place.classId)!;
      const user = users.get(place.userId);
      if (!user || user.status !== UserStatus.Active) continue;
      if (c.classType === 'paid' && !entitled.get(startOf(c))?.has(user.id)) continue;
      requests.push({
        user,
        event: 'class_reminder',
        key: `reminder:${place.bookingId}`,
        params: {
          class_title: titleIn({ title: c.title, title_hi: c.titleHi }, user.language ?? 'en'),
          // India time, and hers beside it when she is abroad (issue 37), in her language.
          class_time: formatIstTimePair(c.date, c.time, user.timeZone, user.language ?? 'en'),
          join_link: bookings_link,
        },
      });
    }
    await this.outbox.enqueueMany(requests);
    // Every place read is dealt with (queued, or not to be reminded): the next scans skip them.
    const last = new Map<number, number>();
    for (const p of places) last.set(p.classId, Math.max(p.bookingId, last.get(p.classId) ?? 0));
    await this.progress.advance(last);
  }

  /**
   * Trial day 10 and day 13 (4 days and 1 day before the trial ends: days 10 and 13 of a 14-day trial;
   * each student keeps the trial length of their registration) and the trial-ended notice, to students who
   * have not paid for a plan. Each only within its own stretch, so a late scan never sends two at once.
   */
  async trialMessages(now: Date): Promise<void> {
    const t = now.getTime();
    // Trial lengths vary (business rules: each student keeps the length of their registration day).
    const trialDays = await this.settings.trialDaysReader();
    const students = await this.users.activeStudentsRegisteredBetween(
      new Date(t - BUSINESS_RULE_LIMITS.trialDays.max * DAY_MS - LATE_LIMIT_MS),
      new Date(t),
    );
    if (!students.length) return;
    const paid = await this.subscriptions.withPeriods(students.map((s) => s.id));
    const { plans_link } = this.outbox.links();
    const requests: MessageRequest[] = [];
    for (const user of students) {
      if (paid.has(user.id)) continue;
      const end = user.createdAt.getTime() + trialDays(user.createdAt) * DAY_MS;
      const lang = user.language === 'hi' ? 'hi' : 'en';
      if (t >= end && t < end + LATE_LIMIT_MS) {
        requests.push({
          user,
          event: 'trial_ended',
          key: `trial-ended:${user.id}`,
          params: { plans_link },
        });
      } else if (t >= end - 1 * DAY_MS && t < end) {
        requests.push({
          user,
          event: 'trial_day13',
          key: `trial-day13:${user.id}`,
          params: { plans_link, trial_end: formatIstDate(new Date(end), locale(lang)) },
        });
      } else if (t >= end - 4 * DAY_MS && t < end - 1 * DAY_MS) {
        requests.push({
          user,
          event: 'trial_day10',
          key: `trial-day10:${user.id}`,
          params: { plans_link, days_left: String(Math.ceil((end - t) / DAY_MS)) },
        });
      }
    }
    await this.outbox.enqueueMany(requests);
  }

  /** 7 days before the student's plan ends (the last of their stacked periods). */
  async renewals(now: Date): Promise<void> {
    const t = now.getTime();
    const ending = await this.subscriptions.lastPeriodsEndingBetween(
      new Date(t + (RENEWAL_REMINDER_DAYS - 1) * DAY_MS + 1),
      new Date(t + RENEWAL_REMINDER_DAYS * DAY_MS),
    );
    if (!ending.length) return;
    const [users, names, renewals] = await Promise.all([
      this.users.contactsOf(ending.map((p) => p.userId)),
      this.plans.names(),
      this.subscriptions.renewalsOf(ending.map((p) => p.userId)),
    ]);
    const { plans_link } = this.outbox.links();
    const requests: MessageRequest[] = [];
    for (const period of ending) {
      const user = users.get(period.userId);
      if (!user || user.status !== UserStatus.Active) continue;
      // Renewing by itself: the 3-day notice before the debit says it instead (issue 26).
      const renewal = renewals.get(period.userId);
      if (renewal && ['active', 'pending', 'paused'].includes(renewal.status)) continue;
      const lang = user.language === 'hi' ? 'hi' : 'en';
      requests.push({
        user,
        event: 'renewal_reminder',
        key: `renewal:${period.id}`,
        params: {
          plan_name: names.name(period.plan, period.currency, lang),
          end_date: formatIstDate(period.endsAt, locale(lang)),
          plans_link,
        },
      });
    }
    await this.outbox.enqueueMany(requests);
  }

  /**
   * Challenge messages (issue 27), to participants on the channels they allowed: the day before the start
   * (from 09:00 IST), the evening nudge on a day of the challenge not practised yet (18:00 to 22:00 IST,
   * once per day), and the result once it ended (from 09:00 IST the next day, up to 2 days late).
   */
  async challengeMessages(now: Date): Promise<void> {
    const today = istDate(now);
    const t = now.getTime();
    const morning = t >= istInstant(today, CHALLENGE_MORNING).getTime();
    const evening =
      t >= istInstant(today, CHALLENGE_NUDGE_FROM).getTime() &&
      t < istInstant(today, CHALLENGE_NUDGE_UNTIL).getTime();
    if (!morning) return;
    const due = (await this.challenges.messagesDue(today)).filter(
      (d) => d.kind !== 'running' || (evening && !d.practisedToday),
    );
    if (!due.length) return;
    const users = await this.users.contactsOf(due.map((d) => d.userId));
    const { challenges_link, book_link } = this.outbox.links();
    const requests: MessageRequest[] = [];
    for (const d of due) {
      const user = users.get(d.userId);
      if (!user || user.status !== UserStatus.Active) continue;
      const lang = user.language === 'hi' ? 'hi' : 'en';
      const challenge = d.name[lang];
      if (d.kind === 'starting')
        requests.push({
          user,
          event: 'challenge_starting',
          key: `challenge-starting:${d.challengeId}:${d.userId}`,
          params: {
            challenge,
            starts_on: formatIstDate(d.startsOn, locale(lang)),
            challenges_link,
          },
        });
      else if (d.kind === 'running')
        requests.push({
          user,
          event: 'challenge_nudge',
          key: `challenge-nudge:${d.challengeId}:${d.userId}:${today}`,
          params: {
            challenge,
            days_practised: String(d.daysPractised),
            days_left: String(d.daysLeft),
            book_link,
          },
        });
      else
        requests.push({
          user,
          event: 'challenge_result',
          key: `challenge-result:${d.challengeId}:${d.userId}`,
          params: {
            challenge,
            days_practised: String(d.daysPractised),
            result: translate(
              lang,
              d.completed
                ? 'message.challenge_result.completed'
                : 'message.challenge_result.not_completed',
            ),
            challenges_link,
          },
        });
    }
    await this.outbox.enqueueMany(requests);
  }
}
