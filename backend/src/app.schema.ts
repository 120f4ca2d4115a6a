import { APP_FEATURES } from './app.features.js';
import type { Feature } from './common/feature.js';
import type { EntityList } from './database/data-source-options.js';
import { inRunOrder, SHARED_MIGRATIONS, type MigrationClass } from './database/migrations/index.js';
import { EVENTS_ENTITIES, EVENTS_MIGRATIONS } from './events/index.js';

/**
 * Every table of the app: its TypeORM entities and its migrations (ESM: no globs), as each module's
 * descriptor lists its own (app.features.ts). The composition root gives them to the data source
 * (app.module.ts, database/data-source.ts): the database layer knows no feature module.
 */
const features: readonly Feature[] = APP_FEATURES;

export const APP_ENTITIES: EntityList = [
  ...EVENTS_ENTITIES,
  ...features.flatMap((feature) => feature.entities ?? []),
];

/**
 * Every migration, in the order they run: the shared history (database/migrations), the outbox's and each
 * module's own. A module with a new table or column adds its migration to its folder and its descriptor.
 */
export const APP_MIGRATIONS: MigrationClass[] = inRunOrder([
  ...SHARED_MIGRATIONS,
  ...EVENTS_MIGRATIONS,
  ...features.flatMap((feature) => feature.migrations ?? []),
]);
