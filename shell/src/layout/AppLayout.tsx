// The logged-in frame: sidebar (16rem, 3rem collapsed, 18rem drawer under 768 px) and content.
import LogoutOutlined from '@ant-design/icons/LogoutOutlined';
import MenuOutlined from '@ant-design/icons/MenuOutlined';
import ToolFilled from '@ant-design/icons/ToolFilled';
import Button from 'antd/es/button';
import Drawer from 'antd/es/drawer';
import Menu from 'antd/es/menu';
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';

import { browser, normalizeRole, realtime, useCompanyName, useIsMobile, type User } from '../sdk';
import { navItemsFor } from '../routes/routeTable';
import { NAV_ICONS } from './navIcons';
import { isSidebarShortcut, readSidebarOpen, writeSidebarOpen } from './sidebarState';
import { UserBlock } from './UserBlock';

function logout() {
  realtime.stop();
  browser.go('/api/logout');
}

function SidebarContent({ user, collapsed, onNavigate }: { user: User; collapsed: boolean; onNavigate?: () => void }) {
  const companyName = useCompanyName();
  const { pathname } = useLocation();
  const items = navItemsFor(normalizeRole(user.role));
  return (
    <nav className="sidebar-inner" aria-label="Main">
      <div className={`sidebar-brand${collapsed ? ' collapsed' : ''}`}>
        <ToolFilled aria-hidden />
        {!collapsed && <span title={companyName}>{companyName}</span>}
      </div>
      <UserBlock user={user} collapsed={collapsed} />
      <Menu
        mode="inline"
        inlineCollapsed={collapsed}
        selectedKeys={[pathname]}
        className="sidebar-menu"
        onClick={onNavigate}
        items={items.map((item) => ({
          key: item.path,
          icon: NAV_ICONS[item.icon],
          label: <Link to={item.path}>{item.label}</Link>,
          title: item.label,
        }))}
      />
      <div className="sidebar-footer">
        <Button type="text" icon={<LogoutOutlined />} onClick={logout} block={!collapsed} aria-label="Logout" className="logout-button">
          {!collapsed && 'Logout'}
        </Button>
      </div>
    </nav>
  );
}

export function AppLayout({ user, children }: { user: User; children: ReactNode }) {
  const isMobile = useIsMobile();
  const [open, setOpen] = useState(() => readSidebarOpen());
  const [mobileOpen, setMobileOpen] = useState(false);

  const toggle = useCallback(() => {
    if (isMobile) {
      setMobileOpen((value) => !value);
      return;
    }
    setOpen((value) => {
      writeSidebarOpen(!value);
      return !value;
    });
  }, [isMobile]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isSidebarShortcut(event)) return;
      event.preventDefault();
      toggle();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [toggle]);

  useEffect(() => {
    realtime.start();
    return () => realtime.stop();
  }, []);

  return (
    <div className="app-frame">
      {!isMobile && (
        <aside className={`sidebar${open ? '' : ' collapsed'}`} data-state={open ? 'expanded' : 'collapsed'}>
          <SidebarContent user={user} collapsed={!open} />
        </aside>
      )}
      {isMobile && (
        <Drawer
          placement="left"
          open={mobileOpen}
          onClose={() => setMobileOpen(false)}
          size={288}
          closable={false}
          styles={{ body: { padding: 0 } }}
          title={null}
          aria-label="Main menu"
        >
          <SidebarContent user={user} collapsed={false} onNavigate={() => setMobileOpen(false)} />
        </Drawer>
      )}
      <div className="app-main">
        <header className="app-header">
          <Button type="text" icon={<MenuOutlined />} aria-label="Toggle sidebar" aria-expanded={isMobile ? mobileOpen : open} onClick={toggle} />
        </header>
        <main className="app-content">{children}</main>
      </div>
    </div>
  );
}
