import { AsyncLocalStorage } from 'node:async_hooks';
import {
  Inject,
  Injectable,
  Logger,
  Optional,
  type OnApplicationBootstrap,
  type OnModuleDestroy,
} from '@nestjs/common';
import { Queue, Worker, type Job } from 'bullmq';
import type { Redis } from 'ioredis';
import { JOBS_CONFIG, type JobsConfig } from '../../config/jobs.config.js';
import { CLOCK, type Clock } from '../lifecycle/clock.js';
import { RedisService } from '../redis/redis.service.js';

/**
 * A scheduled job of a feature (timetable generation, reminders, outbox sending…). Its `run` must be
 * idempotent and safe when two instances run it at once (unique keys, conditional updates), because
 * that is what makes "run once" hold even if a timer or a queue delivers twice.
 */
export interface JobDefinition {
  /** Unique, dotted: `timetable.generate`, `outbox.send`. */
  name: string;
  /** How often it runs (a repeatable job). */
  everyMs: number;
  /** Also run once as soon as the app has started (e.g. fill the timetable on a fresh database). */
  runOnStart?: boolean;
  run(now: Date): Promise<void>;
}

/** The one BullMQ queue of the app; each job definition is a job name (and a job scheduler) in it. */
export const JOBS_QUEUE = 'jobs';
/** Failed runs kept in Redis for inspection (completed ones are removed at once). */
const KEEP_FAILED = 100;

/**
 * The one seam through which features schedule work. Features register in `onModuleInit`; the runner
 * starts after bootstrap when JOBS=on. See README "Jobs and the worker".
 *
 * - Without REDIS_URL: each job runs in this process on a timer (JOBS=on), `trigger` runs it soon.
 * - With REDIS_URL: one BullMQ queue (prefix REDIS_PREFIX + `bull`). Every JOBS=on process upserts one
 *   job scheduler per job (idempotent: whichever instance starts, the schedule is the same), so a
 *   repeatable job runs once per interval across all instances, on whichever worker takes it. `trigger`
 *   adds a one-off job, deduplicated per job name (at most one running and one waiting), from any
 *   process, JOBS=off API instances included: a worker elsewhere runs it. While Redis is unreachable
 *   jobs wait (BullMQ reconnects by itself) and schedulers are upserted again when it returns.
 * - `runNow` always runs in this process and waits (tests, admin actions). Within one process runs of
 *   one job never overlap.
 */
