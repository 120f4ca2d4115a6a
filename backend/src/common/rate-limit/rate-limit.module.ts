import { Global, Module } from '@nestjs/common';
import { RateLimiters } from './rate-limiters.js';

@Global()
@Module({ providers: [RateLimiters], exports: [RateLimiters] })
export class RateLimitModule {}
