import { modeOf, positiveInt, positiveIntOrOff, type Env } from './env.js';

/** Where the scheduled jobs (timetable, reminders, outbox…) run. */
export interface JobsConfig {
  /**
   * JOBS: `on` (default): in this process (on a timer without Redis, as a BullMQ worker with REDIS_URL);
   * `off`: not here (API instances behind a separate `npm run worker`, which loads the configuration with
   * JOBS=on, and the API tests, which run jobs by hand through JobsService.runNow).
   */
  mode: 'on' | 'off';
  /**
   * Test-only (refused in production): JOBS_PROBE_MS registers a job `jobs.probe` running that often
   * (each run takes JOBS_PROBE_RUN_MS) and recording its runs in Redis, so the multi-instance tests can
   * see that a repeatable job runs once across instances and that the worker finishes a run on SIGTERM.
   */
  probe: { everyMs: number; runMs: number } | undefined;
}

export const JOBS_CONFIG = Symbol('JOBS_CONFIG');

export function loadJobsConfig(env: Env): JobsConfig {
  const mode = modeOf(env);
  const value = env.JOBS?.trim().toLowerCase();
  if (value && value !== 'on' && value !== 'off')
    throw new Error(`JOBS must be "on" or "off", got "${env.JOBS}"`);
  let probe: JobsConfig['probe'];
  if (env.JOBS_PROBE_MS?.trim()) {
    if (mode === 'production') throw new Error('JOBS_PROBE_MS is for tests only');
    probe = {
      everyMs: positiveInt('JOBS_PROBE_MS', env.JOBS_PROBE_MS, 1000),
      runMs: positiveIntOrOff('JOBS_PROBE_RUN_MS', env.JOBS_PROBE_RUN_MS, 0),
    };
  }
  return {
    mode: value === 'on' || value === 'off' ? value : mode === 'test' ? 'off' : 'on',
    probe,
  };
}
