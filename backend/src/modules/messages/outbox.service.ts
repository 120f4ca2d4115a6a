import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import {
  MESSAGE_CHANNELS,
  MESSAGE_MAX_ATTEMPTS,
  OUTBOX_REASONS,
  PUSH_EVENTS,
  USER_ROUTES,
  type Language,
  type MessageChannel,
  type MessageEvent,
  type MessageStatus,
} from '@yoga/contracts';
import { SiteSettingsService } from '../site-settings/index.js';
import { SITE_CONFIG, type SiteConfig } from '../../config/site.config.js';
import { JobsService } from '../../common/jobs/jobs.service.js';
import { CLOCK, type Clock } from '../../common/lifecycle/clock.js';
import { Transactions } from '../../database/transactions.js';
import { ConsentsService } from '../profile/index.js';
import { PushService } from '../push/index.js';
import type { UserContact } from '../users/index.js';
import { OutboxMessage } from './entities/outbox-message.entity.js';
import {
  MESSAGE_PROVIDERS,
  ProviderError,
  shortReason,
  type MessageProvider,
} from './providers/message-provider.js';
import { BATCH, OutboxClaims } from './outbox-claims.js';
import { SendRates } from './send-rates.js';
import { RECIPIENT_EVENTS, TRANSACTIONAL_EMAIL_EVENTS, type MessageParams } from './templates.js';

export const OUTBOX_SEND_JOB = 'outbox.send';
/** Rows of one INSERT of `enqueueMany` at most (~13 000 placeholders: within MySQL's and SQLite's limits). */
const INSERT_BATCH = 1000;
/** Messages one sender has with the providers at once (each waits for its channel's rate first). */
const IN_FLIGHT = 16;
/** A run of the sender stops taking new batches after this long (the next run goes on at once). */
const RUN_BUDGET_MS = 45_000;
/** A provider's "slow down" pauses its whole channel at most this long (the message waits its own time). */
const CHANNEL_PAUSE_MAX_MS = 10_000;
/** Backoff after the n-th failed attempt: 1, 2, 4, 8 minutes. */
const BACKOFF_BASE_MS = 60_000;

export function backoffMs(attempts: number): number {
  return BACKOFF_BASE_MS * 2 ** Math.max(0, attempts - 1);
}

/** What a feature asks for: one event for one student (the outbox picks the channels). */
export interface MessageRequest {
  user: Pick<UserContact, 'id' | 'name' | 'email' | 'phone' | 'language'>;
  event: MessageEvent;
  /** Unique per student and event, e.g. `reminder:<bookingId>`: the same key is never sent twice. */
  key: string;
  params: MessageParams;
}

/**
 * The outbox: queues messages (one row per channel the student may receive, idempotent on the key) and
 * sends them through the channel's provider with retries and backoff. Rows are claimed with a conditional
 * update, so any number of senders (instances, a worker, overlapping runs) send each message once.
 */
@Injectable()
export class OutboxService implements OnModuleInit {
  private readonly logger = new Logger('Outbox');
  private readonly providers: Map<MessageChannel, MessageProvider>;
  /** The due rows and their claims. */
  private readonly claims: OutboxClaims;

  constructor(
    @InjectRepository(OutboxMessage) private readonly repo: Repository<OutboxMessage>,
    @Inject(MESSAGE_PROVIDERS) providers: MessageProvider[],
    @Inject(SITE_CONFIG) private readonly site: Pick<SiteConfig, 'publicUrl'>,
    private readonly settings: SiteSettingsService,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly consents: ConsentsService,
    private readonly jobs: JobsService,
    private readonly tx: Transactions,
    private readonly push: PushService,
    private readonly rates: SendRates,
  ) {
    this.providers = new Map(providers.map((p) => [p.channel, p]));
    this.claims = new OutboxClaims(repo, clock);
  }

  onModuleInit() {
    this.jobs.register({
      name: OUTBOX_SEND_JOB,
      everyMs: 15_000,
      runOnStart: true,
      run: (now) => this.sendDue(now),
    });
  }

  /** Links every message carries (the stop link among them). */
  links() {
    const base = this.site.publicUrl;
    return {
      profile_link: `${base}${USER_ROUTES.profile}`,
      book_link: `${base}${USER_ROUTES.classbook}`,
      bookings_link: `${base}${USER_ROUTES.bookings}`,
      plans_link: `${base}${USER_ROUTES.plans}`,
      household_link: `${base}${USER_ROUTES.household}`,
      company_link: `${base}${USER_ROUTES.company}`,
      payments_link: `${base}${USER_ROUTES.payment}`,
      challenges_link: `${base}${USER_ROUTES.challenges}`,
    };
  }

