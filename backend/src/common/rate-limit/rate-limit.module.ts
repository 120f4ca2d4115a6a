import { Global, Module } from '@nestjs/common';
import { CodeCheckThrottle } from './code-check-throttle.js';
import { RateLimiters } from './rate-limiters.js';

@Global()
@Module({
  providers: [RateLimiters, CodeCheckThrottle],
  exports: [RateLimiters, CodeCheckThrottle],
})
export class RateLimitModule {}
