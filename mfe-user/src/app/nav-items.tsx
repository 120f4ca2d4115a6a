import { USER_ROUTES } from '@yoga/contracts';
import { useLocale } from '@yoga/i18n';
import type { PanelNavItem } from '@yoga/ui';
import icons from './nav-icons.module.css';

/** A nav item's icon: antd's outlined icon of that name, drawn by a CSS mask (nav-icons.module.css). */
function navIcon(name: string) {
  return <span className={`${icons.icon} ${icons[name]}`} />;
}

/** The student panel's sidebar, in the order; every item opens a real screen. */
const NAV_ITEMS = [
  { key: 'dashboard', to: USER_ROUTES.dashboard, icon: navIcon('dashboard') },
  { key: 'classbook', to: USER_ROUTES.classbook, icon: navIcon('book') },
  { key: 'demobook', to: USER_ROUTES.demobook, icon: navIcon('calendar') },
  { key: 'bookings', to: USER_ROUTES.bookings, icon: navIcon('schedule') },
  { key: 'challenges', to: USER_ROUTES.challenges, icon: navIcon('trophy') },
  { key: 'replays', to: USER_ROUTES.replays, icon: navIcon('playCircle') },
  { key: 'plans', to: USER_ROUTES.plans, icon: navIcon('tags') },
  { key: 'payment', to: USER_ROUTES.payment, icon: navIcon('creditCard') },
  { key: 'gifts', to: USER_ROUTES.gifts, icon: navIcon('heart') },
  { key: 'household', to: USER_ROUTES.household, icon: navIcon('team') },
  { key: 'company', to: USER_ROUTES.company, icon: navIcon('bank') },
  { key: 'refferal', to: USER_ROUTES.refferal, icon: navIcon('gift') },
  { key: 'profile', to: USER_ROUTES.profile, icon: navIcon('user') },
  { key: 'tv', to: USER_ROUTES.tv, icon: navIcon('desktop') },
  { key: 'logout', to: USER_ROUTES.logout, icon: navIcon('logout') },
] as const;

/** Icons are decorative (the frame hides them): each item is named by its label. The sidebar in the active language: each item's label is the message `user.nav.<key>`. */
export function useNavItems(): PanelNavItem[] {
  const { t } = useLocale();
  return NAV_ITEMS.map((item) => ({ ...item, label: t(`user.nav.${item.key}`) }));
}
