import type { ThemeConfig } from 'antd';

/**
 * antd's default secondary, description and placeholder greys (45% and 25% black) and the selected
 * menu item's saffron fall below WCAG AA contrast on white; these darker values pass it (axe e2e test).
 * Merged over the shared panel theme by a nested ConfigProvider.
 */
export const contrastTheme: ThemeConfig = {
  token: {
    colorTextSecondary: '#595959',
    colorTextTertiary: '#595959',
    colorTextDescription: '#595959',
    colorTextPlaceholder: '#6e6e6e',
  },
  components: {
    Menu: { itemSelectedColor: '#7a3306' },
  },
};
