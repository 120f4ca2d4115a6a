import { Route, Routes, useLocation } from 'react-router-dom';
import { isPanelPath, REMOTES } from '@yoga/contracts';
import { RemoteBoundary, type RemoteLoader } from '../federation/remote-boundary';
import { loadRemoteApp } from '../federation/remote-registry';
import { SiteHeader } from '../layout/site-header';
import { SiteFooter } from '../layout/site-footer';
import { ScrollManager } from './scroll-manager';
import styles from './app.module.css';

/** One route per remote of the REMOTES table: `/` is the catch-all area, the others own `<area>/*`. */
const AREAS = REMOTES.map((remote) => ({
  scope: remote.scope,
  path: remote.area === '/' ? '*' : `${remote.area}/*`,
  load: ((retry) => loadRemoteApp(remote.scope, retry)) as RemoteLoader,
}));

// Each area keys its boundary so a failure (or retry count) in one never carries over to another.
export function App() {
  const { pathname } = useLocation();
  const panel = isPanelPath(pathname);
  return (
    <div className={styles.page}>
      <ScrollManager />
      {!panel && <SiteHeader />}
      <div className={panel ? styles.panelArea : styles.publicArea}>
        <Routes>
          {AREAS.map((area) => (
            <Route
              key={area.scope}
              path={area.path}
              element={<RemoteBoundary key={area.scope} load={area.load} label={area.scope} />}
            />
          ))}
        </Routes>
      </div>
      {!panel && <SiteFooter />}
    </div>
  );
}
