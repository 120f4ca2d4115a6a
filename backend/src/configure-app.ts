import express from 'express';
import compression from 'compression';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { AppConfig } from './config/app.config.js';
import { AllExceptionsFilter } from './common/filters/all-exceptions.filter.js';
import { requestLogger } from './common/middleware/request-logger.js';
import { mountStaticSite } from './web/static-site.js';

export const JSON_BODY_LIMIT = '1mb';

/** Everything main.ts and the e2e tests apply to the app, in one place. */
export function configureApp(app: NestExpressApplication, config: AppConfig) {
  const server = app.getHttpAdapter().getInstance() as express.Express;
  server.disable('x-powered-by');
  app.set('trust proxy', config.trustProxy ? 1 : false);
  app.use(requestLogger(config.logRequests));
  app.use(compression());
  app.use('/api', express.json({ limit: JSON_BODY_LIMIT }));
  app.use('/api', express.urlencoded({ extended: false, limit: JSON_BODY_LIMIT }));
  app.setGlobalPrefix('api');
  app.useGlobalFilters(new AllExceptionsFilter());
  mountStaticSite(server, config);
}
