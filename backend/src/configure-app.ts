import express from 'express';
import compression from 'compression';
import helmet from 'helmet';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { SwaggerModule } from '@nestjs/swagger';
import { Logger } from 'nestjs-pino';
import { DataSource } from 'typeorm';
import { pinoHttp } from 'pino-http';
import type { Configuration } from './app.config.js';
import type { PaymentsConfig } from './modules/payments/config.js';
import type { SiteConfig } from './config/site.config.js';
import { buildApiDocument } from './common/openapi/document.js';
import { AllExceptionsFilter } from './common/filters/all-exceptions.filter.js';
import { closeConnectionsWhenStopping } from './common/lifecycle/graceful-shutdown.js';
import { Lifecycle } from './common/lifecycle/lifecycle.service.js';
import { httpLoggerOptions } from './common/logging/http-logger.js';
import { JSON_BODY_LIMIT, jsonBodyParser } from './common/validation/json-body.js';
import { createValidationPipe } from './common/validation/validation.js';
import { mountStaticSite } from './web/static-site.js';
import { SiteSettingsService } from './modules/site-settings/index.js';
import { StoredFiles } from './modules/storage/index.js';
import { sendKeptJson } from './common/http/kept-json.js';
import { ListCaches } from './common/http/list-caches.js';
import {
  PUBLIC_CONTENT_CACHE,
  PublicPlansData,
  PublicContentData,
  PublicMilestoneCards,
  PublicCertificateData,
  PublicOfferData,
  PublicPageChanges,
  PublicPreviewAccess,
  PublicScheduleData,
  PublicSiteData,
} from './common/http/public-site-data.js';
import { noStoreForAccounts } from './common/http/no-store.js';

/** Origins of remotes served from elsewhere: the shell must be allowed to fetch and run them. */
export function remoteOrigins(site: Pick<SiteConfig, 'remotes'>): string[] {
  const origins = new Set<string>();
  for (const url of Object.values(site.remotes)) {
    if (/^https?:\/\//i.test(url)) origins.add(new URL(url).origin);
  }
  return [...origins];
}

/** Razorpay Checkout's origins, allowed only when live keys are set (the sandbox needs none). */
export function razorpayCsp(payments: Pick<PaymentsConfig, 'razorpay'>) {
  const on = !!payments.razorpay;
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

/**
 * Where the browser reads a replay's private files from (signed addresses, docs/storage.md): the app itself
 * for the uploads folder; with S3, the bucket's origin (path-style on the endpoint, or the bucket's host).
 * `media-src` for a `<video>` on an MP4, `connect-src` for hls.js reading the renditions (issue 37).
 */
export function storageOrigins(storage: Pick<Configuration['storage'], 's3'>): string[] {
  const s3 = storage.s3;
  if (!s3) return [];
  if (s3.endpoint) {
    const url = new URL(s3.endpoint);
    return s3.forcePathStyle ? [url.origin] : [`${url.protocol}//${s3.bucket}.${url.host}`];
  }
  return [`https://${s3.bucket}.s3.${s3.region}.amazonaws.com`];
}

function securityHeaders(config: Pick<Configuration, 'site' | 'payments' | 'storage'>) {
  const remotes = remoteOrigins(config.site);
  const stored = storageOrigins(config.storage);
  const razorpay = razorpayCsp(config.payments);
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
        connectSrc: ["'self'", ...remotes, ...razorpay.connect, ...stored],
        // Replays: the signed MP4, and hls.js's Media Source (a `blob:` address) for the renditions.
        mediaSrc: ["'self'", 'blob:', ...stored],
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
  SwaggerModule.setup('api/docs', app, buildApiDocument(app), {
    jsonDocumentUrl: 'api/docs/openapi.json',
  });
}

/** Everything main.ts and the tests apply to the app, in one place. */
export function configureApp(app: NestExpressApplication, config: Configuration) {
  const server = app.getHttpAdapter().getInstance() as express.Express;
  server.disable('x-powered-by');
  // Cached lists are sent as the bytes made the first time (common/http/kept-json.ts).
  sendKeptJson(server);
  app.set('trust proxy', config.server.trustProxy ? 1 : false);
  app.useLogger(app.get(Logger));
  app.use(pinoHttp(httpLoggerOptions(config.logging), process.stdout));
  app.use(closeConnectionsWhenStopping(app.get(Lifecycle)));
  app.use(securityHeaders(config));
  if (config.server.corsOrigins.length) {
    app.enableCors({
      origin: config.server.corsOrigins,
      methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
      allowedHeaders: ['Authorization', 'Content-Type', 'X-Request-Id', 'Accept-Language'],
      exposedHeaders: ['X-Total-Count', 'Retry-After', 'X-Request-Id'],
      maxAge: 600,
    });
  }
  app.use(compression());
  // Razorpay signs the exact bytes of a webhook: that route keeps its raw body.
  app.use('/api/payments/webhook', express.raw({ type: () => true, limit: JSON_BODY_LIMIT }));
  // So does Zoom (x-zm-signature).
  app.use('/api/video/zoom/webhook', express.raw({ type: () => true, limit: JSON_BODY_LIMIT }));
  app.use('/api', noStoreForAccounts());
  app.use('/api', jsonBodyParser());
  app.use('/api', express.urlencoded({ extended: false, limit: JSON_BODY_LIMIT }));
  app.setGlobalPrefix('api');
  app.useGlobalPipes(createValidationPipe());
  const dataSource = app.get(DataSource);
  app.useGlobalFilters(new AllExceptionsFilter(() => dataSource.isInitialized));
  // Swagger UI only on purpose (API_DOCS=true): it maps the whole API for anyone who finds it.
  if (config.server.apiDocs) mountApiDocs(app);
  const site = app.get(PublicSiteData, { strict: false });
  const week = app.get(PublicScheduleData, { strict: false });
  const plans = app.get(PublicPlansData, { strict: false });
  const offers = app.get(PublicOfferData, { strict: false });
  const certificates = app.get(PublicCertificateData, { strict: false });
  const settings = app.get(SiteSettingsService, { strict: false });
  const content = app.get(PublicContentData, { strict: false });
  const preview = app.get(PublicPreviewAccess, { strict: false });
  const caches = app.get(ListCaches);
  const milestoneCards = app.get(PublicMilestoneCards, { strict: false });
  const pageChanges = app.get(PublicPageChanges, { strict: false });
  mountStaticSite(
    server,
    config,
    app.get(StoredFiles, { strict: false }).handler(),
    {
      blogs: () => site.blogs(),
      blog: (id) => site.blog(id),
      schedule: () => week.schedule(),
      plans: () => plans.plans(),
      featuredOffer: () => offers.featuredOffer(),
      certificate: (code, ip) => certificates.certificate(code, ip),
      content: (page, draft) => content.content(page, draft),
    },
    { business: () => settings.details(), rules: () => settings.shownRules() },
    {
      onInvalidated: (listener) => {
        // The domain events of every instance (a price, a post, a publish…)…
        pageChanges.listen(listener);
        // …and the lists the pages read, cleared on this instance: a page is never drawn again from a
        // list an instance still holds from before the change.
        caches.watch(PUBLIC_CONTENT_CACHE, () => listener(['content']));
        caches.watch('blogs', () => listener(['blogs']));
        caches.watch('classes', () => listener(['schedule']));
        // The business details and rules every page shows (their own pub/sub reaches every instance).
        settings.onChange(() => listener(['settings']));
      },
      isAdmin: (authorization) => preview.isAdmin(authorization),
      isPreviewToken: (token) => preview.isPreviewToken(token),
    },
    milestoneCards,
  );
}
