import { isValidEmail } from '@yoga/contracts';
import { bool, modeOf, type Env } from './env.js';

/** What a first start creates: the admin account and (SEED_DEMO) the demo content. */
export interface SeedConfig {
  /** ADMIN_EMAIL, ADMIN_PASSWORD, ADMIN_NAME: the admin created while no admin exists. */
  admin: { email: string | undefined; password: string | undefined; name: string };
  /** Production: without ADMIN_EMAIL/ADMIN_PASSWORD the start stops while no admin exists. */
  adminRequired: boolean;
  /** SEED_DEMO: a welcome post on an empty blog (default: on for the embedded database). */
  demoContent: boolean;
}

export const SEED_CONFIG = Symbol('SEED_CONFIG');

export function loadSeedConfig(env: Env): SeedConfig {
  const email = env.ADMIN_EMAIL || undefined;
  if (email !== undefined && !isValidEmail(email))
    throw new Error(`ADMIN_EMAIL must be an email address, got "${email}"`);
  return {
    admin: {
      email,
      password: env.ADMIN_PASSWORD || undefined,
      name: env.ADMIN_NAME || 'Site Admin',
    },
    adminRequired: modeOf(env) === 'production',
    demoContent: bool(env.SEED_DEMO, !env.DB_URL?.trim()),
  };
}
