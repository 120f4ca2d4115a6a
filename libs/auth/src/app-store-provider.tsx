import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { getAppStore, type AppStore } from './store';

/**
 * Gives an area the page's one store (or `store`, which tests inject). Areas mount it themselves so
 * pages without Redux stay light.
 */
export function AppStoreProvider({ store, children }: { store?: AppStore; children: ReactNode }) {
  return <Provider store={store ?? getAppStore()}>{children}</Provider>;
}
