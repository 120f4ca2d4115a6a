import { Global, Module } from '@nestjs/common';
import { JobsService } from './jobs.service.js';
import { JobsProbe } from './probe.job.js';

/** Scheduled jobs of every feature (JobsService.register); JobsProbe only acts when JOBS_PROBE_MS is set. */
@Global()
@Module({ providers: [JobsService, JobsProbe], exports: [JobsService] })
export class JobsModule {}
