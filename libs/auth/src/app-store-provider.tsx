import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { getAppStore } from './store';

/** Gives an area the page's one store. Areas mount it themselves so pages without Redux stay light. */
export function AppStoreProvider({ children }: { children: ReactNode }) {
  return <Provider store={getAppStore()}>{children}</Provider>;
}
