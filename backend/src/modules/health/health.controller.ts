import { Controller, Get, HttpStatus, Res } from '@nestjs/common';
import { ApiOkResponse, ApiServiceUnavailableResponse } from '@nestjs/swagger';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Response } from 'express';
import { DataSource } from 'typeorm';
import type { HealthResponse } from '@yoga/contracts';
import { HealthResponseSchema } from './health.schemas.js';
import { Public } from '../../common/decorators/public.decorator.js';
import { Lifecycle } from '../../common/lifecycle/lifecycle.service.js';
import { RedisService } from '../../common/redis/redis.service.js';

const DB_CHECK_TIMEOUT_MS = 1500;

@Controller('health')
export class HealthController {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly lifecycle: Lifecycle,
    private readonly redis: RedisService,
  ) {}

  /**
   * 200 once a real query answers; 503 quickly (never hangs) while the database is down, and at once
   * when the instance is shutting down (load balancers stop sending it traffic). Redis (REDIS_URL) is
   * reported but does not take the instance out: without it reads and writes still work (throttles
   * count per instance, jobs wait), so Redis down is `degraded` with 200.
   */
  @Public()
  @Get()
  @ApiOkResponse({ type: HealthResponseSchema })
  @ApiServiceUnavailableResponse({
    type: HealthResponseSchema,
    description: 'Database down, or the instance is stopping',
  })
  async check(@Res({ passthrough: true }) res: Response): Promise<HealthResponse> {
    const [db, redis] = await Promise.all([this.database(), this.redis.state()]);
    if (this.lifecycle.stopping) {
      res.status(HttpStatus.SERVICE_UNAVAILABLE);
      return { status: 'stopping', db, redis };
    }
    if (db === 'down') {
      res.status(HttpStatus.SERVICE_UNAVAILABLE);
      return { status: 'error', db, redis };
    }
    return { status: redis === 'down' ? 'degraded' : 'ok', db, redis };
  }

  private async database(): Promise<'up' | 'down'> {
    try {
      await Promise.race([
        this.dataSource.query('SELECT 1'),
        new Promise((_, reject) =>
          setTimeout(
            () => reject(new Error('database check timed out')),
            DB_CHECK_TIMEOUT_MS,
          ).unref(),
        ),
      ]);
      return 'up';
    } catch {
      return 'down';
    }
  }
}
