import { APP_FEATURES } from './app.features.js';
import type { Feature, FeatureConfig } from './common/feature.js';
import {
  ConfigError,
  CORE_CONFIG_TOKENS,
  loadCoreConfig,
  type ConfigReader,
  type CoreConfiguration,
} from './config/core.config.js';
import { modeOf, type Env } from './config/env.js';

export { ConfigError };

/** The feature modules that have settings of their own (their descriptor's `config`). */
type ConfiguredFeature = Extract<(typeof APP_FEATURES)[number], { config: FeatureConfig }>;

/** Each module's own concern, under its key: `payments` (RAZORPAY_*), `video` (ZOOM_*), … */
export type FeatureConfiguration = {
  [F in ConfiguredFeature as F['config']['key']]: ReturnType<F['config']['load']>;
};

/**
 * The whole configuration: the core concerns (backend/src/config) and each feature module's own
 * (`modules/<name>/config.ts`, listed by its descriptor in app.features.ts). Only the composition root
 * (main.ts, worker.ts, app.module.ts, configure-app.ts) and the tests see all of it; a class injects the
 * concern it reads by its token.
 */
export type Configuration = CoreConfiguration & FeatureConfiguration;

const features: readonly Feature[] = APP_FEATURES;

/**
 * Reads and checks every concern from `env` (normally `environment()`: the process environment, with
 * overrides such as the worker's JOBS=on). Throws one ConfigError listing every malformed or (in
 * production) unsafe value, so one start shows all there is to fix.
 */
export function loadConfig(env: Env): Configuration {
  const problems: string[] = [];
  const read: ConfigReader = (load) => {
    try {
      return load();
    } catch (error) {
      problems.push(error instanceof Error ? error.message : String(error));
      return undefined;
    }
  };
  const core = loadCoreConfig(env, read);
  const mode = modeOf(env);
  const config: Record<string, unknown> = { ...core };
  for (const { config: concern } of features) {
    if (!concern) continue;
    // A concern that needs a core value is checked once that value is valid.
    if (concern.needs?.some((key) => core[key] === undefined)) continue;
    config[concern.key] = read(() => concern.load(env, { mode, core: core as CoreConfiguration }));
  }
  if (problems.length) throw new ConfigError(problems);
  // No problem: every concern was read.
  return config as unknown as Configuration;
}

/** Each concern under its injection token (ConfigModule provides them to every module). */
export function configValues(config: Configuration): Array<{ token: symbol; value: unknown }> {
  const values = config as unknown as Record<string, unknown>;
  return [
    ...Object.entries(CORE_CONFIG_TOKENS).map(([key, token]) => ({ token, value: values[key] })),
    ...features.flatMap(({ config: concern }) =>
      concern ? [{ token: concern.token, value: values[concern.key] }] : [],
    ),
  ];
}
