import express from 'express';
import { NotFoundException } from '@nestjs/common';
import compression from 'compression';
import helmet from 'helmet';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import { Logger } from 'nestjs-pino';
import { DataSource } from 'typeorm';
import { pinoHttp } from 'pino-http';
import type { AppConfig } from './config/app.config.js';
import { AllExceptionsFilter } from './common/filters/all-exceptions.filter.js';
import { closeConnectionsWhenStopping } from './common/lifecycle/graceful-shutdown.js';
import { Lifecycle } from './common/lifecycle/lifecycle.service.js';
import { httpLoggerOptions } from './common/logging/http-logger.js';
import { JSON_BODY_LIMIT, jsonBodyParser } from './common/validation/json-body.js';
import { createValidationPipe } from './common/validation/validation.js';
import { mountStaticSite } from './web/static-site.js';
import { BlogsService } from './modules/blogs/blogs.service.js';
import { PageQueryDto } from './common/paging/page-query.dto.js';

/** Origins of remotes served from elsewhere: the shell must be allowed to fetch and run them. */
export function remoteOrigins(config: Pick<AppConfig, 'remotes'>): string[] {
  const origins = new Set<string>();
  for (const url of Object.values(config.remotes)) {
    if (/^https?:\/\//i.test(url)) origins.add(new URL(url).origin);
  }
  return [...origins];
}

/** Razorpay Checkout's origins, allowed only when live keys are set (the sandbox needs none). */
export function razorpayCsp(config: Pick<AppConfig, 'payments'>) {
  const on = !!config.payments.razorpay;
  return {
    script: on ? ['https://checkout.razorpay.com'] : [],
    frame: on ? ['https://api.razorpay.com', 'https://checkout.razorpay.com'] : [],
    connect: on
      ? [
          'https://api.razorpay.com',
          'https://checkout.razorpay.com',
          'https://lumberjack.razorpay.com',
        ]
      : [],
    img: on ? ['https://cdn.razorpay.com'] : [],
  };
}

function securityHeaders(config: AppConfig) {
  const remotes = remoteOrigins(config);
  const razorpay = razorpayCsp(config);
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        objectSrc: ["'none'"],
        scriptSrc: ["'self'", ...remotes, ...razorpay.script],
        // antd's CSS-in-JS injects <style> elements at run time.
        styleSrc: ["'self'", "'unsafe-inline'", ...remotes],
        imgSrc: ["'self'", 'data:', 'blob:', ...remotes, ...razorpay.img],
        fontSrc: ["'self'", 'data:', ...remotes],
        connectSrc: ["'self'", ...remotes, ...razorpay.connect],
        frameSrc: ["'self'", ...razorpay.frame],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: true },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginResourcePolicy: { policy: remotes.length ? 'cross-origin' : 'same-origin' },
    crossOriginEmbedderPolicy: false,
    // Not `same-origin`: Razorpay Checkout opens bank and wallet pages in windows that report back to
    // the page that opened them. Server-rendered public pages send none (static-site.ts).
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
  });
}

function mountApiDocs(app: NestExpressApplication) {
  const document = SwaggerModule.createDocument(
    app,
    new DocumentBuilder()
      .setTitle('Yoga Live API')
      .setDescription(
        'Live online yoga classes: auth, classes, bookings, blogs, users, referrals and admin stats.',
      )
      .setVersion('1.0.0')
      .addBearerAuth()
      .build(),
  );
  SwaggerModule.setup('api/docs', app, document, { jsonDocumentUrl: 'api/docs/openapi.json' });
}

/** Everything main.ts and the tests apply to the app, in one place. */
export function configureApp(app: NestExpressApplication, config: AppConfig) {
  const server = app.getHttpAdapter().getInstance() as express.Express;
  server.disable('x-powered-by');
  app.set('trust proxy', config.trustProxy ? 1 : false);
  app.useLogger(app.get(Logger));
  app.use(pinoHttp(httpLoggerOptions(config), process.stdout));
  app.use(closeConnectionsWhenStopping(app.get(Lifecycle)));
  app.use(securityHeaders(config));
  if (config.corsOrigins.length) {
    app.enableCors({
      origin: config.corsOrigins,
      methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
      allowedHeaders: ['Authorization', 'Content-Type', 'X-Request-Id', 'Accept-Language'],
      exposedHeaders: ['X-Total-Count', 'Retry-After', 'X-Request-Id'],
      maxAge: 600,
    });
  }
  app.use(compression());
  // Razorpay signs the exact bytes of a webhook: that route keeps its raw body.
  app.use('/api/payments/webhook', express.raw({ type: () => true, limit: JSON_BODY_LIMIT }));
  app.use('/api', jsonBodyParser());
  app.use('/api', express.urlencoded({ extended: false, limit: JSON_BODY_LIMIT }));
  app.setGlobalPrefix('api');
  app.useGlobalPipes(createValidationPipe());
  const dataSource = app.get(DataSource);
  app.useGlobalFilters(new AllExceptionsFilter(() => dataSource.isInitialized));
  // Swagger UI only on purpose (API_DOCS=true): it maps the whole API for anyone who finds it.
  if (config.apiDocs) mountApiDocs(app);
  const blogs = app.get(BlogsService, { strict: false });
  mountStaticSite(server, config, {
    blogs: async () => (await blogs.list(new PageQueryDto())).items,
    blog: (id) =>
      blogs.get(id).catch((error: unknown) => {
        if (error instanceof NotFoundException) return undefined;
        throw error;
      }),
  });
}
