import 'reflect-metadata';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { createConnection } from 'mysql2/promise';
import request from 'supertest';
import { DataSource } from 'typeorm';
import type { LoginResponse } from '@yoga/contracts';
import { AppModule } from '../../src/app.module.js';
import { loadConfig, type Configuration } from '../../src/app.config.js';
import { environment } from '../../src/config/env.js';
import { configureApp } from '../../src/configure-app.js';
import { IN_MEMORY } from '../../src/config/database.config.js';
import { APP_MIGRATIONS as MIGRATIONS } from '../../src/app.schema.js';
import { resetMysqlDatabase } from './mysql-template.js';

export const ADMIN = {
  email: 'admin@test.local',
  password: 'test-Admin-pass-2026',
  name: 'Asha Admin',
} as const;
export const TEST_JWT_SECRET = 'test-secret-0123456789-abcdefghijklmnopqrstuvwxyz';

export interface TestApp {
  app: NestExpressApplication;
  config: Configuration;
  http: () => ReturnType<typeof request>;
  dataDir: string;
  close(): Promise<void>;
}

/**
 * Drops and recreates the database named in DB_URL, so migrations run from zero.
 * Only ever pointed at a scratch database (CI uses `test`).
 */
export async function recreateMysqlDatabase(dbUrl: string) {
  const url = new URL(dbUrl);
  const name = decodeURIComponent(url.pathname.replace(/^\//, ''));
  if (!/^\w+$/.test(name)) throw new Error(`refusing to recreate database "${name}"`);
  url.pathname = '/';
  const conn = await createConnection({ uri: url.toString(), multipleStatements: false });
  try {
    await conn.query(`DROP DATABASE IF EXISTS \`${name}\``);
    await conn.query(
      `CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`,
    );
  } finally {
    await conn.end();
  }
}

let image: Promise<Uint8Array> | undefined;
/** The embedded database as the migrations leave it, built once a test file (about 0.6 s an app saved). */
function migratedImage(): Promise<Uint8Array> {
  image ??= (async () => {
    const ds = await new DataSource({
      type: 'sqljs',
      migrations: MIGRATIONS,
      autoSave: false,
    }).initialize();
    try {
      await ds.runMigrations();
      return (
        ds.driver as unknown as { databaseConnection: { export(): Uint8Array } }
      ).databaseConnection.export();
    } finally {
      await ds.destroy();
    }
  })();
  return image;
}

/**
 * The real app module and middleware against a fresh database: an in-memory sql.js database starting as
 * the migrations leave it (unless the test gives its own SQLITE_PATH file), or (DB_URL set)
 * a MySQL/MariaDB database made equal to one the migrations built (mysql-template.ts).
 */
export async function createTestApp(
  env: Record<string, string> = {},
  options: { freshDatabase?: boolean } = {},
): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'yoga-api-test-'));
  // Over the process environment, without changing it (nothing writes process.env).
  const config = loadConfig(
    environment({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      // In memory: a test that restarts on the same database passes its own SQLITE_PATH file.
      SQLITE_PATH: ':memory:',
      UPLOADS_DIR: path.join(dataDir, 'uploads'),
      JWT_SECRET: TEST_JWT_SECRET,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      ADMIN_NAME: ADMIN.name,
      SEED_DEMO: 'false',
      LOG_REQUESTS: 'false',
      // Abuse limits far away, except in the tests about them.
      LOGIN_RATE_LIMIT: '1000',
      LOGIN_IP_RATE_LIMIT: '10000',
      REGISTER_RATE_LIMIT: '10000',
      BOOKING_RATE_LIMIT: '10000',
      MAX_OPEN_DEMO_BOOKINGS: '1000',
      CODE_CHECK_ACCOUNT_LIMIT: '10000',
      CODE_CHECK_IP_LIMIT: '10000',
      // MariaDB: CI runs these suites niced beside the browser tests, where 20 concurrent payments may
      // wait longer than production's 5 s for a row lock; a test about the timeout passes its own.
      DB_QUERY_TIMEOUT_MS: '30000',
      DB_ACQUIRE_TIMEOUT_MS: '30000',
      ...env,
    }),
  );
  if (config.database.dbUrl && options.freshDatabase !== false)
    await resetMysqlDatabase(config.database.dbUrl);
  if (!config.database.dbUrl && config.database.sqlitePath === IN_MEMORY)
    config.database.memoryImage = await migratedImage();
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(config), {
    logger: false,
    bodyParser: false,
    abortOnError: false,
  });
  configureApp(app, config);
  await app.init();
  return {
    app,
    config,
    dataDir,
    http: () => request(app.getHttpServer()),
    close: async () => {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export async function login(t: TestApp, email: string, password: string): Promise<LoginResponse> {
  const res = await t.http().post('/api/auth/login').send({ email, password }).expect(200);
  return res.body as LoginResponse;
}

/** First sign-in of an account an admin created: the temporary password is replaced, as the app requires. */
export async function firstSignIn(
  t: TestApp,
  email: string,
  temporaryPassword: string,
  newPassword = 'my-own-new-password-1',
): Promise<LoginResponse> {
  const first = await login(t, email, temporaryPassword);
  const res = await t
    .http()
    .put('/api/auth/password')
    .set(bearer(first.token))
    .send({ current_password: temporaryPassword, new_password: newPassword })
    .expect(200);
  return res.body as LoginResponse;
}

let counter = 0;
/** Registers a fresh user and signs in; returns the token and user. */
export async function registerAndLogin(t: TestApp, overrides: Record<string, string> = {}) {
  counter += 1;
  const body = {
    name: `Student ${counter}`,
    email: `student${counter}-${Date.now()}@test.local`,
    number: '9876543210',
    password: 'correct-horse-battery',
    ...overrides,
  };
  const reg = await t.http().post('/api/auth/register').send(body).expect(201);
  const session = await login(t, body.email, body.password);
  return {
    ...session,
    referral_code: reg.body.user.referral_code as string,
    password: body.password,
  };
}

/** A signed-in student of `registerAndLogin`: her token and user. */
export type Session = Awaited<ReturnType<typeof registerAndLogin>>;

export const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
