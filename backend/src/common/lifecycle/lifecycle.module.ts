import { Global, Module } from '@nestjs/common';
import { CLOCK, type Clock } from './clock.js';
import { Lifecycle } from './lifecycle.service.js';

/** Process-wide facts every feature may read: the clock and the shutdown state. */
@Global()
@Module({
  providers: [Lifecycle, { provide: CLOCK, useFactory: (): Clock => ({ now: () => new Date() }) }],
  exports: [Lifecycle, CLOCK],
})
export class LifecycleModule {}
