import { useEffect } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { REMOTES } from '@yoga/contracts';
import { pageFrameStyles, ScrollManager, SiteFooter, SiteHeader } from '@yoga/site-layout';
import PublicApp from '../app/app';
import { AnnouncementBar } from '../shared/components/announcement-bar';
import { buildId } from '../remote-entry';

/** Areas of the other remotes: the shell serves them, so going there loads that page. */
const OTHER_AREAS = REMOTES.filter((r) => r.area !== '/').map((r) => `${r.area}/*`);

/** A link to a panel from a server-rendered public page leaves this document for the shell's page. */
function LoadFromServer() {
  const { pathname, search, hash } = useLocation();
  useEffect(() => {
    window.location.replace(pathname + search + hash);
  }, [pathname, search, hash]);
  return null;
}

/**
 * A public page as its own document: the marketing frame (the same @yoga/site-layout the shell draws)
 * around the public routes. Rendered on the server by server-entry.tsx and hydrated by page-client.tsx,
 * so the page paints before any JavaScript and the shell is not downloaded for it.
 */
export function PublicDocument() {
  return (
    <div className={pageFrameStyles.page}>
      <ScrollManager />
      <AnnouncementBar />
      <SiteHeader />
      <div className={pageFrameStyles.publicArea}>
        <div data-remote="mfe_public" data-build={buildId} style={{ display: 'contents' }}>
          <Routes>
            {OTHER_AREAS.map((path) => (
              <Route key={path} path={path} element={<LoadFromServer />} />
            ))}
            <Route path="*" element={<PublicApp />} />
          </Routes>
        </div>
      </div>
      <SiteFooter />
    </div>
  );
}
