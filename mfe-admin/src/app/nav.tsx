import {
  CalendarOutlined,
  DashboardOutlined,
  DollarOutlined,
  EditOutlined,
  LogoutOutlined,
  MessageOutlined,
  ScheduleOutlined,
  ShareAltOutlined,
  TableOutlined,
  FieldTimeOutlined,
  TeamOutlined,
} from '@ant-design/icons';
import { ADMIN_ROUTES } from '@yoga/contracts';
import type { LocaleState } from '@yoga/i18n';
import type { PanelNavItem } from '@yoga/ui';

/** Admin sidebar (spec section 2, labels quoted as written there) plus the bookings list of issue 6,
 * and the weekly timetable and the Messages outbox of issue 13.
 * The price screen is reached from the dashboard, so the sidebar stays exactly as the spec lists it. */
const NAV = [
  ['dashboard', 'admin.nav.dashboard', ADMIN_ROUTES.dashboard, <DashboardOutlined key="i" />],
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
  ['payments', 'admin.nav.managePayment', ADMIN_ROUTES.payments, <DollarOutlined key="i" />],
  ['refferal', 'admin.nav.manageReferral', ADMIN_ROUTES.refferal, <ShareAltOutlined key="i" />],
  ['users', 'admin.nav.users', ADMIN_ROUTES.users, <TableOutlined key="i" />],
  ['messages', 'admin.nav.messages', ADMIN_ROUTES.messages, <MessageOutlined key="i" />],
  ['logout', 'admin.nav.logout', ADMIN_ROUTES.logout, <LogoutOutlined key="i" />],
] as const;

/** The sidebar's items in the active language. */
export function adminNav(t: LocaleState['t']): PanelNavItem[] {
  return NAV.map(([key, label, to, icon]) => ({ key, label: t(label), to, icon }));
}
