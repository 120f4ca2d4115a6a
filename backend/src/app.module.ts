import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { APP_CONFIG, loadConfig, type AppConfig } from './config/app.config.js';
import { dataSourceOptions } from './database/data-source-options.js';
import { ConfigModule } from './config/config.module.js';
import { HealthModule } from './modules/health/health.module.js';

@Module({
  imports: [
    ConfigModule,
    TypeOrmModule.forRootAsync({
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => ({
        ...dataSourceOptions(config),
        retryAttempts: 10,
        retryDelay: 2000,
      }),
    }),
    HealthModule,
  ],
})
export class AppModule {}

export { loadConfig };
