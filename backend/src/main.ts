import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { AppModule } from './app.module.js';
import { loadConfig } from './app.config.js';
import { environment } from './config/env.js';
import { configureApp } from './configure-app.js';
import { installGracefulShutdown } from './common/lifecycle/graceful-shutdown.js';
import { startupBanner } from './common/logging/startup-banner.js';
import { AdminSeed } from './modules/auth/index.js';

async function bootstrap() {
  // A malformed or unsafe setting stops here, before anything opens (the message names the variable).
  const config = loadConfig(environment());
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(config), {
    bufferLogs: true,
    bodyParser: false,
  });
  configureApp(app, config);
  await app.listen(config.server.port, config.server.host);
  installGracefulShutdown(app, config.lifecycle, (message) => Logger.log(message, 'Shutdown'));
  Logger.log(
    `Site and API listening on http://localhost:${config.server.port} (database: ${config.database.dbUrl ? 'MySQL' : 'embedded SQLite'})`,
    'Bootstrap',
  );
  // A developer's terminal: one clear block (address, admin login, database) among the log lines.
  if (config.logging.mode !== 'production') {
    process.stdout.write(
      startupBanner({
        brand: config.business.brand_name,
        url: `http://localhost:${config.server.port}`,
        createdAdmin: app.get(AdminSeed, { strict: false }).createdAdmin,
        dbUrl: config.database.dbUrl,
        sqlitePath: config.database.sqlitePath,
      }),
    );
  }
}

bootstrap().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
