import type { ReactNode } from 'react';
import { App as AntApp, ConfigProvider, type ThemeConfig } from 'antd';

/** Brand colours shared by both panels (saffron primary on a calm green accent). */
export const panelTheme: ThemeConfig = {
  token: {
    colorPrimary: '#b4530a',
    colorLink: '#9a3f06',
    colorSuccess: '#2f7d32',
    borderRadius: 8,
    fontFamily:
      "system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', 'Helvetica Neue', Arial, sans-serif",
  },
};

/** Wraps a panel in the theme and antd's App (so `App.useApp().message` works inside). */
export function PanelThemeProvider({ children }: { children: ReactNode }) {
  return (
    <ConfigProvider theme={panelTheme}>
      <AntApp>{children}</AntApp>
    </ConfigProvider>
  );
}
