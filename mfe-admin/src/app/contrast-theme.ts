import type { ThemeConfig } from 'antd';

/**
 * antd's default greys (secondary text, descriptions, placeholders), its danger red and the selected menu
 * item's saffron fall below WCAG AA contrast on white; these darker values pass it (axe e2e test).
 * Merged over the shared panel theme by a nested ConfigProvider.
 */
export const contrastTheme: ThemeConfig = {
  token: {
    colorError: '#cf1322',
    colorTextSecondary: '#595959',
    colorTextTertiary: '#595959',
    colorTextDescription: '#595959',
    colorTextPlaceholder: '#6e6e6e',
  },
  components: {
    Menu: { itemSelectedColor: '#7a3306' },
  },
};
