export { PanelApp } from './panel-app';
export { PanelThemeProvider, panelTheme } from './theme';
export { PanelLayout, type PanelNavItem } from './panel-layout';
export { PageSpinner } from './page-spinner';
export { StatCircles, type StatCircleItem } from './stat-circles';
export { ReferralCard } from './referral-card';
export { ruleFrom } from './rule-from';
export { useEndSession } from './use-end-session';
export { EMAIL_PATTERN, isValidEmail } from './email';
