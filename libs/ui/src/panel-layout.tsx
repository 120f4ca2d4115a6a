import { useEffect, useState, type ReactNode } from 'react';
import { Button, Drawer, Grid, Layout, Menu, Typography } from 'antd';
import type { MenuProps } from 'antd';
import { MenuOutlined } from '@ant-design/icons';
import { Link, useLocation } from 'react-router-dom';
import { LAYOUT } from '@yoga/contracts';
import { LanguageSwitch, useLocale } from '@yoga/i18n';
import { useBusinessDetails } from '@yoga/site-settings';

export interface PanelNavItem {
  key: string;
  label: string;
  to: string;
  icon?: ReactNode;
}

interface PanelLayoutProps {
  title: string;
  items: readonly PanelNavItem[];
  children: ReactNode;
}

const { Sider, Header, Content } = Layout;

function activeKey(items: readonly PanelNavItem[], pathname: string): string | undefined {
  const match = items
    .filter((item) => pathname === item.to || pathname.startsWith(`${item.to}/`))
    .sort((a, b) => b.to.length - a.to.length)[0];
  return match?.key;
}

/**
 * Panel frame: a permanent sidebar at 768 px and wider, a temporary 300 px drawer below; the language
 * switch in the header; the browser tab titled after the open screen's menu item.
 */
export function PanelLayout({ title, items, children }: PanelLayoutProps) {
  const { t } = useLocale();
  const screens = Grid.useBreakpoint();
  const wide = screens.md ?? window.innerWidth >= LAYOUT.mobileBreakpointPx;
  const [drawerOpen, setDrawerOpen] = useState(false);
  const location = useLocation();
  const { brand_name } = useBusinessDetails();

  useEffect(() => setDrawerOpen(false), [location.pathname]);

  const selected = activeKey(items, location.pathname);
  const page = items.find((item) => item.key === selected)?.label ?? title;
  const pageTitle = t('ui.panel.pageTitle', { page, brand: brand_name });
  useEffect(() => {
    document.title = pageTitle;
  }, [pageTitle]);
  const menuItems: MenuProps['items'] = items.map((item) => ({
    key: item.key,
    icon: item.icon,
    label: <Link to={item.to}>{item.label}</Link>,
  }));
  const menu = (
    <nav aria-label={t('ui.panel.navigation', { title })}>
      <Menu
        mode="inline"
        selectedKeys={selected ? [selected] : []}
        items={menuItems}
        style={{ borderInlineEnd: 0 }}
      />
    </nav>
  );
  const brand = (
    <Link
      to="/"
      style={{
        display: 'block',
        padding: '16px 24px',
        fontWeight: 700,
        fontSize: 18,
        color: '#7a3306',
      }}
    >
      {brand_name}
    </Link>
  );

  return (
    <Layout style={{ minHeight: '100vh' }}>
      {wide && (
        <Sider
          width={LAYOUT.drawerWidthPx}
          theme="light"
          style={{ borderInlineEnd: '1px solid #f0f0f0' }}
        >
          {brand}
          {menu}
        </Sider>
      )}
      {!wide && (
        <Drawer
          placement="left"
          size={LAYOUT.drawerWidthPx}
          open={drawerOpen}
          onClose={() => setDrawerOpen(false)}
          title={brand_name}
          styles={{ body: { padding: 0 } }}
        >
          {menu}
        </Drawer>
      )}
      <Layout>
        <Header
          style={{
            background: '#fff',
            padding: '0 16px',
            display: 'flex',
            alignItems: 'center',
            gap: 12,
            lineHeight: 'normal',
            borderBottom: '1px solid #f0f0f0',
          }}
        >
          {!wide && (
            <Button
              aria-label={t('ui.panel.openMenu')}
              icon={<MenuOutlined aria-hidden />}
              onClick={() => setDrawerOpen(true)}
              style={{ minWidth: 44, minHeight: 44 }}
            />
          )}
          <Typography.Text strong style={{ fontSize: 16 }}>
            {title}
          </Typography.Text>
          <div style={{ marginInlineStart: 'auto' }}>
            <LanguageSwitch />
          </div>
        </Header>
        {/* antd's Content is the page's one <main> landmark. */}
        <Content style={{ padding: wide ? 24 : 12 }}>{children}</Content>
      </Layout>
    </Layout>
  );
}
