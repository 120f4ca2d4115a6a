import { Module } from '@nestjs/common';
import { LoggerModule } from 'nestjs-pino';
import { LOGGING_CONFIG, type LoggingConfig } from '../../config/logging.config.js';
import { httpLoggerOptions } from './http-logger.js';
import { logDestination } from './log-destination.js';

/**
 * nestjs-pino for application logs. The pino-http middleware itself is mounted first in
 * configureApp (so pages and assets get a request id too); `useExisting` makes Nest's logs inside a
 * request go through that request's logger (with its reqId). On a developer's terminal the lines are
 * human-readable (`logDestination`).
 */
@Module({
  imports: [
    LoggerModule.forRootAsync({
      inject: [LOGGING_CONFIG],
      useFactory: (config: LoggingConfig) => ({
        pinoHttp: [httpLoggerOptions(config), logDestination(config.mode)],
        useExisting: true as const,
      }),
    }),
  ],
})
export class LoggingModule {}
