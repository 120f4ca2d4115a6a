import { registerCatalog, type Catalog } from '@yoga/i18n';

/**
 * Messages of the account pages reached from a link or after a step (`public.auth.forgot.*`, `reset.*`,
 * `newPassword.*`, `greet.*`, `confirmEmail.*`): loaded with those pages, besides the feature's own
 * catalogue (`../i18n.ts`), so the sign-in and registration pages do not download them (issue 38: the
 * public pages' JavaScript budget).
 */
export const authAccountCatalog: Catalog = {
  en: () => import(/* webpackChunkName: "auth-account-en" */ './locales/en'),
  hi: () => import(/* webpackChunkName: "auth-account-hi" */ './locales/hi'),
};
void registerCatalog(authAccountCatalog);
