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
import type { PanelNavItem } from '@yoga/ui';

/** Admin sidebar (spec section 2, labels quoted as written there) plus the bookings list of issue 6,
 * and the weekly timetable and the Messages outbox of issue 13.
 * The price screen is reached from the dashboard, so the sidebar stays exactly as the spec lists it. */
export const ADMIN_NAV: readonly PanelNavItem[] = [
  { key: 'dashboard', label: 'Dashboard', to: ADMIN_ROUTES.dashboard, icon: <DashboardOutlined /> },
  {
    key: 'manage-user',
    label: 'Manage Users',
    to: ADMIN_ROUTES.manageUser,
    icon: <TeamOutlined />,
  },
  { key: 'create-blog', label: 'Blog', to: ADMIN_ROUTES.createBlog, icon: <EditOutlined /> },
  {
    key: 'manage-classes',
    label: 'Manage Class',
    to: ADMIN_ROUTES.manageClasses,
    icon: <ScheduleOutlined />,
  },
  {
    key: 'timetable',
    label: 'Timetable',
    to: ADMIN_ROUTES.timetable,
    icon: <FieldTimeOutlined />,
  },
  { key: 'bookings', label: 'Bookings', to: ADMIN_ROUTES.bookings, icon: <CalendarOutlined /> },
  { key: 'payments', label: 'Manage Payment', to: ADMIN_ROUTES.payments, icon: <DollarOutlined /> },
  {
    key: 'refferal',
    label: 'Manage Refferal',
    to: ADMIN_ROUTES.refferal,
    icon: <ShareAltOutlined />,
  },
  { key: 'users', label: 'Users', to: ADMIN_ROUTES.users, icon: <TableOutlined /> },
  { key: 'messages', label: 'Messages', to: ADMIN_ROUTES.messages, icon: <MessageOutlined /> },
  { key: 'logout', label: 'Logout', to: ADMIN_ROUTES.logout, icon: <LogoutOutlined /> },
];
