import { lazy, type ComponentType } from 'react';
import { Navigate, type RouteObject } from 'react-router-dom';
import { NotBuiltPage } from './NotBuiltPage';
import { NotFoundPage } from './NotFoundPage';
import { RootLayout } from './RootLayout';
import { RouteError } from './RouteError';
import type { RouteHandle } from './routeTitle';

const PublicSearchPage = lazy(() =>
  import('../pages/PublicSearch/PublicSearchPage').then((module) => ({ default: module.PublicSearchPage })),
);

/** One static route of spec 01 section 2. `page` is absent while the page is not built yet. */
export interface StaticRoute {
  path: string;
  title: string;
  /** Reachable without a session (the route guard of a later issue reads this). */
  public: boolean;
  page?: ComponentType;
}

/** The whole static routing table, in the spec's order. Dynamic (menu) routes are added by the route guard. */
export const staticRoutes: readonly StaticRoute[] = [
  { path: '/Main', title: '首页', public: false },
  { path: '/Login', title: '登录', public: true },
  { path: '/SLogin', title: '快捷登录', public: true },
  { path: '/FreeLogin', title: '免密登录', public: true },
  { path: '/Province', title: '省级登录', public: true },
  { path: '/SuperuserLogin', title: '超级用户入口', public: false },
  { path: '/cbCz', title: '身份认证回调', public: true },
  { path: '/DashboardBig', title: '驾驶舱', public: false },
  { path: '/Dashboard', title: '数据看板', public: false },
  { path: '/PublicSearch', title: '气瓶档案公开查询', public: true, page: PublicSearchPage },
  { path: '/VcApprovalQrcode', title: '使用登记证', public: true },
  { path: '/SunshineDashboard', title: '阳光充装看板', public: false },
  { path: '/Qrcode', title: '二维码', public: false },
  { path: '/Auth', title: '登录授权', public: true },
  { path: '/MenuCompare', title: '功能介绍与对比', public: false },
];

export const notFoundTitle = '页面不存在';

function routeObject(route: StaticRoute): RouteObject {
  const Page = route.page;
  const handle: RouteHandle = { title: route.title };
  return {
    path: route.path,
    handle,
    element: Page ? <Page /> : <NotBuiltPage title={route.title} />,
  };
}

/** React Router objects for the table: root goes to /Login, unknown paths show "page not found". */
export function buildRouteObjects(): RouteObject[] {
  const notFound: RouteHandle = { title: notFoundTitle };
  return [
    {
      element: <RootLayout />,
      errorElement: <RouteError />,
      children: [
        { index: true, element: <Navigate to="/Login" replace /> },
        ...staticRoutes.map(routeObject),
        { path: '*', handle: notFound, element: <NotFoundPage /> },
      ],
    },
  ];
}
