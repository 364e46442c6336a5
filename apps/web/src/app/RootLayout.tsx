import { Suspense, useEffect, useState } from 'react';
import { Outlet, useMatches } from 'react-router-dom';
import { PageLoading } from '../components/PageLoading';
import { PageTitleContext } from './pageTitle';
import { documentTitle, isRouteHandle } from './routeTitle';
import { useHostConfig } from './useHostConfig';

/** Root of every route: sets the page title from the deepest titled route (or a menu page's) and the application name. */
export function RootLayout() {
  const matches = useMatches();
  const { applicationName } = useHostConfig();
  const [dynamicTitle, setDynamicTitle] = useState<string | null>(null);
  const routeTitle =
    [...matches]
      .reverse()
      .map((match) => match.handle)
      .find(isRouteHandle)?.title ??
    dynamicTitle ??
    undefined;

  useEffect(() => {
    document.title = documentTitle(routeTitle, applicationName);
  }, [routeTitle, applicationName]);

  return (
    <PageTitleContext.Provider value={setDynamicTitle}>
      <Suspense fallback={<PageLoading />}>
        <Outlet />
      </Suspense>
    </PageTitleContext.Provider>
  );
}
