import { Global, Module } from '@nestjs/common';
import { LIFECYCLE_CONFIG, type LifecycleConfig } from '../../config/lifecycle.config.js';
import { CLOCK, systemClock, type Clock } from './clock.js';
import { Lifecycle } from './lifecycle.service.js';

/** Process-wide facts every feature may read: the clock and the shutdown state. */
@Global()
@Module({
  providers: [
    Lifecycle,
    {
      provide: CLOCK,
      inject: [LIFECYCLE_CONFIG],
      useFactory: (config: Pick<LifecycleConfig, 'clockOffsetMs'>): Clock =>
        systemClock(config.clockOffsetMs),
    },
  ],
  exports: [Lifecycle, CLOCK],
})
export class LifecycleModule {}
