import { Logger } from '@nestjs/common';
import type { Logger as TypeOrmLogger } from 'typeorm';

/**
 * TypeORM's messages through the application logger (JSON lines with the request id), never with
 * query parameters: they may hold personal data. Query errors are answered (and logged) by the
 * exception filter; slow queries and migrations are worth a line of their own.
 */
export class DatabaseLogger implements TypeOrmLogger {
  private readonly logger = new Logger('Database');

  logQuery() {}

  logQueryError() {}

  logQuerySlow(ms: number, query: string) {
    this.logger.warn({ event: 'query_slow', ms, query: query.slice(0, 500) });
  }

  logSchemaBuild(message: string) {
    this.logger.debug(message);
  }

  logMigration(message: string) {
    this.logger.log(message);
  }

  log(level: 'log' | 'info' | 'warn', message: unknown) {
    if (level === 'warn') this.logger.warn(message);
    else this.logger.log(message);
  }
}
