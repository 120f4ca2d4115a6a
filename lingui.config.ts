/**
 * Lingui CLI configuration (issue 12, docs/i18n.md). Catalogues per project and language,
 * `<project>/src/locales/{en,hi}.po` (and optionally a feature's own `locales` folder), compiled
 * (`lingui compile --strict`) into git-ignored TypeScript modules next to them (`en.ts`, `hi.ts`) by
 * each project's Nx `i18n` target.
 *
 * Run from a project folder (what the Nx target does), it compiles that project's catalogues; run from
 * the workspace root, every project's.
 */
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { LinguiConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';

const root = __dirname;
const PROJECT_DIRS = ['shell', 'mfe-public', 'mfe-user', 'mfe-admin', 'backend'].concat(
  readdirSync(path.join(root, 'libs')).map((lib) => `libs/${lib}`),
);

/**
 * A project's catalogues: every `locales` folder with an `en.po` under its `src` (the app's
 * `src/locales`, and a feature's own `src/features/<feature>/locales` when its long texts should load
 * only with its page).
 */
function cataloguesOf(dir: string): string[] {
  const found: string[] = [];
  const walk = (relative: string) => {
    const absolute = path.join(root, relative);
    if (!existsSync(absolute)) return;
    for (const entry of readdirSync(absolute, { withFileTypes: true })) {
      if (!entry.isDirectory() || entry.name === 'node_modules') continue;
      const child = `${relative}/${entry.name}`;
      if (entry.name === 'locales' && existsSync(path.join(root, child, 'en.po')))
        found.push(child);
      else walk(child);
    }
  };
  walk(`${dir}/src`);
  return found.sort();
}

const here = path.relative(root, process.cwd()).split(path.sep).join('/');
const projects = PROJECT_DIRS.includes(here) ? [here] : PROJECT_DIRS;
const catalogues = projects.flatMap(cataloguesOf);

const config: LinguiConfig = {
  locales: ['en', 'hi'],
  sourceLocale: 'en',
  // Strict: a message without its Hindi text fails the compile (no fallback to English or to the ID).
  fallbackLocales: false,
  // msgid is the message ID (`public.home.title`), msgstr the text: English is the source catalogue.
  format: formatter({ explicitIdAsDefault: true, lineNumbers: false }),
  compileNamespace: 'ts',
  catalogs: catalogues.map((dir) => ({
    path: `<rootDir>/${dir}/{locale}`,
    include: [`<rootDir>/${path.dirname(dir)}`],
  })),
};

export default config;
