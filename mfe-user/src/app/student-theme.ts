import type { ThemeConfig } from 'antd';

/**
 * The student panel's adjustments, merged over the shared panel theme by a nested ConfigProvider:
 * - antd's secondary, description and placeholder greys (45% and 25% black) and the selected menu
 *   item's saffron fall below WCAG AA contrast on white; these darker values pass it (axe e2e test);
 * - the success background derived from the brand green is a dull grey-green: a light green instead;
 * - smaller headings, so a screen title fits a 375 px phone on one or two lines.
 */
export const studentTheme: ThemeConfig = {
  token: {
    colorTextSecondary: '#595959',
    colorTextTertiary: '#595959',
    colorTextDescription: '#595959',
    colorTextPlaceholder: '#6e6e6e',
    colorSuccessBg: '#eef7ee',
    colorSuccessBorder: '#b7dcb9',
    fontSizeHeading1: 30,
    fontSizeHeading2: 22,
  },
  components: {
    Menu: { itemSelectedColor: '#7a3306' },
  },
};
