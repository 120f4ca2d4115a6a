import type { Type } from '@nestjs/common';
import type { EntityList } from '../database/data-source-options.js';
import type { MigrationClass } from '../database/migrations/index.js';
import type { ErrorStatuses } from './errors/error-status.js';

/**
 * What a feature module gives the app (ADR 0018): its Nest module, its tables (entities and the migrations
 * that made them), and its error codes with their HTTP statuses. Each module's `index.ts` exports one
 * (`<NAME>_FEATURE`); the composition root lists them once (`backend/src/app.features.ts`) and derives from
 * that list the modules it imports, the data source's entities and migrations, and the map of error
 * statuses (from which `API_ERROR_CODES` in `@yoga/contracts` is generated).
 */
export interface Feature {
  /** Its folder under `backend/src/modules` (the module map in docs/architecture.md has a section of this name). */
  readonly name: string;
  readonly module: Type<unknown>;
  readonly entities?: EntityList;
  readonly migrations?: readonly MigrationClass[];
  readonly errors?: ErrorStatuses;
}

/** A module's descriptor, its literal types kept (the error codes, for the generated list). */
export function defineFeature<const F extends Feature>(feature: F): F {
  return feature;
}
