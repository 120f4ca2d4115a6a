import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnModuleDestroy,
  type OnModuleInit,
} from '@nestjs/common';
import { DiscoveryService } from '@nestjs/core';
import { Queue, Worker, type Job } from 'bullmq';
import type { Redis } from 'ioredis';
import { DataSource, In } from 'typeorm';
import { JobsService } from '../common/jobs/jobs.service.js';
import { RedisService } from '../common/redis/redis.service.js';
import { JOBS_CONFIG, type JobsConfig } from '../config/jobs.config.js';
import { isDuplicateKey } from '../database/db-errors.js';
import { Transactions } from '../database/transactions.js';
import { DomainEventDelivery, DomainEventRecord } from './domain-event.entity.js';
import type { DomainEvent, DomainEventName } from './event-map.js';
import { handlersOf } from './on-domain-event.decorator.js';

/** The poller: a scheduled job (JobsService) that dispatches what the after-commit dispatch left. */
export const DOMAIN_EVENTS_JOB = 'events.dispatch';
/** The BullMQ queue of deliveries (REDIS_URL): one job per (event, subscriber). */
export const DOMAIN_EVENTS_QUEUE = 'domain-events';
const POLL_EVERY_MS = 5_000;
/** A fresh event is left to the dispatcher that runs after its commit for this long. */
export const DISPATCH_GRACE_MS = 2_000;
const BATCH = 100;
/**
 * How long queueing an event's jobs may take: BullMQ waits for its connection to be ready, so with Redis
 * unreachable or frozen the attempt is abandoned after this and the poller queues the event again later.
 */
const ENQUEUE_TIMEOUT_MS = 1_000;
/** In-process: attempts before an event is left alone (logged; `attempts` shows it). */
const MAX_ATTEMPTS = 20;
/** BullMQ: attempts of one delivery job (exponential backoff from 1 s). */
const JOB_ATTEMPTS = 12;
const KEEP_FAILED_JOBS = 1000;
/** Dispatched events (and their deliveries) are deleted after this long. */
const RETENTION_MS = 30 * 24 * 3600_000;

const backoffMs = (attempts: number) => Math.min(1000 * 2 ** Math.max(0, attempts - 1), 600_000);

interface Subscriber {
  /** `<Class>.<method>`: the delivery key. */
  name: string;
  type: DomainEventName;
  call(event: DomainEvent): Promise<void>;
}

interface DeliveryJob {
  eventId: string;
  subscriber: string;
}

/** BullMQ ids may not contain ':'; event ids are UUIDs and subscriber names `<Class>.<method>`. */
const jobId = (eventId: string, subscriber: string) => `${eventId}.${subscriber}`;

/** `work`, or a rejection once `ms` have passed without an answer. */
function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`timed out after ${ms} ms`)), ms);
    timer.unref();
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

function toEvent(record: DomainEventRecord): DomainEvent {
  return {
    id: record.id,
    type: record.type as DomainEventName,
    payload: JSON.parse(record.payload) as DomainEvent['payload'],
    occurredAt: record.occurredAt,
  };
}

/**
 * Delivers the outbox's domain events to the `@OnDomainEvent` subscribers, at least once each:
 *
 * - After commit (`dispatchSoon`, called by `DomainEvents.publish` through `Transactions.afterCommit`):
 *   without REDIS_URL every subscriber is called in this process; with REDIS_URL one BullMQ job per
 *   (event, subscriber) is queued (job id `<event>.<subscriber>`: queued twice, it runs once) and the
 *   JOBS=on processes' workers run them, with retries and exponential backoff.
 * - The poller (`events.dispatch`, every 5 s where jobs run; at start too) takes up every event not yet
 *   dispatched whose time has come: one whose dispatch failed (backoff), or whose process stopped
 *   between the commit and the dispatch.
 * - Each delivery runs in a transaction of its own that first inserts the (event, subscriber) row of
 *   `domain_event_deliveries`: a delivery that already committed is skipped, so a handler's database
 *   effects happen once however often the event arrives.
 */
