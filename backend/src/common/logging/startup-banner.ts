import { IN_MEMORY } from '../../config/database.config.js';
/** What the first start created, for the start-up block (development only). */
export interface CreatedAdmin {
  email: string;
  /** Shown only for the development default; a password from ADMIN_PASSWORD is never printed. */
  defaultPassword?: string;
}

export interface StartupFacts {
  /** The site's name (BRAND_NAME). */
  brand: string;
  url: string;
  /** The admin created by this start, if any (a later start names no password). */
  createdAdmin: CreatedAdmin | null;
  dbUrl: string | undefined;
  sqlitePath: string;
}

/** `mysql://user:secret@db:3306/yoga` → `MySQL at db:3306/yoga` (no user name or password). */
export function describeDatabase(dbUrl: string | undefined, sqlitePath: string): string {
  if (!dbUrl && sqlitePath === IN_MEMORY) return 'embedded SQLite, in memory (nothing is saved)';
  if (!dbUrl) return `embedded SQLite, ${sqlitePath}`;
  try {
    const url = new URL(dbUrl);
    return `MySQL/MariaDB at ${url.host}${url.pathname}`;
  } catch {
    return 'MySQL/MariaDB (DB_URL)';
  }
}

/**
 * The block a developer's terminal shows once the server listens: where the site is, how to sign in as
 * the admin, and which database it uses. Plain text, so it stands out among the log lines.
 */
export function startupBanner(facts: StartupFacts): string {
  const admin = facts.createdAdmin
    ? facts.createdAdmin.defaultPassword
      ? `${facts.createdAdmin.email} / ${facts.createdAdmin.defaultPassword}  (development default: change it)`
      : `${facts.createdAdmin.email}, with the ADMIN_PASSWORD you set`
    : 'the account created on the first start (ADMIN_EMAIL)';
  const rows: [string, string][] = [
    ['Site and API', facts.url],
    ['Admin login', admin],
    ['Database', describeDatabase(facts.dbUrl, facts.sqlitePath)],
  ];
  const lines = rows.map(([label, value]) => `  ${label.padEnd(13)} ${value}`);
  const rule = '─'.repeat(Math.min(100, Math.max(...lines.map((l) => l.length)) + 2));
  return ['', rule, `  ${facts.brand} is running`, ...lines, rule, ''].join('\n') + '\n';
}
