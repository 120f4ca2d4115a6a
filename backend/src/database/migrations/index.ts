import type { MigrationInterface } from 'typeorm';

/** MySQL migrations in order. Generate new ones with `npm run migration:generate`. */
export const MIGRATIONS: Array<new () => MigrationInterface> = [];
