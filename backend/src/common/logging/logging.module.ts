import { Module } from '@nestjs/common';
import { LoggerModule } from 'nestjs-pino';
import { APP_CONFIG, type AppConfig } from '../../config/app.config.js';
import { httpLoggerOptions } from './http-logger.js';

/**
 * nestjs-pino for application logs. The pino-http middleware itself is mounted first in
 * configureApp (so pages and assets get a request id too); `useExisting` makes Nest's logs inside a
 * request go through that request's logger (with its reqId).
 */
@Module({
  imports: [
    LoggerModule.forRootAsync({
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => ({
        pinoHttp: [httpLoggerOptions(config), process.stdout],
        useExisting: true as const,
      }),
    }),
  ],
})
export class LoggingModule {}
