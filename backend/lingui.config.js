import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { formatter } from '@lingui/format-po';

/**
 * The backend's message catalogues (issue 24; one per module, issue 36): API errors (`error.<code>`),
 * field rules (`validation.*`), account emails (`email.*`) and student messages (`message.<event>.*`),
 * keyed by IDs, in English (`en.po`) and Hindi (`hi.po`). A module keeps its own in
 * `src/modules/<module>/locales/`; `src/locales/` keeps the shared ones (field rules, common/'s errors).
 * `npx nx run backend:i18n` compiles each into `*.ts` beside it (generated, git-ignored), then
 * scripts/collect-catalogues.mjs writes `src/locales/catalogues.ts`, which joins them (an ID in two
 * catalogues fails there). `--strict` fails on an ID missing in either language. src/common/i18n/catalog.ts
 * renders them; test/message-catalog.spec.ts fails on a missing, unused or glossary-breaking message.
 */
const here = path.dirname(fileURLToPath(import.meta.url));
const modules = readdirSync(path.join(here, 'src/modules'), { withFileTypes: true })
  .filter((d) => d.isDirectory() && existsSync(path.join(here, 'src/modules', d.name, 'locales/en.po')))
  .map((d) => `src/modules/${d.name}/locales`)
  .sort();

/** @type {import('@lingui/conf').LinguiConfig} */
export default {
  locales: ['en', 'hi'],
  sourceLocale: 'en',
  // msgid is the ID itself, not a hash of the text.
  format: formatter({ explicitIdAsDefault: true, origins: false }),
  catalogs: ['src/locales', ...modules].map((dir) => ({
    path: `<rootDir>/${dir}/{locale}`,
    include: [`<rootDir>/${path.dirname(dir)}`],
  })),
  compileNamespace: 'es',
};
