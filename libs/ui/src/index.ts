export { PanelApp } from './panel-app';
export { PanelThemeProvider, panelTheme } from './theme';
export { PanelLayout, type PanelNavItem } from './panel-layout';
export { PageSpinner } from './page-spinner';
export { StatCircles, type StatCircleItem } from './stat-circles';
export { ReferralCard } from './referral-card';
export { ruleFrom } from './rule-from';
export { useEndSession } from './use-end-session';
export { EMAIL_PATTERN, isValidEmail } from './email';
export { ChangePasswordForm } from './account/change-password-form';
export { EmailChangeForm } from './account/email-change-form';
export { ProfileDetailsForm } from './account/profile-details-form';
export {
  nameProblem,
  phoneProblem,
  stateProblem,
  newPasswordProblem,
} from './account/account-rules';
