import { useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { AppProviders } from './AppProviders';
import { buildRouteObjects } from './routes';

export function App() {
  const [router] = useState(() => createBrowserRouter(buildRouteObjects()));
  return (
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
