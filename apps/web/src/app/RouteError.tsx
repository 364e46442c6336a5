import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { FriendlyError } from './FriendlyError';
import { NotFoundPage } from './NotFoundPage';

/** Router-level error element: 404 responses read as "page not found", everything else as a friendly error. */
export function RouteError() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  if (!isRouteErrorResponse(error)) console.error('路由渲染出错', error);
  return <FriendlyError />;
}
