import { formatter } from '@lingui/format-po';

/**
 * The backend's own catalogue (issue 12): the API's error messages in Hindi. The message IDs are the
 * English messages themselves, so the code that throws a message stays its one owner and English answers
 * never pass through Lingui (they stay byte-identical); `{name}` in an ID marks a value (see
 * src/common/i18n/api-messages.ts). Hence one catalogue only, hi.po.
 * `npx nx run backend:i18n` compiles src/locales/hi.po into src/locales/hi.ts (generated, git-ignored);
 * build, test, lint and typecheck depend on it.
 */
/** @type {import('@lingui/conf').LinguiConfig} */
export default {
  locales: ['hi'],
  sourceLocale: 'en',
  // msgid is the ID itself (here: the English message), not a hash of it.
  format: formatter({ explicitIdAsDefault: true, origins: false }),
  catalogs: [{ path: '<rootDir>/src/locales/{locale}', include: ['<rootDir>/src'] }],
  compileNamespace: 'es',
};
