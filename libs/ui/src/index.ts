export { PanelThemeProvider, panelTheme } from './theme';
export { PanelLayout, type PanelNavItem } from './panel-layout';
