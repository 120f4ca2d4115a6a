import { Global, Module } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../config/app.config.js';
import { CLOCK, systemClock, type Clock } from './clock.js';
import { Lifecycle } from './lifecycle.service.js';

/** Process-wide facts every feature may read: the clock and the shutdown state. */
@Global()
@Module({
  providers: [
    Lifecycle,
    {
      provide: CLOCK,
      inject: [APP_CONFIG],
      useFactory: (config: Pick<AppConfig, 'clockOffsetMs'>): Clock =>
        systemClock(config.clockOffsetMs),
    },
  ],
  exports: [Lifecycle, CLOCK],
})
export class LifecycleModule {}
