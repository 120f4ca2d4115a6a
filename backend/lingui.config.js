import { formatter } from '@lingui/format-po';

/**
 * The backend's one message catalogue (issue 24): API errors (`error.<code>`), field rules
 * (`validation.*`), account emails (`email.*`) and student messages (`message.<event>.*`), keyed by IDs,
 * in English (src/locales/en.po) and Hindi (hi.po). src/common/i18n/catalog.ts renders them;
 * src/common/i18n/catalog.spec.ts fails on a missing, unused or glossary-breaking message (docs/i18n.md).
 * `npx nx run backend:i18n` compiles the PO files into src/locales/*.ts (generated, git-ignored);
 * build, test, lint and typecheck depend on it. `--strict` fails on an ID missing in either language.
 */
/** @type {import('@lingui/conf').LinguiConfig} */
export default {
  locales: ['en', 'hi'],
  sourceLocale: 'en',
  // msgid is the ID itself, not a hash of the text.
  format: formatter({ explicitIdAsDefault: true, origins: false }),
  catalogs: [{ path: '<rootDir>/src/locales/{locale}', include: ['<rootDir>/src'] }],
  compileNamespace: 'es',
};
