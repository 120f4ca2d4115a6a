// The marketing header and footer, a chunk of their own: a panel's page (/user, /admin) never shows them.
export { SiteFooter, SiteHeader } from '@yoga/site-layout';
