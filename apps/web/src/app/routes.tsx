import { lazy, type ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { AuthGuard } from './guard/AuthGuard';
import { MenuRoutePage } from './guard/MenuRoutePage';
import { RootRedirect } from './guard/RootRedirect';
import { AppLayout } from './layout/AppLayout';
import { NotBuiltPage } from './NotBuiltPage';
import { RootLayout } from './RootLayout';
import { RouteError } from './RouteError';
import type { RouteHandle } from './routeTitle';

const LoginPage = lazy(() => import('../pages/Login/LoginPage').then((module) => ({ default: module.LoginPage })));
const MainPage = lazy(() => import('../pages/Main/MainPage').then((module) => ({ default: module.MainPage })));
const SuperuserLoginPage = lazy(() =>
  import('../pages/SuperuserLogin/SuperuserLoginPage').then((module) => ({ default: module.SuperuserLoginPage })),
);
const SLoginPage = lazy(() => import('../pages/SLogin/SLoginPage').then((module) => ({ default: module.SLoginPage })));
const FreeLoginPage = lazy(() =>
  import('../pages/FreeLogin/FreeLoginPage').then((module) => ({ default: module.FreeLoginPage })),
);
const ProvincePage = lazy(() =>
  import('../pages/Province/ProvincePage').then((module) => ({ default: module.ProvincePage })),
);
const CbCzPage = lazy(() => import('../pages/CbCz/CbCzPage').then((module) => ({ default: module.CbCzPage })));
const AuthPage = lazy(() => import('../pages/Auth/AuthPage').then((module) => ({ default: module.AuthPage })));
const PublicSearchPage = lazy(() =>
  import('../pages/PublicSearch/PublicSearchPage').then((module) => ({ default: module.PublicSearchPage })),
);

const SunshineDashboardPage = lazy(() =>
  import('../pages/SunshineDashboard/SunshineDashboardPage').then((module) => ({
    default: module.SunshineDashboardPage,
  })),
);
const DashboardBigPage = lazy(() =>
  import('../pages/Dashboard/DashboardBigPage').then((module) => ({ default: module.DashboardBigPage })),
);
const DashboardPage = lazy(() =>
  import('../pages/Dashboard/DashboardPage').then((module) => ({ default: module.DashboardPage })),
);

const MenuComparePage = lazy(() =>
  import('../pages/MenuCompare/MenuComparePage').then((module) => ({ default: module.MenuComparePage })),
);

/** One static route of spec 01 section 2. `page` is absent while the page is not built yet. */
export interface StaticRoute {
  path: string;
  title: string;
  /** Reachable without a session; every other route passes the route guard. */
  public: boolean;
  page?: ComponentType;
  /** Shown inside the logged-in frame (sidebar, header, visited tabs) like the menu pages. */
  inLayout?: boolean;
}

/** The whole static routing table, in the spec's order. Dynamic (menu) routes come from the user's menus. */
export const staticRoutes: readonly StaticRoute[] = [
  { path: '/Main', title: '首页', public: false, page: MainPage },
  { path: '/Login', title: '登录', public: true, page: LoginPage },
  { path: '/SLogin', title: '快捷登录', public: true, page: SLoginPage },
  { path: '/FreeLogin', title: '免密登录', public: true, page: FreeLoginPage },
  { path: '/Province', title: '省级登录', public: true, page: ProvincePage },
  { path: '/SuperuserLogin', title: '超级用户入口', public: false, page: SuperuserLoginPage },
  { path: '/cbCz', title: '身份认证回调', public: true, page: CbCzPage },
  { path: '/DashboardBig', title: '驾驶舱', public: false, page: DashboardBigPage },
  { path: '/Dashboard', title: '数据看板', public: false, inLayout: true, page: DashboardPage },
  { path: '/PublicSearch', title: '气瓶档案公开查询', public: true, page: PublicSearchPage },
  { path: '/VcApprovalQrcode', title: '使用登记证', public: true },
  { path: '/SunshineDashboard', title: '阳光充装看板', public: false, page: SunshineDashboardPage },
  { path: '/Qrcode', title: '二维码', public: false },
  { path: '/Auth', title: '登录授权', public: true, page: AuthPage },
  { path: '/MenuCompare', title: '功能介绍与对比', public: false, page: MenuComparePage },
];

function routeObject(route: StaticRoute): RouteObject {
  const Page = route.page;
  const handle: RouteHandle = { title: route.title };
  return {
    path: route.path,
    handle,
    element: Page ? <Page /> : <NotBuiltPage title={route.title} embedded={route.inLayout} />,
  };
}

/**
 * React Router objects: public routes as they are; everything else behind the route guard, which sends a visitor
 * without a session to /Login (with `redirect`), resolves `/` to the user's first menu route, and serves the menu
 * routes (any other path) inside the logged-in frame.
 */
export function buildRouteObjects(): RouteObject[] {
  const guarded = staticRoutes.filter((route) => !route.public);
  return [
    {
      element: <RootLayout />,
      errorElement: <RouteError />,
      children: [
        ...staticRoutes.filter((route) => route.public).map(routeObject),
        {
          element: <AuthGuard />,
          children: [
            { index: true, element: <RootRedirect /> },
            ...guarded.filter((route) => !route.inLayout).map(routeObject),
            {
              element: <AppLayout />,
              children: [
                ...guarded.filter((route) => route.inLayout).map(routeObject),
                { path: '*', element: <MenuRoutePage /> },
              ],
            },
          ],
        },
      ],
    },
  ];
}
