import { type DynamicModule, Module } from '@nestjs/common';

/**
 * Provides each concern of an already loaded configuration under its own token (SERVER_CONFIG,
 * DATABASE_CONFIG, PAYMENTS_CONFIG, …), to every module. The entry points load it (`loadConfig`,
 * backend/src/app.config.ts), so a malformed value stops the start before anything opens, and the worker
 * can load it with JOBS=on.
 */
@Module({})
export class ConfigModule {
  static forRoot(values: ReadonlyArray<{ token: symbol; value: unknown }>): DynamicModule {
    const providers = values.map(({ token, value }) => ({ provide: token, useValue: value }));
    return {
      module: ConfigModule,
      global: true,
      providers,
      exports: providers.map((p) => p.provide),
    };
  }
}
