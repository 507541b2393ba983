// The logged-in frame: sidebar (16rem, 3rem collapsed, 18rem drawer under 768 px) and content. The
// sidebar and header are plain markup drawn like antd's inline Menu and text Buttons (.nav-link,
// .btn in index.html): they are on every logged-in first screen, which then downloads and renders
// no antd (its core and CSS-in-JS cost a slow phone its first screen). The phone's drawer is antd,
// loaded when first opened.
import LogoutOutlined from '@ant-design/icons-svg/es/asn/LogoutOutlined';
import MenuOutlined from '@ant-design/icons-svg/es/asn/MenuOutlined';
import ToolFilled from '@ant-design/icons-svg/es/asn/ToolFilled';
import { lazy, Suspense, useCallback, useEffect, useId, useState, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';

import { LanguageSelect } from '../language/LanguageSelect';
import { unsubscribeBrowser } from '../push/browserPush';
import {
  browser,
  forgetDeviceReads,
  forgetUser,
  isOnline,
  normalizeRole,
  notify,
  outbox,
  realtime,
  setDevicePerson,
  startDeviceSync,
  useCompanyName,
  useGetUnreadMessageCountQuery,
  useIsMobile,
  type User,
} from '../sdk';
import { SvgIcon } from '../sdk/SvgIcon';
import { useT } from '../messages';
import { navItemsFor } from '../routes/routeTable';
import { NAV_ICONS } from './navIcons';
import { badgeText, NotificationBell } from './NotificationBell';
import { OutboxIndicator } from './OutboxIndicator';
import { isSidebarShortcut, readSidebarOpen, writeSidebarOpen } from './sidebarState';
import { UserBlock } from './UserBlock';

const MobileSidebarDrawer = lazy(() => import('./MobileSidebarDrawer'));

/** How long logging out waits for this browser's push subscription to end before it goes on. */
const UNSUBSCRIBE_WAIT_MS = 1500;

/**
 * Logging out with writes still waiting asks first: they stay on this device, kept for this person,
 * and are sent at their next login here (a field worker expects a punch made offline not to vanish).
 * The answers kept for offline reads go, and this device no longer opens offline as this person
 * (sdk/lastKnownUser.ts).
 */
async function logout(text: { confirm: (count: number) => string; offline: string }) {
  const waiting = outbox.items().filter((item) => !item.refusal).length;
  if (waiting > 0 && !window.confirm(text.confirm(waiting))) return;
  // The session must end on the server too: offline, the cookie would outlive a logout that only
  // forgot this device's data (and the next start would be logged in again).
  if (!isOnline()) {
    notify({ title: text.offline, variant: 'destructive' });
    return;
  }
  realtime.stop();
  // Nothing read from now on is kept for this person.
  setDevicePerson(null);
  forgetUser();
  await forgetDeviceReads();
  // This browser's push subscription ends with the login (the server deletes its row at logout
  // regardless); a browser that does not answer in time does not hold the logout up.
  await Promise.race([unsubscribeBrowser(), new Promise((resolve) => setTimeout(resolve, UNSUBSCRIBE_WAIT_MS))]);
  browser.go('/api/logout');
}

function SidebarContent({ user, collapsed, onNavigate }: { user: User; collapsed: boolean; onNavigate?: () => void }) {
  const companyName = useCompanyName();
  const { pathname } = useLocation();
  const items = navItemsFor(normalizeRole(user.role));
  const unreadMessages = useGetUnreadMessageCountQuery().data?.count ?? 0;
  const unreadMessagesId = useId();
  const { t } = useT();
  return (
    <nav className="sidebar-inner" aria-label={t('layout.mainNav')}>
      <div className={`sidebar-brand${collapsed ? ' collapsed' : ''}`}>
        <SvgIcon icon={ToolFilled} aria-hidden />
        {!collapsed && <span title={companyName}>{companyName}</span>}
      </div>
      <UserBlock user={user} collapsed={collapsed} />
      <ul className="nav-menu">
        {items.map((item) => {
          // Messages carries the unread count, described to screen readers, outside the link's name.
          const unread = item.path === '/messages' ? unreadMessages : 0;
          return (
            <li key={item.path} className="nav-item">
              <Link
                to={item.path}
                className="nav-link"
                aria-current={item.path === pathname ? 'page' : undefined}
                // Collapsed, the link shows its icon only: its name stays for screen readers and as a tooltip.
                aria-label={collapsed ? item.label : undefined}
                title={collapsed ? item.label : undefined}
                aria-describedby={unread > 0 ? unreadMessagesId : undefined}
                onClick={onNavigate}
              >
                <span aria-hidden className="nav-icon">
                  {NAV_ICONS[item.icon]}
                </span>
                {!collapsed && <span>{item.label}</span>}
              </Link>
              {unread > 0 && (
                <span id={unreadMessagesId} className="count-badge nav-badge">
                  {badgeText(unread)}
                  <span className="visually-hidden">{t('layout.unreadMessages')}</span>
                </span>
              )}
            </li>
          );
        })}
      </ul>
      <div className="sidebar-footer">
        <button
          type="button"
          onClick={() => void logout({ confirm: (count) => t('outbox.logoutConfirm', { count }), offline: t('layout.logoutOffline') })}
          aria-label={t('layout.logout')}
          className={`btn btn-text logout-button${collapsed ? ' btn-icon' : ' btn-block'}`}
        >
          <SvgIcon icon={LogoutOutlined} aria-hidden />
          {!collapsed && t('layout.logout')}
        </button>
      </div>
    </nav>
  );
}

export function AppLayout({ user, children }: { user: User; children: ReactNode }) {
  const { t } = useT();
  const isMobile = useIsMobile();
  const [open, setOpen] = useState(() => readSidebarOpen());
  const [mobileOpen, setMobileOpen] = useState(false);
  // The drawer's code loads on the first open and then stays, so it can animate closed and open.
  const [drawerWanted, setDrawerWanted] = useState(false);

  const toggle = useCallback(() => {
    if (isMobile) {
      setDrawerWanted(true);
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

  // The outbox sends what waits on this device at login and whenever the connection returns.
  useEffect(() => startDeviceSync(), []);

  return (
    <div className="app-frame">
      {!isMobile && (
        <aside className={`sidebar${open ? '' : ' collapsed'}`} data-state={open ? 'expanded' : 'collapsed'}>
          <SidebarContent user={user} collapsed={!open} />
        </aside>
      )}
      {isMobile && drawerWanted && (
        <Suspense fallback={null}>
          <MobileSidebarDrawer open={mobileOpen} onClose={() => setMobileOpen(false)}>
            <SidebarContent user={user} collapsed={false} onNavigate={() => setMobileOpen(false)} />
          </MobileSidebarDrawer>
        </Suspense>
      )}
      <div className="app-main">
        <header className="app-header">
          <button
            type="button"
            className="btn btn-text btn-icon"
            aria-label={t('layout.toggleSidebar')}
            aria-expanded={isMobile ? mobileOpen : open}
            onClick={toggle}
          >
            <SvgIcon icon={MenuOutlined} aria-hidden />
          </button>
          <LanguageSelect className="header-language" />
          <OutboxIndicator />
          <NotificationBell role={normalizeRole(user.role)} />
        </header>
        <main className="app-content">{children}</main>
      </div>
    </div>
  );
}
