import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Brackets, type Repository } from 'typeorm';
import {
  MESSAGE_CHANNELS,
  MESSAGE_MAX_ATTEMPTS,
  USER_ROUTES,
  type Language,
  type MessageChannel,
  type MessageEvent,
  type MessageStatus,
} from '@yoga/contracts';
import { APP_CONFIG, type AppConfig } from '../../config/app.config.js';
import { JobsService } from '../../common/jobs/jobs.service.js';
import { CLOCK, type Clock } from '../../common/lifecycle/clock.js';
import { ConsentsService } from '../profile/consents.service.js';
import type { User } from '../users/entities/user.entity.js';
import { OutboxMessage } from './entities/outbox-message.entity.js';
import {
  MESSAGE_PROVIDERS,
  ProviderError,
  shortReason,
  type MessageProvider,
} from './providers/message-provider.js';
import { TRANSACTIONAL_EMAIL_EVENTS, type MessageParams } from './templates.js';

export const OUTBOX_SEND_JOB = 'outbox.send';
/** Rows one run of the sender takes at most (the next run takes the rest). */
const BATCH = 50;
/** How long a sender holds a claimed row; past it (a crashed sender) another may take it over. */
const LEASE_MS = 2 * 60_000;
/** Backoff after the n-th failed attempt: 1, 2, 4, 8 minutes. */
const BACKOFF_BASE_MS = 60_000;
const DUE_STATUSES: MessageStatus[] = ['queued', 'retrying'];

export function backoffMs(attempts: number): number {
  return BACKOFF_BASE_MS * 2 ** Math.max(0, attempts - 1);
}

/** What a feature asks for: one event for one student (the outbox picks the channels). */
export interface MessageRequest {
  user: Pick<User, 'id' | 'name' | 'email' | 'phone' | 'language'>;
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

  constructor(
    @InjectRepository(OutboxMessage) private readonly repo: Repository<OutboxMessage>,
    @Inject(MESSAGE_PROVIDERS) providers: MessageProvider[],
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly consents: ConsentsService,
    private readonly jobs: JobsService,
  ) {
    this.providers = new Map(providers.map((p) => [p.channel, p]));
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
    const base = this.config.publicUrl;
    return {
      profile_link: `${base}${USER_ROUTES.profile}`,
      bookings_link: `${base}${USER_ROUTES.bookings}`,
      plans_link: `${base}${USER_ROUTES.plans}`,
      payments_link: `${base}${USER_ROUTES.payment}`,
    };
  }

  /**
   * Queues the message on each channel the student may receive it on: with their consent, or (email of a
   * receipt or a waitlist place) because it is about their own purchase or booking. A key queued before
   * adds nothing. Asks the sender to run soon.
   */
  async enqueue(request: MessageRequest): Promise<void> {
    const consents = await this.consents.current(request.user.id);
    const now = this.clock.now();
    const { profile_link } = this.links();
    const rows = MESSAGE_CHANNELS.filter(
      (channel) => consents[channel] || this.transactional(request.event, channel),
    ).map((channel) => {
      const recipient = channel === 'email' ? request.user.email : request.user.phone;
      return {
        userId: request.user.id,
        channel,
        event: request.event,
        idempotencyKey: request.key,
        template: request.event,
        params: JSON.stringify({
          name: request.user.name,
          brand: this.config.business.brand_name,
          profile_link,
          ...request.params,
        }),
        language: (request.user.language === 'hi' ? 'hi' : 'en') as Language,
        recipient: recipient ?? '',
        status: (recipient ? 'queued' : 'skipped_no_address') as MessageStatus,
        reason: recipient ? null : 'The student has no phone number.',
        attempts: 0,
        nextAttemptAt: now,
      };
    });
    if (!rows.length) return;
    await this.repo
      .createQueryBuilder()
      .insert()
      .into(OutboxMessage)
      .values(rows)
      .orIgnore()
      .updateEntity(false)
      .execute();
    this.jobs.trigger(OUTBOX_SEND_JOB);
  }

  /** Sends every due message (one run of the `outbox.send` job). */
  async sendDue(now: Date = this.clock.now()): Promise<void> {
    const due = await this.repo
      .createQueryBuilder('m')
      .select(['m.id'])
      .where(this.claimable(now))
      .orderBy('m.id', 'ASC')
      .take(BATCH)
      .getMany();
    for (const { id } of due) {
      if (!(await this.claim(id, now))) continue;
      const row = await this.repo.findOneByOrFail({ id });
      await this.deliver(row, now);
    }
  }

  /** Admin "Retry": a failed or unsent message is queued again with fresh attempts. */
  async requeue(id: number): Promise<boolean> {
    const result = await this.repo
      .createQueryBuilder()
      .update(OutboxMessage)
      .set({ status: 'queued', attempts: 0, nextAttemptAt: this.clock.now(), lockedUntil: null })
      .where('id = :id AND status IN (:...statuses)', {
        id,
        statuses: ['failed', 'not_sent_no_provider'],
      })
      .execute();
    if (result.affected !== 1) return false;
    this.jobs.trigger(OUTBOX_SEND_JOB);
    return true;
  }

  private claimable(now: Date) {
    return new Brackets((qb) => {
      qb.where(
        new Brackets((q) =>
          q
            .where('status IN (:...due)', { due: DUE_STATUSES })
            .andWhere('next_attempt_at <= :now', { now }),
        ),
      ).orWhere(
        new Brackets((q) => q.where("status = 'sending'").andWhere('locked_until < :now', { now })),
      );
    });
  }

  /** Takes the row for this sender: only one of several concurrent senders gets `affected === 1`. */
  private async claim(id: number, now: Date): Promise<boolean> {
    const result = await this.repo
      .createQueryBuilder()
      .update(OutboxMessage)
      .set({
        status: 'sending',
        lockedUntil: new Date(now.getTime() + LEASE_MS),
        attempts: () => 'attempts + 1',
      })
      .where('id = :id', { id })
      .andWhere(this.claimable(now))
      .execute();
    return result.affected === 1;
  }

  private async deliver(row: OutboxMessage, now: Date): Promise<void> {
    const provider = this.providers.get(row.channel);
    const outgoing = {
      id: row.id,
      channel: row.channel,
      event: row.event,
      to: row.recipient,
      template: row.template,
      language: row.language,
      params: JSON.parse(row.params) as MessageParams,
    };
    if (!this.transactional(row.event, row.channel)) {
      // Consent is checked again when sending: a student may have withdrawn it since.
      const consents = await this.consents.current(row.userId);
      if (!consents[row.channel])
        return this.finish(row.id, 'skipped_no_consent', 'The student withdrew this consent.');
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

  private async finish(id: number, status: MessageStatus, reason: string) {
    await this.repo.update(
      { id },
      { status, reason: shortReason(reason), lockedUntil: null, nextAttemptAt: null },
    );
  }

  private transactional(event: MessageEvent, channel: MessageChannel): boolean {
    return channel === 'email' && TRANSACTIONAL_EMAIL_EVENTS.includes(event);
  }
}
