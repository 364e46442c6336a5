import { Navigate } from 'react-router-dom';
import { useSession } from '../session/SessionContext';
import { firstRouteTarget } from './menuRoutes';

/** `/` with a session: the first dynamic route's redirect; a user without menus goes to the landing page. */
export function RootRedirect() {
  const { routes } = useSession();
  return <Navigate to={firstRouteTarget(routes) ?? '/Main'} replace />;
}
