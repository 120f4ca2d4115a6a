import 'reflect-metadata';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { Logger } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { AppModule } from './app.module.js';
import { APP_CONFIG, type AppConfig } from './config/app.config.js';
import { configureApp } from './configure-app.js';

async function bootstrap() {
  const app = await NestFactory.create<NestExpressApplication>(AppModule, {
    bufferLogs: false,
    bodyParser: false,
  });
  const config = app.get<AppConfig>(APP_CONFIG);
  mkdirSync(path.dirname(config.sqlitePath), { recursive: true });
  configureApp(app, config);
  app.enableShutdownHooks();
  await app.listen(config.port, config.host);
  const url = `http://localhost:${config.port}`;
  Logger.log(
    `Site and API listening on ${url} (database: ${config.dbUrl ? 'MySQL' : 'embedded SQLite'})`,
    'Bootstrap',
  );
}

bootstrap().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
