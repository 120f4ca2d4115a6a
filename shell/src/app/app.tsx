import { Route, Routes, useLocation } from 'react-router-dom';
import { isPanelPath, REMOTES } from '@yoga/contracts';
import {
  pageFrameStyles as styles,
  ScrollManager,
  SiteFooter,
  SiteHeader,
} from '@yoga/site-layout';
import { RemoteBoundary, type RemoteLoader } from '../federation/remote-boundary';
import { loadRemoteApp } from '../federation/remote-registry';

/** One route per remote of the REMOTES table: `/` is the catch-all area, the others own `<area>/*`. */
const AREAS = REMOTES.map((remote) => ({
  scope: remote.scope,
  path: remote.area === '/' ? '*' : `${remote.area}/*`,
  load: ((retry) => loadRemoteApp(remote.scope, retry)) as RemoteLoader,
}));

// Each area keys its boundary so a failure (or retry count) in one never carries over to another.
// The marketing frame (header, footer) comes from @yoga/site-layout, the same code the public remote's
// server-rendered document draws.
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
