import { useLocation, Route, Routes } from 'react-router-dom';
import { isPanelPath } from '@yoga/contracts';
import { RemoteBoundary } from '../federation/remote-boundary';
import { loadRemoteApp } from '../federation/remote-registry';
import { SiteHeader } from '../layout/site-header';
import { SiteFooter } from '../layout/site-footer';
import styles from './app.module.css';

const loadPublic = (retry: boolean) => loadRemoteApp('mfe_public', retry);
const loadUser = (retry: boolean) => loadRemoteApp('mfe_user', retry);
const loadAdmin = (retry: boolean) => loadRemoteApp('mfe_admin', retry);

// Each area keys its boundary so a failure (or retry count) in one never carries over to another.
export function App() {
  const { pathname } = useLocation();
  const panel = isPanelPath(pathname);
  return (
    <div className={styles.page}>
      {!panel && <SiteHeader />}
      <div className={panel ? styles.panelArea : styles.publicArea}>
        <Routes>
          <Route
            path="/user/*"
            element={<RemoteBoundary key="mfe_user" load={loadUser} label="mfe_user" />}
          />
          <Route
            path="/admin/*"
            element={<RemoteBoundary key="mfe_admin" load={loadAdmin} label="mfe_admin" />}
          />
          <Route
            path="*"
            element={<RemoteBoundary key="mfe_public" load={loadPublic} label="mfe_public" />}
          />
        </Routes>
      </div>
      {!panel && <SiteFooter />}
    </div>
  );
}