  /**
   * Queues the message on each channel the student may receive it on: with their consent, or (email of a
   * receipt or a waitlist place) because it is about their own purchase or booking. A key queued before
   * adds nothing. Asks the sender to run soon.
   */
  async enqueue(request: MessageRequest): Promise<void> {
    await this.enqueueMany([request]);
  }

  /**
   * `enqueue` for many requests at once (a scan's batch): one query for the consents and one insert per
   * INSERT_BATCH rows, whatever the number of students.
   */
  async enqueueMany(requests: readonly MessageRequest[]): Promise<void> {
    if (!requests.length) return;
    const consents = await this.consents.currentOf(requests.map((r) => r.user.id));
    // Web push: only the day's reminders, to students with a subscribed device (their push toggle).
    const pushed = requests.filter((r) => PUSH_EVENTS.includes(r.event)).map((r) => r.user.id);
    const withDevices = await this.push.usersWithDevices(pushed);
    const brand = (await this.settings.details()).brand_name;
    const now = this.clock.now();
    const { profile_link } = this.links();
    const rows = requests.flatMap((request) =>
      MESSAGE_CHANNELS.filter((channel) =>
        channel === 'push'
          ? PUSH_EVENTS.includes(request.event) && withDevices.has(request.user.id)
          : // A gift's recipient: only the addresses the buyer gave (no account, no consent of theirs).
            RECIPIENT_EVENTS.includes(request.event)
            ? Boolean(channel === 'email' ? request.user.email : request.user.phone)
            : consents.get(request.user.id)?.[channel] ||
              this.transactional(request.event, channel),
      ).map((channel) => {
        const recipient = this.recipientOf(channel, request.user);
        return {
          userId: request.user.id,
          channel,
          event: request.event,
          idempotencyKey: request.key,
          template: request.event,
          params: JSON.stringify({
            name: request.user.name,
            brand,
            profile_link,
            ...request.params,
          }),
          language: (request.user.language === 'hi' ? 'hi' : 'en') as Language,
          recipient: recipient ?? '',
          status: (recipient ? 'queued' : 'skipped_no_address') as MessageStatus,
          reason: recipient ? null : OUTBOX_REASONS.noPhone,
          attempts: 0,
          nextAttemptAt: now,
        };
      }),
    );
    if (!rows.length) return;
    // In the open transaction, if any (a domain event's handler: the rows commit with its delivery).
    const em = this.tx.manager();
    for (let i = 0; i < rows.length; i += INSERT_BATCH)
      await em
        .createQueryBuilder()
        .insert()
        .into(OutboxMessage)
        .values(rows.slice(i, i + INSERT_BATCH))
        .orIgnore()
        .updateEntity(false)
        .execute();
    this.tx.afterCommit(() => this.jobs.trigger(OUTBOX_SEND_JOB));
  }

  /**
   * Sends every due message (one run of the `outbox.send` job): batch after batch, IN_FLIGHT at a time,
   * each at its channel's rate (SendRates, shared by every instance), until none is due or the run has
   * lasted RUN_BUDGET_MS (then it asks for the next run at once).
   */
  async sendDue(now: Date = this.clock.now()): Promise<void> {
    const started = Date.now();
    for (let at = now; ; at = this.clock.now()) {
      const due = await this.claims.dueBatch(at);
      if (!due.length) return;
      // The consents the batch's messages need, read once for the batch (not once a message).
      const consents = await this.consents.currentOf(
        due
          .filter((r) => r.channel !== 'push' && !this.transactional(r.event, r.channel))
          .map((r) => r.userId),
      );
      let next = 0;
      const worker = async () => {
        while (next < due.length) {
          const row = due[next++];
          if (!(await this.claims.claim(row, at))) continue;
          await this.deliver(
            { ...row, attempts: row.attempts + 1 },
            this.clock.now(),
            consents.get(row.userId),
          );
        }
      };
      await Promise.all(Array.from({ length: Math.min(IN_FLIGHT, due.length) }, worker));
      if (due.length < BATCH) return;
      if (Date.now() - started > RUN_BUDGET_MS) {
        await this.jobs.trigger(OUTBOX_SEND_JOB);
        return;
      }
    }
  }

  /** Admin "Retry": a failed or unsent message is queued again with fresh attempts. */
  async requeue(id: number): Promise<boolean> {
    const result = await this.tx
      .manager()
      .createQueryBuilder()
      .update(OutboxMessage)
      .set({ status: 'queued', attempts: 0, nextAttemptAt: this.clock.now(), lockedUntil: null })
      .where('id = :id AND status IN (:...statuses)', {
        id,
        statuses: ['failed', 'not_sent_no_provider'],
      })
      .execute();
    if (result.affected !== 1) return false;
    this.tx.afterCommit(() => this.jobs.trigger(OUTBOX_SEND_JOB));
    return true;
  }

