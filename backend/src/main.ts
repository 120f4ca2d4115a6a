import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { AppModule } from './app.module.js';
import { APP_CONFIG, type AppConfig } from './config/app.config.js';
import { configureApp } from './configure-app.js';
import { installGracefulShutdown } from './common/lifecycle/graceful-shutdown.js';

async function bootstrap() {
  const app = await NestFactory.create<NestExpressApplication>(AppModule, {
    bufferLogs: true,
    bodyParser: false,
  });
  const config = app.get<AppConfig>(APP_CONFIG);
  configureApp(app, config);
  await app.listen(config.port, config.host);
  installGracefulShutdown(app, config.shutdownTimeoutMs, (message) =>
    Logger.log(message, 'Shutdown'),
  );
  Logger.log(
    `Site and API listening on http://localhost:${config.port} (database: ${config.dbUrl ? 'MySQL' : 'embedded SQLite'})`,
    'Bootstrap',
  );
}

bootstrap().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
