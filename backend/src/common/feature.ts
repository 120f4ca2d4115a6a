import type { Type } from '@nestjs/common';
import type { EntityList } from '../database/data-source-options.js';
import type { MigrationClass } from '../database/migrations/index.js';
import type { CoreConfiguration } from '../config/core.config.js';
import type { Env, Mode } from '../config/env.js';
import type { ErrorStatuses } from './errors/error-status.js';

/**
 * What a feature module gives the app (ADR 0018): its Nest module, its tables (entities and the migrations
 * that made them), its error codes with their HTTP statuses, and its settings. Each module's `index.ts` exports one
 * (`<NAME>_FEATURE`); the composition root lists them once (`backend/src/app.features.ts`) and derives from
 * that list the modules it imports, the data source's entities and migrations, the map of error statuses
 * (from which `API_ERROR_CODES` in `@yoga/contracts` is generated) and the configuration's concerns.
 */
export interface Feature {
  /** Its folder under `backend/src/modules` (the module map in docs/architecture.md has a section of this name). */
  readonly name: string;
  readonly module: Type<unknown>;
  readonly entities?: EntityList;
  readonly migrations?: readonly MigrationClass[];
  readonly errors?: ErrorStatuses;
  /** Its own settings (`modules/<name>/config.ts`): read at start with the rest, injected by `token`. */
  readonly config?: FeatureConfig;
}

/** What a module's settings loader may use besides the environment. */
export interface ConfigContext {
  readonly mode: Mode;
  readonly core: CoreConfiguration;
}

/** A module's own concern of the configuration (`Configuration[key]`, ADR 0018). */
export interface FeatureConfig<T = unknown> {
  readonly key: string;
  readonly token: symbol;
  /** Core concerns its loader reads: it is checked only once they are valid. */
  readonly needs?: ReadonlyArray<keyof CoreConfiguration>;
  load(env: Env, context: ConfigContext): T;
}

/** A module's descriptor, its literal types kept (the error codes, for the generated list). */
export function defineFeature<const F extends Feature>(feature: F): F {
  return feature;
}