@Injectable()
export class JobsService implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('Jobs');
  private readonly jobs = new Map<string, JobDefinition>();
  private readonly timers: NodeJS.Timeout[] = [];
  private readonly running = new Map<string, Promise<void>>();
  private stopped = false;
  private queue: Queue | undefined;
  private queueConnection: Redis | undefined;
  private workerConnection: Redis | undefined;
  private worker: Worker | undefined;
  private startTriggered = false;
  /** Triggers on their way to the queue. */
  private readonly sending = new Set<Promise<unknown>>();
  /** The BullMQ job a run belongs to (for logs and the probe job). */
  private readonly context = new AsyncLocalStorage<string>();

  constructor(
    @Inject(JOBS_CONFIG) private readonly config: Pick<JobsConfig, 'mode'>,
    @Inject(CLOCK) private readonly clock: Clock,
    // Optional so a unit test may build the service by hand (then: in-process timers).
    @Optional() private readonly redis?: RedisService,
  ) {}

  register(job: JobDefinition): void {
    if (this.jobs.has(job.name)) throw new Error(`Job ${job.name} registered twice`);
    if (!Number.isInteger(job.everyMs) || job.everyMs < 1)
      throw new Error(`Job ${job.name}: everyMs must be a positive integer`);
    this.jobs.set(job.name, job);
  }

  names(): string[] {
    return [...this.jobs.keys()];
  }

  /** Runs a job now in this process and waits for it (tests, admin actions). Runs never overlap. */
  async runNow(name: string): Promise<void> {
    const job = this.jobs.get(name);
    if (!job) throw new Error(`Unknown job ${name}`);
    for (let current = this.running.get(name); current; current = this.running.get(name))
      await current.catch(() => undefined);
    const run = job.run(this.clock.now()).finally(() => this.running.delete(name));
    this.running.set(name, run);
    await run;
  }

  /**
   * Asks for a run soon without waiting (after a write that has work for a job). With REDIS_URL: a
   * one-off BullMQ job (a burst of triggers leaves at most one waiting); without: in this process when
   * JOBS=on, nothing when JOBS=off (the next scheduled run picks the work up). Errors are logged.
   */
  trigger(name: string): void {
    if (this.stopped) return;
    if (!this.jobs.has(name)) {
      this.failed(name, new Error(`Unknown job ${name}`));
      return;
    }
    const queue = this.producer();
    if (queue) {
      const sent = queue
        .add(
          name,
          {},
          {
            deduplication: { id: name, keepLastIfActive: true },
            removeOnComplete: true,
            removeOnFail: KEEP_FAILED,
          },
        )
        .catch((error: unknown) =>
          this.logger.warn({ event: 'job_trigger_failed', job: name, error: String(error) }),
        )
        .finally(() => this.sending.delete(sent));
      this.sending.add(sent);
      return;
    }
    if (this.config.mode === 'off') return;
    this.runNow(name).catch((error: unknown) => this.failed(name, error));
  }

  /**
   * Inside a run taken from BullMQ: that job's id (`repeat:<job>:<scheduled millis>` for a scheduled
   * run, a number for a triggered one); undefined for in-process runs.
   */
  currentJobId(): string | undefined {
    return this.context.getStore();
  }

  /** Resolves once the triggers made so far have reached the queue (or failed): tests, shutdown. */
  async flush(): Promise<void> {
    await Promise.allSettled([...this.sending]);
  }

  onApplicationBootstrap() {
    if (this.config.mode === 'off') return;
    if (this.redis?.configured) this.startWorker();
    else this.startTimers();
  }

  async onModuleDestroy() {
    this.stopped = true;
    for (const t of this.timers) clearInterval(t);
    if (this.worker) await this.closeWorker(this.worker);
    // Triggers already sent reach the queue (a bounded wait: an add waits while Redis is down).
    await Promise.race([this.flush(), new Promise((r) => setTimeout(r, 1000).unref())]);
    await this.queue?.close();
    await Promise.allSettled([...this.running.values()]);
  }

  /**
   * Stops taking jobs and lets the runs in progress finish. BullMQ's graceful close needs Redis to
   * answer; while it does not (down, or never reached), this process's runs are awaited here and the
   * worker is closed by force (BullMQ hands a job whose run did not finish to another worker once its
   * lock expires).
   */
  private async closeWorker(worker: Worker) {
    if (this.workerConnection?.status === 'ready') {
      await worker.close();
      return;
    }
    await Promise.allSettled([...this.running.values()]);
    await worker.close(true).catch(() => undefined);
  }

  private startTimers() {
    for (const job of this.jobs.values()) {
      if (job.runOnStart) this.trigger(job.name);
      const timer = setInterval(() => {
        if (!this.running.has(job.name)) this.trigger(job.name);
      }, job.everyMs);
      timer.unref();
      this.timers.push(timer);
    }
  }

  /** The queue jobs are added to (REDIS_URL only); its connection fails fast while Redis is down. */
  private producer(): Queue | undefined {
    if (this.queue || !this.redis?.configured) return this.queue;
    this.queueConnection = this.redis!.connect('jobs-queue', {
      enableOfflineQueue: false,
      maxRetriesPerRequest: 1,
    })!;
    this.queue = new Queue(JOBS_QUEUE, {
      connection: this.queueConnection,
      prefix: this.redis!.key('bull'),
    });
    // Connection errors are logged once per outage by RedisService.
    this.queue.on('error', () => undefined);
    return this.queue;
  }

  private startWorker() {
    const queue = this.producer()!;
    this.workerConnection = this.redis!.connect('jobs-worker', { maxRetriesPerRequest: null })!;
    this.worker = new Worker(JOBS_QUEUE, (job) => this.process(job), {
      connection: this.workerConnection,
      prefix: this.redis!.key('bull'),
      concurrency: Math.max(1, this.jobs.size),
    });
    this.worker.on('error', () => undefined);
    this.worker.on('failed', (job, error) => this.failed(job?.name ?? 'unknown', error));
    // On the first connection and after every reconnection (Redis may come back empty).
    this.queueConnection!.on('ready', () => void this.schedule(queue));
    if (this.queueConnection!.status === 'ready') void this.schedule(queue);
  }

  /** Upserts one job scheduler per job (idempotent) and removes the schedulers of jobs gone. */
  private async schedule(queue: Queue) {
    if (this.stopped) return;
    try {
      for (const job of this.jobs.values()) {
        // Upserting a scheduler while one of its runs is active makes BullMQ add a run realigned to the
        // clock, less than an interval after the next one already queued: leave a current scheduler alone
        // (another instance, or this one before a reconnection, made it).
        const current = await queue.getJobScheduler(job.name);
        if (
          current?.every === job.everyMs &&
          current.name === job.name &&
          current.template?.opts?.removeOnFail === KEEP_FAILED
        )
          continue;
        await queue.upsertJobScheduler(
          job.name,
          { every: job.everyMs },
          { name: job.name, opts: { removeOnComplete: true, removeOnFail: KEEP_FAILED } },
        );
      }
      for (const scheduler of await queue.getJobSchedulers())
        if (!this.jobs.has(scheduler.key)) await queue.removeJobScheduler(scheduler.key);
    } catch (error) {
      this.logger.warn({ event: 'job_schedule_failed', error: String(error) });
      return;
    }
    if (this.startTriggered) return;
    this.startTriggered = true;
    for (const job of this.jobs.values()) if (job.runOnStart) this.trigger(job.name);
  }

  private async process(job: Job): Promise<void> {
    if (!this.jobs.has(job.name)) throw new Error(`Unknown job ${job.name}`);
    await this.context.run(String(job.id), () => this.runNow(job.name));
  }

  private failed(name: string, error: unknown) {
    this.logger.error({ event: 'job_failed', job: name, error: String(error) });
  }
}
