import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { Logger as PinoLogger } from 'nestjs-pino';
import { AppModule } from './app.module.js';
import { loadConfig } from './app.config.js';
import { environment } from './config/env.js';
import { JobsService } from './common/jobs/jobs.service.js';

/**
 * `npm run worker`: the scheduled jobs (timetable, reminders, outbox…) in a process of their own, with
 * the same modules as the API but no HTTP server. It always runs the jobs (it loads the configuration
 * with the override JOBS=on; process.env stays as it is), so the API instances can run with JOBS=off.
 * With REDIS_URL it is a BullMQ worker (run one or several: each job still runs once per interval);
 * without it, in-process timers (run only one such worker).
 * SIGTERM/SIGINT: stop taking jobs, let the ones in progress finish (at most SHUTDOWN_TIMEOUT_MS), exit 0.
 */
async function bootstrap() {
  const config = loadConfig(environment({ JOBS: 'on' }));
  const app = await NestFactory.createApplicationContext(AppModule.forRoot(config), {
    bufferLogs: true,
  });
  app.useLogger(app.get(PinoLogger));
  const jobs = app.get(JobsService).names();
  Logger.log(
    `Worker running ${jobs.length} job(s) ${config.redis.url ? 'on BullMQ (Redis)' : 'on in-process timers (no REDIS_URL)'}: ${jobs.join(', ') || 'none'}`,
    'Worker',
  );
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    Logger.log(`${signal}: finishing the jobs in progress`, 'Worker');
    setTimeout(() => {
      Logger.warn('Jobs still running after SHUTDOWN_TIMEOUT_MS: exiting', 'Worker');
      process.exit(0);
    }, config.lifecycle.shutdownTimeoutMs).unref();
    try {
      await app.close();
    } finally {
      Logger.log('Stopped', 'Worker');
      process.exit(0);
    }
  };
  for (const signal of ['SIGTERM', 'SIGINT'] as const)
    process.once(signal, () => void stop(signal));
}

bootstrap().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