  /** Sends one claimed row; `consents`: the student's, as read for its batch (read here otherwise). */
  private async deliver(
    row: OutboxMessage,
    now: Date,
    consents?: Awaited<ReturnType<ConsentsService['current']>>,
  ): Promise<void> {
    const provider = this.providers.get(row.channel);
    const outgoing = {
      id: row.id,
      userId: row.userId,
      channel: row.channel,
      event: row.event,
      to: row.recipient,
      template: row.template,
      language: row.language,
      params: JSON.parse(row.params) as MessageParams,
    };
    if (row.channel === 'push') {
      // The push toggle is the device subscription: turned off on every device since, nothing goes.
      if (!(await this.push.countFor(row.userId)))
        return this.finish(row.id, 'skipped_no_consent', OUTBOX_REASONS.pushOff);
    } else if (!this.transactional(row.event, row.channel)) {
      // Checked again when sending (with its batch): a student may have withdrawn it since queueing.
      const current = consents ?? (await this.consents.current(row.userId));
      if (!current[row.channel])
        return this.finish(row.id, 'skipped_no_consent', OUTBOX_REASONS.consentWithdrawn);
    }
    if (!provider || !provider.configured) {
      if (provider?.keepLocally)
        await provider
          .keepLocally(outgoing)
          .catch((e: unknown) =>
            this.logger.warn({ event: 'local_copy_failed', error: String(e) }),
          );
      return this.finish(
        row.id,
        'not_sent_no_provider',
        provider?.notConfiguredReason ?? `No provider for ${row.channel}.`,
      );
    }
    try {
      // Its channel's next slot (the provider's rate, held across instances), right before it goes.
      await this.rates.take(row.channel);
      const sent = await provider.send(outgoing);
      await this.repo.update(
        { id: row.id },
        {
          status: 'sent',
          sentAt: now,
          reason: null,
          lockedUntil: null,
          nextAttemptAt: null,
          providerMessageId: sent.providerMessageId,
        },
      );
      this.logger.log({ event: 'message_sent', id: row.id, channel: row.channel, kind: row.event });
    } catch (error) {
      const failure =
        error instanceof ProviderError
          ? error
          : new ProviderError(shortReason(String(error)), true);
      if (failure.slowDownMs !== undefined) return this.later(row, failure, now);
      const giveUp = !failure.retryable || row.attempts >= MESSAGE_MAX_ATTEMPTS;
      await this.repo.update(
        { id: row.id },
        {
          status: giveUp ? 'failed' : 'retrying',
          reason: failure.reason,
          lockedUntil: null,
          nextAttemptAt: giveUp ? null : new Date(now.getTime() + backoffMs(row.attempts)),
        },
      );
      this.logger.warn({
        event: giveUp ? 'message_failed' : 'message_retry',
        id: row.id,
        channel: row.channel,
        attempts: row.attempts,
        reason: failure.reason,
      });
    }
  }

  /**
   * The provider said "slow down": the message is sent later (its attempt not counted, so it is never
   * given up for it) and its channel pauses on every instance.
   */
  private async later(row: OutboxMessage, failure: ProviderError, now: Date): Promise<void> {
    const wait = failure.slowDownMs ?? 0;
    await this.repo.update(
      { id: row.id },
      {
        status: 'retrying',
        reason: failure.reason,
        attempts: row.attempts - 1,
        lockedUntil: null,
        nextAttemptAt: new Date(now.getTime() + Math.max(wait, 1000)),
      },
    );
    if (failure.pauseChannel)
      await this.rates.slowDown(row.channel, Math.min(wait, CHANNEL_PAUSE_MAX_MS));
    this.logger.warn({ event: 'message_later', id: row.id, channel: row.channel, wait_ms: wait });
  }

  private async finish(id: number, status: MessageStatus, reason: string) {
    await this.repo.update(
      { id },
      { status, reason: shortReason(reason), lockedUntil: null, nextAttemptAt: null },
    );
  }

  /** The address a row keeps: the email, the phone number, or for push the student's devices. */
  private recipientOf(channel: MessageChannel, user: MessageRequest['user']): string | null {
    if (channel === 'push') return 'web push';
    return channel === 'email' ? user.email : user.phone;
  }

  private transactional(event: MessageEvent, channel: MessageChannel): boolean {
    return (
      RECIPIENT_EVENTS.includes(event) ||
      (channel === 'email' && TRANSACTIONAL_EMAIL_EVENTS.includes(event))
    );
  }
}
