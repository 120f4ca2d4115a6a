export { SiteHeader } from './site-header';
export { SiteFooter } from './site-footer';
export { ScrollManager } from './scroll-manager';
export { pageFrameStyles } from './page-frame';
export { NoScriptStyle } from './no-script-style';
