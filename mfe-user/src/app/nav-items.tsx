import BankOutlined from '@ant-design/icons/BankOutlined';
import BookOutlined from '@ant-design/icons/BookOutlined';
import CalendarOutlined from '@ant-design/icons/CalendarOutlined';
import CreditCardOutlined from '@ant-design/icons/CreditCardOutlined';
import DashboardOutlined from '@ant-design/icons/DashboardOutlined';
import DesktopOutlined from '@ant-design/icons/DesktopOutlined';
import GiftOutlined from '@ant-design/icons/GiftOutlined';
import HeartOutlined from '@ant-design/icons/HeartOutlined';
import LogoutOutlined from '@ant-design/icons/LogoutOutlined';
import PlayCircleOutlined from '@ant-design/icons/PlayCircleOutlined';
import ScheduleOutlined from '@ant-design/icons/ScheduleOutlined';
import TeamOutlined from '@ant-design/icons/TeamOutlined';
import TagsOutlined from '@ant-design/icons/TagsOutlined';
import TrophyOutlined from '@ant-design/icons/TrophyOutlined';
import UserOutlined from '@ant-design/icons/UserOutlined';
import { USER_ROUTES } from '@yoga/contracts';
import { useLocale } from '@yoga/i18n';
import type { PanelNavItem } from '@yoga/ui';

/** The student panel's sidebar, in the order; every item opens a real screen. */
const NAV_ITEMS = [
  { key: 'dashboard', to: USER_ROUTES.dashboard, icon: <DashboardOutlined aria-hidden /> },
  { key: 'classbook', to: USER_ROUTES.classbook, icon: <BookOutlined aria-hidden /> },
  { key: 'demobook', to: USER_ROUTES.demobook, icon: <CalendarOutlined aria-hidden /> },
  { key: 'bookings', to: USER_ROUTES.bookings, icon: <ScheduleOutlined aria-hidden /> },
  { key: 'challenges', to: USER_ROUTES.challenges, icon: <TrophyOutlined aria-hidden /> },
  { key: 'replays', to: USER_ROUTES.replays, icon: <PlayCircleOutlined aria-hidden /> },
  { key: 'plans', to: USER_ROUTES.plans, icon: <TagsOutlined aria-hidden /> },
  { key: 'payment', to: USER_ROUTES.payment, icon: <CreditCardOutlined aria-hidden /> },
  { key: 'gifts', to: USER_ROUTES.gifts, icon: <HeartOutlined aria-hidden /> },
  { key: 'household', to: USER_ROUTES.household, icon: <TeamOutlined aria-hidden /> },
  { key: 'company', to: USER_ROUTES.company, icon: <BankOutlined aria-hidden /> },
  { key: 'refferal', to: USER_ROUTES.refferal, icon: <GiftOutlined aria-hidden /> },
  { key: 'profile', to: USER_ROUTES.profile, icon: <UserOutlined aria-hidden /> },
  { key: 'tv', to: USER_ROUTES.tv, icon: <DesktopOutlined aria-hidden /> },
  { key: 'logout', to: USER_ROUTES.logout, icon: <LogoutOutlined aria-hidden /> },
] as const;

/** Icons are decorative (aria-hidden): each item is named by its label. The sidebar in the active language: each item's label is the message `user.nav.<key>`. */
export function useNavItems(): PanelNavItem[] {
  const { t } = useLocale();
  return NAV_ITEMS.map((item) => ({ ...item, label: t(`user.nav.${item.key}`) }));
}
