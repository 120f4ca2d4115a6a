import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../config/app.config.js';

/**
 * The one source of "now" for time-dependent rules (trial, periods, join windows). API tests stub
 * `now()`; browser tests shift it with CLOCK_OFFSET_MS (never in production).
 */
@Injectable()
export class Clock {
  private readonly offsetMs: number;

  constructor(@Inject(APP_CONFIG) config: Pick<AppConfig, 'clockOffsetMs'>) {
    this.offsetMs = config.clockOffsetMs;
  }

  now(): Date {
    return new Date(Date.now() + this.offsetMs);
  }
}
