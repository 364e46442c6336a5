import { Result } from 'antd';
import { Navigate, useLocation } from 'react-router-dom';
import { menuTree, messages } from '@gcs/contracts';
import { menuPageFor } from '../../pages/menuPages';
import { NotBuiltPage } from '../NotBuiltPage';
import { NotFoundPage } from '../NotFoundPage';
import { useDynamicPageTitle } from '../pageTitle';
import { useSession } from '../session/SessionContext';
import { findMenuRoute } from './menuRoutes';

/**
 * Every dynamic route: an entry with children and no page of its own opens its first page (menuRoutes.ts); a page of
 * the user's menus shows its built page (pages/menuPages.ts) or its placeholder; a known menu the user lacks says so;
 * anything else is not found.
 */
export function MenuRoutePage() {
  const { routes } = useSession();
  const { pathname } = useLocation();
  const route = findMenuRoute(routes, pathname);
  const known = menuTree.find((entry) => entry.path.toLowerCase() === pathname.toLowerCase());
  useDynamicPageTitle(route?.title ?? known?.title ?? null);
  if (route?.redirect) return <Navigate to={route.redirect} replace />;
  if (route) {
    const Page = menuPageFor(route.path);
    return Page ? <Page key={route.path} /> : <NotBuiltPage title={route.title} embedded />;
  }
  if (known) return <Result status="403" title={known.title} subTitle={messages.noMenuPermission} />;
  return <NotFoundPage />;
}
