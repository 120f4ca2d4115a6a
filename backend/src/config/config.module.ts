import { type DynamicModule, Module } from '@nestjs/common';
import { CONFIG_TOKENS, type Configuration } from './app.config.js';

/**
 * Provides each concern of an already loaded configuration under its own token (SERVER_CONFIG,
 * DATABASE_CONFIG, AUTH_CONFIG, …), to every module. The entry points load it (`loadConfig`), so a
 * malformed value stops the start before anything opens, and the worker can load it with JOBS=on.
 */
@Module({})
export class ConfigModule {
  static forRoot(config: Configuration): DynamicModule {
    const providers = (Object.keys(CONFIG_TOKENS) as (keyof Configuration)[]).map((concern) => ({
      provide: CONFIG_TOKENS[concern],
      useValue: config[concern],
    }));
    return {
      module: ConfigModule,
      global: true,
      providers,
      exports: providers.map((p) => p.provide),
    };
  }
}
