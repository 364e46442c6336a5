import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { messages } from '@gcs/contracts';
import { staticRoutes } from '../src/app/routes';
import { renderApp } from './renderApp';

/** Static routes of spec 01 section 2. */
const specRoutes = [
  '/Main',
  '/Login',
  '/SLogin',
  '/FreeLogin',
  '/Province',
  '/SuperuserLogin',
  '/cbCz',
  '/DashboardBig',
  '/Dashboard',
  '/PublicSearch',
  '/VcApprovalQrcode',
  '/SunshineDashboard',
  '/Qrcode',
  '/Auth',
  '/MenuCompare',
];

describe('routing table', () => {
  it('registers every static route of the spec, each with a title', () => {
    expect(staticRoutes.map((route) => route.path).sort()).toEqual([...specRoutes].sort());
    for (const route of staticRoutes) expect(route.title.trim()).not.toBe('');
  });

  const placeholders = staticRoutes.filter((route) => !route.page);
  it.each(placeholders.map((route) => [route.path, route.title]))(
    '%s shows a non-blank placeholder',
    async (path, title) => {
      renderApp(path);
      expect(await screen.findByText(messages.notBuilt)).toBeTruthy();
      expect(screen.getByText(title)).toBeTruthy();
      await waitFor(() => expect(document.title).toBe(`${title} - 示范市气瓶安全监管平台`));
    },
  );

  it('sends the root to /Login', async () => {
    const { router } = renderApp('/');
    await waitFor(() => expect(router.state.location.pathname).toBe('/Login'));
    expect(await screen.findByText(messages.notBuilt)).toBeTruthy();
  });

  it('shows a friendly page for unknown paths', async () => {
    renderApp('/NoSuchPage');
    expect(await screen.findByText('页面不存在')).toBeTruthy();
  });

  it('renders the public search page at /PublicSearch', async () => {
    renderApp('/PublicSearch');
    expect(await screen.findByPlaceholderText('气瓶条码', {}, { timeout: 10000 })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('气瓶档案公开查询 - 示范市气瓶安全监管平台'));
  });
});
