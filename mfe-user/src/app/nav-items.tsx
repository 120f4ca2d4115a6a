import BookOutlined from '@ant-design/icons/BookOutlined';
import CalendarOutlined from '@ant-design/icons/CalendarOutlined';
import CreditCardOutlined from '@ant-design/icons/CreditCardOutlined';
import DashboardOutlined from '@ant-design/icons/DashboardOutlined';
import GiftOutlined from '@ant-design/icons/GiftOutlined';
import LogoutOutlined from '@ant-design/icons/LogoutOutlined';
import ScheduleOutlined from '@ant-design/icons/ScheduleOutlined';
import TagsOutlined from '@ant-design/icons/TagsOutlined';
import UserOutlined from '@ant-design/icons/UserOutlined';
import { USER_ROUTES } from '@yoga/contracts';
import type { PanelNavItem } from '@yoga/ui';

/** The student panel's sidebar, in the order; every item opens a real screen. */
export const NAV_ITEMS: readonly PanelNavItem[] = [
  { key: 'dashboard', label: 'Dashboard', to: USER_ROUTES.dashboard, icon: <DashboardOutlined /> },
  { key: 'classbook', label: 'Book a Class', to: USER_ROUTES.classbook, icon: <BookOutlined /> },
  { key: 'demobook', label: 'Book a Demo', to: USER_ROUTES.demobook, icon: <CalendarOutlined /> },
  { key: 'bookings', label: 'My Bookings', to: USER_ROUTES.bookings, icon: <ScheduleOutlined /> },
  { key: 'plans', label: 'Plans', to: USER_ROUTES.plans, icon: <TagsOutlined /> },
  { key: 'payment', label: 'Payments', to: USER_ROUTES.payment, icon: <CreditCardOutlined /> },
  { key: 'refferal', label: 'Referrals', to: USER_ROUTES.refferal, icon: <GiftOutlined /> },
  { key: 'profile', label: 'Profile', to: USER_ROUTES.profile, icon: <UserOutlined /> },
  { key: 'logout', label: 'Logout', to: USER_ROUTES.logout, icon: <LogoutOutlined /> },
];
