export { PanelApp } from './panel-app';
export { PanelThemeProvider, panelTheme } from './theme';
export { PanelLayout, type PanelNavItem } from './panel-layout';
export { PageSpinner } from './page-spinner';
export { StatCircles, type StatCircleItem } from './stat-circles';
export { ReferralCard } from './referral-card';
export { ruleFrom } from './rule-from';
export { LogoutScreen, LOGOUT_TEXT } from './logout-screen';
