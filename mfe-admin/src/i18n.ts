import type { ConfigProviderProps } from 'antd';
import { registerCatalog, type Catalog } from '@yoga/i18n';
import * as en from './locales/en';

type AntdLocale = NonNullable<ConfigProviderProps['locale']>;

let hindiAntd: AntdLocale | undefined;

/** antd's hi_IN, once the Hindi messages are loaded (it downloads with them). */
export function antdHindi(): AntdLocale | undefined {
  return hindiAntd;
}

/**
 * The admin panel's own messages (`admin.*` of the frame, the dashboard and the words every screen uses;
 * src/locales/*.po, compiled by the `i18n` Nx target): English bundled, Hindi downloaded only when Hindi
 * is chosen, together with antd's hi_IN. Each screen's messages are its feature's catalogue.
 */
export const adminCatalog: Catalog = {
  en,
  hi: async () => {
    const [messages, antd] = await Promise.all([
      import('./locales/hi'),
      import('antd/locale/hi_IN'),
    ]);
    hindiAntd = antd.default;
    return messages;
  },
};

/** Resolves once the admin messages of the active language are in the page's instance. */
export const adminCatalogReady: Promise<void> = registerCatalog(adminCatalog);