@Injectable()
export class DomainEventDispatcher
  implements OnModuleInit, OnApplicationBootstrap, OnModuleDestroy
{
  private readonly logger = new Logger('DomainEvents');
  private readonly byType = new Map<string, Subscriber[]>();
  private readonly byName = new Map<string, Subscriber>();
  /** Dispatches in progress in this process, by event id (the after-commit one and the poller's). */
  private readonly inFlight = new Map<string, Promise<void>>();
  private readonly timers = new Set<NodeJS.Timeout>();
  private queue: Queue | undefined;
  private queueConnection: Redis | undefined;
  private workerConnection: Redis | undefined;
  private worker: Worker | undefined;
  private stopped = false;

  constructor(
    private readonly discovery: DiscoveryService,
    private readonly dataSource: DataSource,
    private readonly tx: Transactions,
    private readonly jobs: JobsService,
    private readonly redis: RedisService,
    @Inject(JOBS_CONFIG) private readonly config: Pick<JobsConfig, 'mode'>,
  ) {}

  onModuleInit() {
    this.discover();
    this.jobs.register({
      name: DOMAIN_EVENTS_JOB,
      everyMs: POLL_EVERY_MS,
      runOnStart: true,
      run: () => this.poll(),
    });
  }

  onApplicationBootstrap() {
    if (this.redis.configured && this.config.mode === 'on') this.startWorker();
  }

  async onModuleDestroy() {
    this.stopped = true;
    for (const timer of this.timers) clearTimeout(timer);
    if (this.worker) {
      if (this.workerConnection?.status === 'ready') await this.worker.close();
      else await this.worker.close(true).catch(() => undefined);
    }
    await Promise.allSettled([...this.inFlight.values()]);
    if (this.queue) {
      // A connection that never became ready would hold close() forever.
      if (this.queueConnection?.status !== 'ready') this.queueConnection?.disconnect();
      await this.queue.close().catch(() => undefined);
    }
  }

  /** The subscribers of an event type (names), in discovery order. */
  subscribersOf(type: DomainEventName): string[] {
    return (this.byType.get(type) ?? []).map((s) => s.name);
  }

  /** After a commit: dispatch these events now, without waiting (failures are retried later). */
  dispatchSoon(record: DomainEventRecord): void {
    if (this.stopped) return;
    void this.dispatch(record);
  }

  /** One pass of the poller: the due, undispatched events (oldest first), then the old ones pruned. */
  async poll(now = new Date()): Promise<void> {
    const due = await this.dataSource
      .getRepository(DomainEventRecord)
      .createQueryBuilder('e')
      .where('e.dispatched_at IS NULL')
      .andWhere('e.available_at <= :now', { now })
      .andWhere('e.attempts < :max', { max: MAX_ATTEMPTS })
      .orderBy('e.available_at', 'ASC')
      .limit(BATCH)
      .getMany();
    for (const record of due) {
      if (this.stopped) return;
      await this.dispatch(record);
    }
    await this.prune(now);
  }

  private discover() {
    for (const wrapper of this.discovery.getProviders()) {
      const { instance, metatype } = wrapper;
      if (!instance || !metatype || !wrapper.isDependencyTreeStatic()) continue;
      for (const { type, method } of handlersOf(metatype)) {
        const name = `${metatype.name}.${method}`;
        if (this.byName.has(name)) throw new Error(`Domain event subscriber ${name} found twice`);
        const target = instance as Record<string, (event: DomainEvent) => Promise<void>>;
        const subscriber: Subscriber = {
          name,
          type,
          call: (event) => target[method].call(instance, event),
        };
        this.byName.set(name, subscriber);
        this.byType.set(type, [...(this.byType.get(type) ?? []), subscriber]);
      }
    }
  }

  private dispatch(record: DomainEventRecord): Promise<void> {
    const running = this.inFlight.get(record.id);
    if (running) return running;
    const work = (this.redis.configured ? this.enqueue(record) : this.deliverAll(record))
      .catch((error: unknown) =>
        this.logger.error({
          event: 'domain_event_dispatch_failed',
          id: record.id,
          error: String(error),
        }),
      )
      .finally(() => this.inFlight.delete(record.id));
    this.inFlight.set(record.id, work);
    return work;
  }

  /** In-process: every subscriber in turn; any failure leaves the event for a later attempt. */
  private async deliverAll(record: DomainEventRecord): Promise<void> {
    const event = toEvent(record);
    const errors: string[] = [];
    for (const subscriber of this.byType.get(record.type) ?? []) {
      try {
        await this.deliver(event, subscriber);
      } catch (error) {
        errors.push(`${subscriber.name}: ${String(error)}`);
        this.logger.warn({
          event: 'domain_event_handler_failed',
          id: record.id,
          type: record.type,
          subscriber: subscriber.name,
          error: String(error),
        });
      }
    }
    if (!errors.length) return this.markDispatched(record.id);
    const attempts = await this.markFailed(record, errors.join('; '));
    // Retried here too, so a process without the poller (JOBS=off) still delivers.
    if (attempts < MAX_ATTEMPTS && !this.stopped) {
      const timer = setTimeout(() => {
        this.timers.delete(timer);
        void this.retry(record.id);
      }, backoffMs(attempts));
      timer.unref();
      this.timers.add(timer);
    }
  }

  private async retry(id: string): Promise<void> {
    if (this.stopped) return;
    const record = await this.dataSource
      .getRepository(DomainEventRecord)
      .findOneBy({ id })
      .catch(() => null);
    if (record && !record.dispatchedAt) await this.dispatch(record);
  }

  /**
   * Calls one subscriber in a transaction that records the delivery first: false when it already
   * had the event (another attempt, instance or worker committed it).
   */
  private async deliver(event: DomainEvent, subscriber: Subscriber): Promise<boolean> {
    return this.tx.run(async (em) => {
      try {
        await em.insert(DomainEventDelivery, {
          eventId: event.id,
          subscriber: subscriber.name,
          deliveredAt: new Date(),
        });
      } catch (error) {
        if (isDuplicateKey(error)) return false;
        throw error;
      }
      await subscriber.call(event);
      return true;
    });
  }

  /** BullMQ: one job per subscriber, then the event is dispatched (the jobs retry by themselves). */
  private async enqueue(record: DomainEventRecord): Promise<void> {
    const subscribers = this.byType.get(record.type) ?? [];
    try {
      if (subscribers.length)
        await withTimeout(
          this.producer().addBulk(
            subscribers.map((s) => ({
              name: record.type,
              data: { eventId: record.id, subscriber: s.name } satisfies DeliveryJob,
              opts: {
                jobId: jobId(record.id, s.name),
                attempts: JOB_ATTEMPTS,
                backoff: { type: 'exponential', delay: 1000 },
                removeOnComplete: true,
                removeOnFail: KEEP_FAILED_JOBS,
              },
            })),
          ),
          ENQUEUE_TIMEOUT_MS,
        );
    } catch (error) {
      // Redis unreachable: the poller queues it again after the backoff.
      await this.markFailed(record, String(error));
      return;
    }
    await this.markDispatched(record.id);
  }

  private producer(): Queue {
    if (this.queue) return this.queue;
    this.queueConnection = this.redis.connect('domain-events-queue', {
      enableOfflineQueue: false,
      maxRetriesPerRequest: 1,
    })!;
    this.queue = new Queue(DOMAIN_EVENTS_QUEUE, {
      connection: this.queueConnection,
      prefix: this.redis.key('bull'),
    });
    // Connection errors are logged once per outage by RedisService.
    this.queue.on('error', () => undefined);
    return this.queue;
  }

  private startWorker() {
    this.workerConnection = this.redis.connect('domain-events-worker', {
      maxRetriesPerRequest: null,
    })!;
    this.worker = new Worker(DOMAIN_EVENTS_QUEUE, (job: Job<DeliveryJob>) => this.process(job), {
      connection: this.workerConnection,
      prefix: this.redis.key('bull'),
      concurrency: 4,
    });
    this.worker.on('error', () => undefined);
    this.worker.on('failed', (job, error) =>
      this.logger.warn({
        event: 'domain_event_handler_failed',
        id: job?.data.eventId,
        subscriber: job?.data.subscriber,
        attempt: job?.attemptsMade,
        error: String(error),
      }),
    );
  }

  private async process(job: Job<DeliveryJob>): Promise<void> {
    const { eventId, subscriber: name } = job.data;
    const subscriber = this.byName.get(name);
    // Another version of the app queued it: fail, so a worker that knows it retries it.
    if (!subscriber) throw new Error(`Unknown domain event subscriber ${name}`);
    const record = await this.dataSource
      .getRepository(DomainEventRecord)
      .findOneBy({ id: eventId });
    if (!record) return; // pruned long ago
    await this.deliver(toEvent(record), subscriber);
  }

  private async markDispatched(id: string): Promise<void> {
    await this.dataSource
      .getRepository(DomainEventRecord)
      .createQueryBuilder()
      .update()
      .set({ dispatchedAt: new Date(), lastError: null })
      .where('id = :id AND dispatched_at IS NULL', { id })
      .execute();
  }

  /** Counts a failed attempt and sets when the next may run; returns the attempts so far. */
  private async markFailed(record: DomainEventRecord, error: string): Promise<number> {
    const attempts = record.attempts + 1;
    record.attempts = attempts;
    await this.dataSource
      .getRepository(DomainEventRecord)
      .createQueryBuilder()
      .update()
      .set({
        attempts: () => 'attempts + 1',
        availableAt: new Date(Date.now() + backoffMs(attempts)),
        lastError: error.slice(0, 500),
      })
      .where('id = :id AND dispatched_at IS NULL', { id: record.id })
      .execute();
    if (attempts >= MAX_ATTEMPTS)
      this.logger.error({
        event: 'domain_event_abandoned',
        id: record.id,
        type: record.type,
        error,
      });
    return attempts;
  }

  private async prune(now: Date): Promise<void> {
    const cutoff = new Date(now.getTime() - RETENTION_MS);
    const old = (await this.dataSource
      .getRepository(DomainEventRecord)
      .createQueryBuilder('e')
      .select('e.id', 'id')
      .where('e.dispatched_at < :cutoff', { cutoff })
      .limit(500)
      .getRawMany()) as { id: string }[];
    if (!old.length) return;
    const ids = old.map((r) => r.id);
    await this.dataSource.getRepository(DomainEventDelivery).delete({ eventId: In(ids) });
    await this.dataSource.getRepository(DomainEventRecord).delete({ id: In(ids) });
  }
}
