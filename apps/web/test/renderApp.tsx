import { render } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { AppProviders } from '../src/app/AppProviders';
import { buildRouteObjects } from '../src/app/routes';
import type { Api } from '../src/api/api';
import { fakeApi } from './fakeApi';

/** Renders the whole app at a path, with a fake API and a fresh query cache. */
export function renderApp(path: string, api: Api = fakeApi()) {
  const router = createMemoryRouter(buildRouteObjects(), { initialEntries: [path] });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = render(
    <AppProviders api={api} queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router, api };
}
