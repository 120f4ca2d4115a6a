import { lazy, useEffect } from 'react';
import { useSelector } from 'react-redux';
import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { ADMIN_ROUTES, Role } from '@yoga/contracts';
import { selectCurrentUser, type AppStore } from '@yoga/auth';
import { activeLocale, readStoredLocale, setLocale, useLocale } from '@yoga/i18n';
import { PanelApp } from '@yoga/ui';
import { AccessDenied } from '../components/access-denied';
import { AdminLocaleProvider } from '../components/admin-locale';
import { ADMIN_ALIASES } from './aliases';
import { adminNav, useAdminNavCounts, useAdminPanelTitle } from './nav';

// One chunk per screen: the dashboard does not pay for the user, blog or class editors.
const DashboardPage = lazy(() => import('../features/dashboard/pages/dashboard-page'));
const ManageUsersPage = lazy(() => import('../features/users/pages/manage-users-page'));
const CreateBlogPage = lazy(() => import('../features/blogs/pages/create-blog-page'));
const ManageClassesPage = lazy(() => import('../features/classes/pages/manage-classes-page'));
const TimetablePage = lazy(() => import('../features/timetable/pages/timetable-page'));
const BookingsPage = lazy(() => import('../features/bookings/pages/bookings-page'));
const DemoRequestsPage = lazy(() => import('../features/bookings/pages/demo-requests-page'));
const ReferralsPage = lazy(() => import('../features/referrals/pages/referrals-page'));
const UsersTablePage = lazy(() => import('../features/users-table/pages/users-table-page'));
const PricingPage = lazy(() => import('../features/pricing/pages/pricing-page'));
const PaymentsPage = lazy(() => import('../features/payments/pages/payments-page'));
const CompaniesPage = lazy(() => import('../features/companies/pages/companies-page'));
const AdminProfilePage = lazy(() => import('../features/account/pages/admin-profile-page'));
const ErasuresPage = lazy(() => import('../features/account/pages/erasures-page'));
const MessagesPage = lazy(() => import('../features/messages/pages/messages-page'));
const MessageWordingPage = lazy(
  () => import('../features/message-wording/pages/message-wording-page'),
);
const CouponsPage = lazy(() => import('../features/coupons/pages/coupons-page'));
const ChallengesPage = lazy(() => import('../features/challenges/pages/challenges-page'));
const SettingsPage = lazy(() => import('../features/settings/pages/settings-page'));
const AuditPage = lazy(() => import('../features/audit/pages/audit-page'));
const SiteContentPage = lazy(() => import('../features/site-content/pages/site-content-page'));
const ConsolePage = lazy(() => import('../features/console/pages/console-page'));
const LogoutPage = lazy(() => import('../features/session/pages/logout-page'));
const NotFoundPage = lazy(() => import('../features/not-found/not-found-page'));

/** The admin area, mounted by the shell at /admin/* (routes are relative to it). */
export default function AdminApp({ store }: { store?: AppStore }) {
  useEffect(() => {
    // The host page applies the kept language at start; where it has not (the panel's own dev server),
    // the admin's kept choice still wins.
    const kept = readStoredLocale();
    if (kept && kept !== activeLocale()) void setLocale(kept, { persist: false });
  }, []);
  return (
    <AdminLocaleProvider>
      <AdminPanel store={store} />
    </AdminLocaleProvider>
  );
}

function AdminPanel({ store }: { store?: AppStore }) {
  const { t } = useLocale();
  return (
    <PanelApp
      store={store}
      title={t('admin.panel.title')}
      items={adminNav(t)}
      useItems={useAdminNavCounts}
      useTitle={useAdminPanelTitle}
      roles={[Role.Admin, Role.Instructor]}
      denied={<AccessDenied />}
    >
      <PanelRoutes />
    </PanelApp>
  );
}

/** An instructor reaches only their console (and logging out); an admin every screen. */
function PanelRoutes() {
  const { t } = useLocale();
  const role = useSelector(selectCurrentUser)?.role;
  if (role === Role.Instructor)
    return (
      <Routes>
        <Route path="console" element={<ConsolePage />} />
        <Route path="logout" element={<LogoutPage />} />
        <Route path="*" element={<Navigate to={ADMIN_ROUTES.console} replace />} />
      </Routes>
    );
  return (
    <Routes>
      <Route index element={<Navigate to={ADMIN_ROUTES.dashboard} replace />} />
      <Route path="admin-dashboard" element={<DashboardPage />} />
      <Route path="manage-user" element={<ManageUsersPage />} />
      <Route path="create-blog" element={<CreateBlogPage />} />
      <Route path="manage-classes" element={<ManageClassesPage />} />
      <Route path="timetable" element={<TimetablePage />} />
      <Route path="bookings" element={<BookingsPage />} />
      <Route path="demo-requests" element={<DemoRequestsPage />} />
      <Route path="refferal" element={<ReferralsPage />} />
      <Route path="users" element={<UsersTablePage />} />
      <Route path="price" element={<PricingPage />} />
      <Route path="payments" element={<PaymentsPage />} />
      <Route path="companies" element={<CompaniesPage />} />
      <Route path="profile" element={<AdminProfilePage />} />
      <Route path="erasures" element={<ErasuresPage />} />
      <Route path="messages" element={<MessagesPage />} />
      <Route path="message-wording" element={<MessageWordingPage />} />
      <Route path="coupons" element={<CouponsPage />} />
      <Route path="challenges" element={<ChallengesPage />} />
      <Route path="settings" element={<SettingsPage />} />
      <Route path="audit" element={<AuditPage />} />
      <Route path="site-content" element={<SiteContentPage />} />
      <Route path="console" element={<ConsolePage />} />
      <Route path="logout" element={<LogoutPage />} />
      {Object.entries(ADMIN_ALIASES).map(([alias, to]) => (
        <Route key={alias} path={alias} element={<Alias to={to} />} />
      ))}
      {/* Absolute targets only: a relative one under `*` would grow the address for ever (issue 38). */}
      <Route path="*" element={<NotFoundPage items={adminNav(t)} />} />
    </Routes>
  );
}

/** An address an owner guesses, sent to the real one with its query and hash. */
function Alias({ to }: { to: string }) {
  const { search, hash } = useLocation();
  return <Navigate to={`${to}${search}${hash}`} replace />;
}
