export { PanelThemeProvider, panelTheme } from './theme';
export { PanelLayout, type PanelNavItem } from './panel-layout';
export { PageSpinner } from './page-spinner';
export { ReferralCard } from './referral-card';
export { ruleFrom } from './rule-from';
export { useEndSession } from './use-end-session';
export { EMAIL_PATTERN, isValidEmail } from './email';
