import { Global, Module } from '@nestjs/common';
import { RedisService } from './redis.service.js';

/** The Redis connections (REDIS_URL) shared by throttles, jobs, the list caches and health. */
@Global()
@Module({ providers: [RedisService], exports: [RedisService] })
export class RedisModule {}
