import { Suspense, useEffect } from 'react';
import { Outlet, useMatches } from 'react-router-dom';
import { PageLoading } from '../components/PageLoading';
import { documentTitle, isRouteHandle } from './routeTitle';
import { useHostConfig } from './useHostConfig';

/** Root of every route: sets the page title from the deepest titled route and the application name. */
export function RootLayout() {
  const matches = useMatches();
  const { applicationName } = useHostConfig();
  const routeTitle = [...matches]
    .reverse()
    .map((match) => match.handle)
    .find(isRouteHandle)?.title;

  useEffect(() => {
    document.title = documentTitle(routeTitle, applicationName);
  }, [routeTitle, applicationName]);

  return (
    <Suspense fallback={<PageLoading />}>
      <Outlet />
    </Suspense>
  );
}
