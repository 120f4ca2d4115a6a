import { type DynamicModule, Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { TypeOrmModule } from '@nestjs/typeorm';
import { configValues, type Configuration } from './app.config.js';
import {
  DATABASE_CONFIG,
  ensureDataFolders,
  type DatabaseConfig,
} from './config/database.config.js';
import { STORAGE_CONFIG, type StorageConfig } from './config/storage.config.js';
import { ConfigModule } from './config/config.module.js';
import { CommonModule } from './common/common.module.js';
import { JwtAuthGuard } from './common/guards/jwt-auth.guard.js';
import { RolesGuard } from './common/guards/roles.guard.js';
import { JobsModule } from './common/jobs/jobs.module.js';
import { LifecycleModule } from './common/lifecycle/lifecycle.module.js';
import { LoggingModule } from './common/logging/logging.module.js';
import { RateLimitModule } from './common/rate-limit/rate-limit.module.js';
import { RedisModule } from './common/redis/redis.module.js';
import { APP_ENTITIES, APP_MIGRATIONS } from './app.schema.js';
import { APP_ERROR_STATUS } from './app.errors.js';
import { useErrorStatuses } from './common/errors/error-status.js';
import { APP_FEATURES } from './app.features.js';
import { SeedModule } from './app.seed.js';
import { dataSourceOptions } from './database/data-source-options.js';
import { openDataSource, SchemaError } from './database/migrate.js';
import { detectMysqlFlavor } from './database/mysql-flavor.js';
import { EventsModule } from './events/index.js';

@Module({
  imports: [
    LoggingModule,
    LifecycleModule,
    RedisModule,
    JobsModule,
    RateLimitModule,
    CommonModule,
    EventsModule,
    TypeOrmModule.forRootAsync({
      inject: [DATABASE_CONFIG, STORAGE_CONFIG],
      useFactory: async (database: DatabaseConfig, storage: StorageConfig) => {
        // The embedded database file is opened (and saved) below: its folder must exist first.
        ensureDataFolders(database, storage.uploadsDir);
        const flavor = database.dbUrl ? await detectMysqlFlavor(database.dbUrl) : 'mysql';
        return {
          ...dataSourceOptions(database, flavor, {
            entities: APP_ENTITIES,
            migrations: APP_MIGRATIONS,
          }),
          retryAttempts: 10,
          retryDelay: 2000,
          // A schema this code cannot use will not fix itself by retrying.
          toRetry: (error: unknown) => !(error instanceof SchemaError),
        };
      },
      dataSourceFactory: (options) => openDataSource(options!),
    }),
    // Every feature module, in app.features.ts's order (ADR 0018).
    ...APP_FEATURES.map((feature) => feature.module),
    SeedModule,
  ],
  providers: [
    // Order matters: who the caller is, then what their role allows.
    { provide: APP_GUARD, useClass: JwtAuthGuard },
    { provide: APP_GUARD, useClass: RolesGuard },
  ],
})
export class AppModule {
  /** The app on a loaded configuration (main.ts, worker.ts and the tests load it: `loadConfig`). */
  static forRoot(config: Configuration): DynamicModule {
    useErrorStatuses(APP_ERROR_STATUS);
    return { module: AppModule, imports: [ConfigModule.forRoot(configValues(config))] };
  }
}
