import { Controller, Get, HttpStatus, Res } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Response } from 'express';
import { DataSource } from 'typeorm';
import type { HealthResponse } from '@yoga/contracts';
import { Public } from '../../common/decorators/public.decorator.js';
import { Lifecycle } from '../../common/lifecycle/lifecycle.service.js';

const DB_CHECK_TIMEOUT_MS = 1500;

@Controller('health')
export class HealthController {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly lifecycle: Lifecycle,
  ) {}

  /**
   * 200 once a real query answers; 503 quickly (never hangs) while the database is down, and at once
   * when the instance is shutting down (load balancers stop sending it traffic).
   */
  @Public()
  @Get()
  async check(@Res({ passthrough: true }) res: Response): Promise<HealthResponse> {
    if (this.lifecycle.stopping) {
      res.status(HttpStatus.SERVICE_UNAVAILABLE);
      return { status: 'stopping', db: 'up' };
    }
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
      return { status: 'ok', db: 'up' };
    } catch {
      res.status(HttpStatus.SERVICE_UNAVAILABLE);
      return { status: 'error', db: 'down' };
    }
  }
}
