import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { JOBS_CONFIG, type JobsConfig } from '../../config/jobs.config.js';
import { RedisService } from '../redis/redis.service.js';
import { JobsService } from './jobs.service.js';

export const PROBE_JOB = 'jobs.probe';
/** Redis list (after REDIS_PREFIX) the probe appends its runs to. */
export const PROBE_RUNS_KEY = 'jobs:probe-runs';

/** One probe run as recorded: which process, which BullMQ job (`local` for runNow), start or end. */
export interface ProbeRun {
  pid: number;
  job: string;
  phase: 'start' | 'end';
}

/**
 * Test-only job, registered only when JOBS_PROBE_MS is set (refused in production by jobs.config): it
 * records each run (start and end) in a Redis list, so the multi-instance tests can check that a
 * repeatable job runs once per interval across instances and that a stopping worker finishes its run.
 */
@Injectable()
export class JobsProbe implements OnModuleInit {
  constructor(
    @Inject(JOBS_CONFIG) private readonly config: Pick<JobsConfig, 'probe'>,
    private readonly jobs: JobsService,
    private readonly redis: RedisService,
  ) {}

  onModuleInit() {
    const probe = this.config.probe;
    if (!probe) return;
    this.jobs.register({
      name: PROBE_JOB,
      everyMs: probe.everyMs,
      run: async () => {
        const job = this.jobs.currentJobId() ?? 'local';
        await this.record({ pid: process.pid, job, phase: 'start' });
        if (probe.runMs) await new Promise((resolve) => setTimeout(resolve, probe.runMs));
        await this.record({ pid: process.pid, job, phase: 'end' });
      },
    });
  }

  private async record(run: ProbeRun) {
    await this.redis.commands?.rpush(this.redis.key(PROBE_RUNS_KEY), JSON.stringify(run));
  }
}
