export { uiCatalog, uiCatalogReady } from './i18n';
export { PanelApp } from './panel-app';
export { PanelMessageProvider, usePanelApp } from './panel-message';
export { PanelThemeProvider, panelTheme, SEARCH_BY_LABEL } from './theme';
export { PanelLayout, type PanelNavItem } from './panel-layout';
export { PageSpinner } from './page-spinner';
export { Notice } from './notice';
export {
  FormField,
  PlainButton,
  PlainPasswordInput,
  accountFormStyles,
  fieldAria,
  usePlainForm,
} from './account/plain-fields';
export { StatCircles, type StatCircleItem } from './stat-circles';
export { ReferralCard } from './referral-card';
export { ruleFrom } from './rule-from';
export { LogoutScreen, LOGOUT_TEXT } from './logout-screen';
export { ChangePasswordForm } from './account/change-password-form';
export { EmailChangeForm } from './account/email-change-form';
export { ProfileDetailsForm } from './account/profile-details-form';
export { nameProblem, phoneProblem, newPasswordProblem } from './account/account-rules';
export {
  fileResponse,
  saveDownloadedFile,
  paymentDocumentFileName,
  type DownloadedFile,
  type PaymentDocumentKind,
} from './file-download';
export { GST_STATE_OPTIONS, useGstStateOptions } from './gst-state-options';
export { deferred } from './deferred';
