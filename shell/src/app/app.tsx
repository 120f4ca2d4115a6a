import { lazy, Suspense } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { isPanelPath, REMOTES, TV_AREA } from '@yoga/contracts';
import { pageFrameStyles as styles, ScrollManager } from '@yoga/site-layout';
import { RemoteBoundary, type RemoteLoader } from '../federation/remote-boundary';
import { loadRemoteApp } from '../federation/remote-registry';

// Loaded only where they are shown: the panels' first screen does not pay for the marketing frame.
const SiteHeader = lazy(() => import('./site-frame').then((m) => ({ default: m.SiteHeader })));
const SiteFooter = lazy(() => import('./site-frame').then((m) => ({ default: m.SiteFooter })));

/** One route per remote of the REMOTES table: `/` is the catch-all area, the others own `<area>/*`. */
const AREAS = REMOTES.map((remote) => ({
  scope: remote.scope,
  path: remote.area === '/' ? '*' : `${remote.area}/*`,
  panel: remote.area !== '/',
  load: ((retry) => loadRemoteApp(remote.scope, retry)) as RemoteLoader,
}));

/** The TV view (issue 37) is the student remote's too, at /tv, without the marketing frame. */
const TV_REMOTE = AREAS.find((area) => area.scope === 'mfe_user');

// Each area keys its boundary so a failure (or retry count) in one never carries over to another.
// The marketing frame (header, footer) comes from @yoga/site-layout, the same code the public remote's
// server-rendered document draws.
export function App() {
  const { pathname } = useLocation();
  const panel = isPanelPath(pathname);
  return (
    <div className={styles.page}>
      <ScrollManager />
      {!panel && (
        <Suspense fallback={null}>
          <SiteHeader />
        </Suspense>
      )}
      <div className={panel ? styles.panelArea : styles.publicArea}>
        <Routes>
          {AREAS.map((area) => (
            <Route
              key={area.scope}
              path={area.path}
              element={
                <RemoteBoundary
                  key={area.scope}
                  load={area.load}
                  label={area.scope}
                  panel={area.panel}
                />
              }
            />
          ))}
          {TV_REMOTE && (
            <Route
              path={`${TV_AREA}/*`}
              element={<RemoteBoundary key="tv" load={TV_REMOTE.load} label="tv" />}
            />
          )}
        </Routes>
      </div>
      {!panel && (
        <Suspense fallback={null}>
          <SiteFooter />
        </Suspense>
      )}
    </div>
  );
}
