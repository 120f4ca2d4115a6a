import {
  CalendarOutlined,
  DashboardOutlined,
  DollarOutlined,
  EditOutlined,
  LogoutOutlined,
  FileTextOutlined,
  FormOutlined,
  MessageOutlined,
  SettingOutlined,
  AuditOutlined,
  TrophyOutlined,
  NotificationOutlined,
  ScheduleOutlined,
  ShareAltOutlined,
  TableOutlined,
  TagOutlined,
  FieldTimeOutlined,
  TeamOutlined,
  VideoCameraOutlined,
} from '@ant-design/icons';
import { useSelector } from 'react-redux';
import { selectCurrentUser } from '@yoga/auth';
import { ADMIN_ROUTES, Role } from '@yoga/contracts';
import { useLocale, type LocaleState } from '@yoga/i18n';
import type { PanelNavItem } from '@yoga/ui';
import { useNewDemoRequests } from '../components/demo-requests.api';

/** Admin sidebar (spec section 2, labels quoted as written there) plus the bookings list of issue 6,
 * and the weekly timetable and the Messages outbox of issue 13.
 * The price screen is reached from the dashboard, so the sidebar stays exactly as the spec lists it. */
const NAV = [
  ['dashboard', 'admin.nav.dashboard', ADMIN_ROUTES.dashboard, <DashboardOutlined key="i" />],
  ['console', 'admin.nav.console', ADMIN_ROUTES.console, <VideoCameraOutlined key="i" />],
  ['manage-user', 'admin.nav.manageUsers', ADMIN_ROUTES.manageUser, <TeamOutlined key="i" />],
  ['create-blog', 'admin.nav.blog', ADMIN_ROUTES.createBlog, <EditOutlined key="i" />],
  [
    'manage-classes',
    'admin.nav.manageClass',
    ADMIN_ROUTES.manageClasses,
    <ScheduleOutlined key="i" />,
  ],
  ['timetable', 'admin.nav.timetable', ADMIN_ROUTES.timetable, <FieldTimeOutlined key="i" />],
  ['bookings', 'admin.nav.bookings', ADMIN_ROUTES.bookings, <CalendarOutlined key="i" />],
  [
    'demo-requests',
    'admin.nav.demoRequests',
    ADMIN_ROUTES.demoRequests,
    <NotificationOutlined key="i" />,
  ],
  ['payments', 'admin.nav.managePayment', ADMIN_ROUTES.payments, <DollarOutlined key="i" />],
  ['refferal', 'admin.nav.manageReferral', ADMIN_ROUTES.refferal, <ShareAltOutlined key="i" />],
  ['users', 'admin.nav.users', ADMIN_ROUTES.users, <TableOutlined key="i" />],
  ['messages', 'admin.nav.messages', ADMIN_ROUTES.messages, <MessageOutlined key="i" />],
  [
    'message-wording',
    'admin.nav.messageWording',
    ADMIN_ROUTES.messageWording,
    <FormOutlined key="i" />,
  ],
  ['coupons', 'admin.nav.coupons', ADMIN_ROUTES.coupons, <TagOutlined key="i" />],
  ['challenges', 'admin.nav.challenges', ADMIN_ROUTES.challenges, <TrophyOutlined key="i" />],
  ['settings', 'admin.nav.settings', ADMIN_ROUTES.settings, <SettingOutlined key="i" />],
  ['audit', 'admin.nav.audit', ADMIN_ROUTES.audit, <AuditOutlined key="i" />],
  ['site-content', 'admin.nav.siteContent', ADMIN_ROUTES.siteContent, <FileTextOutlined key="i" />],
  ['logout', 'admin.nav.logout', ADMIN_ROUTES.logout, <LogoutOutlined key="i" />],
] as const;

/** The sidebar's items in the active language. */
export function adminNav(t: LocaleState['t']): PanelNavItem[] {
  return NAV.map(([key, label, to, icon]) => ({ key, label: t(label), to, icon }));
}

/** What an instructor's menu holds: their console only (and logging out). */
const INSTRUCTOR_ITEMS = ['console', 'logout'];

/** The panel's title: an instructor's is their console ("Instructor console"), not "Admin panel". */
export function useAdminPanelTitle(title: string): string {
  const { t } = useLocale();
  const instructor = useSelector(selectCurrentUser)?.role === Role.Instructor;
  return instructor ? t('admin.panel.instructorTitle') : title;
}

/**
 * Inside the panel (signed in): an instructor's menu shows only the console; an admin's says "Demo
 * requests (2)" while requests wait for a link.
 */
export function useAdminNavCounts(items: readonly PanelNavItem[]): readonly PanelNavItem[] {
  const { t } = useLocale();
  const instructor = useSelector(selectCurrentUser)?.role === Role.Instructor;
  const newDemoRequests = useNewDemoRequests(instructor);
  if (instructor) return items.filter((item) => INSTRUCTOR_ITEMS.includes(item.key));
  if (!newDemoRequests) return items;
  return items.map((item) =>
    item.key === 'demo-requests'
      ? { ...item, label: t('admin.nav.demoRequestsNew', { count: newDemoRequests }) }
      : item,
  );
}
