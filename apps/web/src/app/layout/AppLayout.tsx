import { useEffect, useLayoutEffect, useMemo, useReducer, useRef, useState } from 'react';
import { MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { Button, Layout, Menu, Tag, type MenuProps } from 'antd';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { menuTree } from '@gcs/contracts';
import { findMenuRoute, type MenuRoute } from '../guard/menuRoutes';
import { useSession } from '../session/SessionContext';
import { useSessionActions } from '../session/useSessionActions';
import { nextActivePath, visitedTabsReducer, type VisitedTab, type VisitedTabsAction } from './visitedTabs';
import { UserMenu } from './UserMenu';
import { VisitedTabs } from './VisitedTabs';

export const sidebarStatusKey = 'sidebarStatus';
const visitedTabsKey = 'visitedTabs';
export const dashboardTitle = '数据看板';

function readSidebarOpen(): boolean {
  try {
    return window.localStorage.getItem(sidebarStatusKey) !== '0';
  } catch {
    return true;
  }
}

function readStoredTabs(): VisitedTab[] {
  try {
    const value = JSON.parse(window.sessionStorage.getItem(visitedTabsKey) ?? '[]') as unknown;
    return Array.isArray(value) ? (value as VisitedTab[]) : [];
  } catch {
    return [];
  }
}

function menuItems(routes: readonly MenuRoute[]): MenuProps['items'] {
  return routes.map((route) =>
    route.children.length > 0
      ? { key: route.path, label: route.title, children: menuItems(route.children) }
      : { key: route.path, label: route.title },
  );
}

function ancestorsOf(routes: readonly MenuRoute[], path: string): string[] {
  for (const route of routes) {
    if (route.path === path) return [];
    const below = ancestorsOf(route.children, path);
    if (below.length > 0 || route.children.some((child) => child.path === path)) return [route.path, ...below];
  }
  return [];
}

/** The logged-in frame: sidebar menu from the dynamic routes, header with the user, visited-route tabs, the page. */
export function AppLayout() {
  const { user, routes, landingPath } = useSession();
  const { logout } = useSessionActions();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [open, setOpen] = useState(readSidebarOpen);

  const titleOf = (path: string): string =>
    path.toLowerCase() === '/dashboard'
      ? dashboardTitle
      : (findMenuRoute(routes, path)?.title ?? menuTree.find((entry) => entry.path === path)?.title ?? path);
  const landing = findMenuRoute(routes, landingPath);
  const landingIsHere = landingPath === '/Dashboard' || (landing !== undefined && !landing.redirect);

  const [tabs, dispatch] = useReducer(visitedTabsReducer, undefined, () => {
    const initial: VisitedTab[] = landingIsHere
      ? [{ path: landingPath, title: titleOf(landingPath), noClosable: true }]
      : [];
    return readStoredTabs().reduce(
      (all, tab) => visitedTabsReducer(all, { type: 'visit', tab: { ...tab, noClosable: tab.path === landingPath } }),
      initial,
    );
  });

  const current = findMenuRoute(routes, pathname);
  const isPage = pathname.toLowerCase() === '/dashboard' || (current !== undefined && !current.redirect);
  const currentTitle = titleOf(pathname);
  useEffect(() => {
    if (isPage)
      dispatch({ type: 'visit', tab: { path: pathname, title: currentTitle, noClosable: pathname === landingPath } });
  }, [isPage, pathname, currentTitle, landingPath]);

  useEffect(() => {
    try {
      window.sessionStorage.setItem(visitedTabsKey, JSON.stringify(tabs));
    } catch {
      // The tabs are a convenience; losing them on reload is acceptable.
    }
  }, [tabs]);

  const closeTabs = (type: Exclude<VisitedTabsAction['type'], 'visit' | 'closeAll'>, path: string) => {
    const after = visitedTabsReducer(tabs, { type, path });
    dispatch({ type, path });
    const next = nextActivePath(tabs, after, pathname);
    if (next === null) navigate(landingPath);
    else if (next !== pathname) navigate(next);
  };

  const toggle = () => {
    setOpen((value) => {
      try {
        window.localStorage.setItem(sidebarStatusKey, value ? '0' : '1');
      } catch {
        // Remembering the sidebar is a convenience only.
      }
      return !value;
    });
  };

  const items = useMemo(() => menuItems(routes), [routes]);
  // A page opens at its top, and the sidebar (which scrolls on its own) keeps the entry of the page in view.
  const sider = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    window.scrollTo(0, 0);
    sider.current?.querySelector('.ant-menu-item-selected')?.scrollIntoView?.({ block: 'nearest' });
  }, [pathname]);
  // The groups the user opened; reaching a page (by menu, tab or address) also opens the groups it sits in.
  const [openGroups, setOpenGroups] = useState<string[]>(() => ancestorsOf(routes, pathname));
  const [groupsShownFor, setGroupsShownFor] = useState(pathname);
  if (groupsShownFor !== pathname) {
    setGroupsShownFor(pathname);
    setOpenGroups((groups) => [...new Set([...groups, ...ancestorsOf(routes, pathname)])]);
  }
  return (
    <Layout className="app-layout">
      <Layout.Sider ref={sider} collapsible collapsed={!open} trigger={null} width={220} className="app-layout__sider">
        <div className="app-layout__brand">{open ? '气瓶监管' : '气'}</div>
        <Menu
          theme="dark"
          mode="inline"
          items={items}
          selectedKeys={[pathname]}
          openKeys={open ? openGroups : undefined}
          onOpenChange={(keys) => setOpenGroups(keys)}
          onClick={({ key }) => navigate(key)}
        />
      </Layout.Sider>
      <Layout>
        <Layout.Header className="app-layout__header">
          <Button
            type="text"
            onClick={toggle}
            icon={open ? <MenuFoldOutlined /> : <MenuUnfoldOutlined />}
            aria-label={open ? '收起菜单' : '展开菜单'}
          />
          <div className="app-layout__user">
            <Button type="link" onClick={() => navigate('/Main')}>
              首页
            </Button>
            {user.enteredBy && <Tag color="orange">超级用户 {user.enteredBy} 进入</Tag>}
            <UserMenu />
            <Button type="text" onClick={() => void logout()}>
              退出登录
            </Button>
          </div>
        </Layout.Header>
        <VisitedTabs tabs={tabs} activePath={pathname} onOpen={(path) => navigate(path)} onClose={closeTabs} />
        <Layout.Content className="app-layout__content">
          <Outlet />
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
