import { lazy, Suspense, use, useEffect } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { isTvPath, Role, USER_ROUTES } from '@yoga/contracts';
import type { AppStore } from '@yoga/auth';
import { LocaleProvider, useLocale } from '@yoga/i18n';
import { PageSpinner, PanelApp, uiCatalogReady } from '@yoga/ui';
import { registerServiceWorkerAfterLoad } from '../features/profile/push-device';
import { catalogReady } from '../i18n';
import { USER_ALIASES } from './aliases';
import { MembershipBanner } from './membership-banner';
import { OfflineBanner } from './offline-banner';
import { useNavItems } from './nav-items';

/** This panel's and the shared components' messages in the active language, before the first render. */
const messagesReady = Promise.all([catalogReady, uiCatalogReady]);
let messagesLoaded = false;
void messagesReady.then(() => {
  messagesLoaded = true;
});

// One chunk per screen: the first load after sign-in carries the layout and the dashboard only.
const DashboardPage = lazy(() => import('../features/dashboard/pages/dashboard-page'));
const ClassBookPage = lazy(() => import('../features/bookings/pages/class-book-page'));
const DemoBookPage = lazy(() => import('../features/bookings/pages/demo-book-page'));
const MyBookingsPage = lazy(() => import('../features/bookings/pages/my-bookings-page'));
const ChallengesPage = lazy(() => import('../features/challenges/pages/challenges-page'));
const ReplaysPage = lazy(() => import('../features/replays/pages/replays-page'));
const PricePage = lazy(() => import('../features/plans/pages/price-page'));
const PlansPage = lazy(() => import('../features/plans/pages/plans-page'));
const PaymentsPage = lazy(() => import('../features/payments/pages/payments-page'));
const GiftsPage = lazy(() => import('../features/gifts/pages/gifts-page'));
const HouseholdPage = lazy(() => import('../features/household/pages/household-page'));
const CompanyPage = lazy(() => import('./company-route'));
const ReferralPage = lazy(() => import('../features/referrals/pages/referral-page'));
const ProfilePage = lazy(() => import('../features/profile/pages/profile-page'));
const LogoutPage = lazy(() => import('../features/session/pages/logout-page'));
const NotFoundPage = lazy(() => import('./not-found'));
const OpenOnTvPage = lazy(() => import('../features/tv/pages/open-on-tv-page'));
// The TV view (/tv, issue 37): this remote's too, outside the panel's frame and guard.
const TvApp = lazy(() => import('../features/tv/tv-app'));

/**
 * The student panel under /user. Instructors may use it too, though login sends them to / (they have no panel
 * of their own yet); the guard sends admins to their own panel.
 */
export default function UserApp({ store }: { store?: AppStore }) {
  const { pathname } = useLocation();
  if (isTvPath(pathname)) {
    return (
      <Suspense fallback={null}>
        <TvApp store={store} />
      </Suspense>
    );
  }
  // Its own boundary: mounted while Hindi is active, the panel waits for its Hindi messages; the
  // provider re-renders the panel (its title and menu too) when the language changes.
  return (
    <LocaleProvider>
      <Suspense fallback={null}>
        <UserPanel store={store} />
      </Suspense>
    </LocaleProvider>
  );
}

function UserPanel({ store }: { store?: AppStore }) {
  // Suspends only while the messages are really on their way (Hindi chosen before the panel loaded).
  if (!messagesLoaded) use(messagesReady);
  const { t } = useLocale();
  const items = useNavItems();
  // The installable app's worker (the panel offline, push notifications): panels only, after the page loaded.
  useEffect(() => registerServiceWorkerAfterLoad(), []);
  return (
    <PanelApp
      store={store}
      title={t('user.panel.title')}
      items={items}
      roles={[Role.User, Role.Instructor]}
    >
      <OfflineBanner />
      <MembershipBanner />
      {/* Its own boundary: the banner stays while a screen's chunk loads. */}
      <Suspense fallback={<PageSpinner />}>
        <Routes>
          <Route index element={<Navigate to={USER_ROUTES.dashboard} replace />} />
          <Route path="dashboard" element={<DashboardPage />} />
          <Route path="classbook" element={<ClassBookPage />} />
          <Route path="demobook" element={<DemoBookPage />} />
          <Route path="bookings" element={<MyBookingsPage />} />
          <Route path="challenges" element={<ChallengesPage />} />
          <Route path="replays" element={<ReplaysPage />} />
          <Route path="price" element={<PricePage />} />
          <Route path="plans" element={<PlansPage />} />
          <Route path="payment" element={<PaymentsPage />} />
          <Route path="gifts" element={<GiftsPage />} />
          <Route path="household" element={<HouseholdPage />} />
          <Route path="company" element={<CompanyPage />} />
          {/* The spec's spelling, kept for old links, and the correct one. */}
          <Route path="refferal" element={<ReferralPage />} />
          <Route path="referral" element={<ReferralPage />} />
          <Route path="profile" element={<ProfilePage />} />
          <Route path="tv" element={<OpenOnTvPage />} />
          <Route path="logout" element={<LogoutPage />} />
          {Object.entries(USER_ALIASES).map(([alias, to]) => (
            <Route key={alias} path={alias} element={<Alias to={to} />} />
          ))}
          <Route path="*" element={<NotFoundPage />} />
        </Routes>
      </Suspense>
    </PanelApp>
  );
}

/** An address a student guesses, sent to the real one with its query and hash. */
function Alias({ to }: { to: string }) {
  const { search, hash } = useLocation();
  return <Navigate to={`${to}${search}${hash}`} replace />;
}
