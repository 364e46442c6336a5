import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { archiveQueryPage, blacklistPage, menuOfPage, messages, usageSummaryPage } from '@gcs/contracts';
import { staticRoutes } from '../src/app/routes';
import { ApiError } from '../src/api/errors';
import { lastActivityKey } from '../src/api/storage';
import { fakeApi, menusFor } from './fakeApi';
import { renderApp } from './renderApp';
import { signIn } from './session';

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

  const publicPlaceholders = staticRoutes.filter((route) => !route.page && route.public);
  it.each(publicPlaceholders.map((route) => [route.path, route.title]))(
    '%s shows a non-blank placeholder without a session',
    async (path, title) => {
      renderApp(path);
      expect(await screen.findByText(messages.notBuilt)).toBeTruthy();
      expect(screen.getByText(title)).toBeTruthy();
      await waitFor(() => expect(document.title).toBe(`${title} - 示范市气瓶安全监管平台`));
    },
  );

  const guardedPlaceholders = staticRoutes.filter((route) => !route.page && !route.public);
  it.each(guardedPlaceholders.map((route) => [route.path, route.title]))(
    '%s shows its placeholder to a logged-in user',
    async (path, title) => {
      signIn();
      renderApp(path);
      expect(await screen.findByText(messages.notBuilt)).toBeTruthy();
      expect(screen.getAllByText(title).length).toBeGreaterThan(0);
      await waitFor(() => expect(document.title).toBe(`${title} - 示范市气瓶安全监管平台`));
    },
  );

  it('renders the public search page at /PublicSearch', async () => {
    renderApp('/PublicSearch');
    expect(await screen.findByPlaceholderText('气瓶条码', {}, { timeout: 10000 })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('气瓶档案公开查询 - 示范市气瓶安全监管平台'));
  });
});

describe('route guard', () => {
  it('sends the root to /Login without a session', async () => {
    const { router } = renderApp('/');
    await waitFor(() => expect(router.state.location.pathname).toBe('/Login'));
    expect(router.state.location.search).toBe('');
    expect(await screen.findByRole('button', { name: '登录' })).toBeTruthy();
  });

  it('sends a guarded path to /Login with the original path as redirect, and loads no menus', async () => {
    const { router, api } = renderApp('/GasCylinder/DocQuery?Barcode=1');
    await waitFor(() => expect(router.state.location.pathname).toBe('/Login'));
    expect(router.state.location.search).toBe(`?redirect=${encodeURIComponent('/GasCylinder/DocQuery?Barcode=1')}`);
    expect(api.auth.userPermission).not.toHaveBeenCalled();
  });

  it('sends the root of a logged-in user to the first menu route', async () => {
    signIn();
    const api = fakeApi();
    vi.mocked(api.auth.userPermission).mockResolvedValue({
      result: true,
      messeage: '',
      data: {
        list: menusFor([
          '001',
          menuOfPage(archiveQueryPage.kind, '/GasCylinder/'),
          menuOfPage(blacklistPage.kind, '/GasCylinder/'),
          '005',
          menuOfPage(usageSummaryPage.kind),
        ]),
      },
    });
    const { router } = renderApp('/', api);
    await waitFor(() => expect(router.state.location.pathname).toBe('/GasCylinder/DocQuery'));
    expect(await screen.findByLabelText('气瓶档案查询条件')).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('档案查询 - 示范市气瓶安全监管平台'));
    expect(screen.getByRole('button', { name: '退出登录' })).toBeTruthy();
  });

  it('restores the session copy from the persistent copy in a new tab', async () => {
    signIn({ userName: '李四' });
    window.sessionStorage.clear();
    renderApp('/Dashboard');
    expect(await screen.findByText('李四')).toBeTruthy();
    expect(window.sessionStorage.getItem('userInfo')).toContain('李四');
  });

  it('sends a group path to its first page and says so for a menu the user lacks', async () => {
    signIn();
    const { router } = renderApp('/DataAnalysis');
    await waitFor(() => expect(router.state.location.pathname).toBe('/DataAnalysis/UsageSummary'));
    await router.navigate('/Register/Overdue');
    expect(await screen.findByText(messages.noMenuPermission)).toBeTruthy();
  });

  it('shows a friendly page for unknown paths to a logged-in user', async () => {
    signIn();
    renderApp('/NoSuchPage');
    expect(await screen.findByText('页面不存在')).toBeTruthy();
  });

  it('logs the user out when the menu fetch fails', async () => {
    signIn();
    const api = fakeApi();
    vi.mocked(api.auth.userPermission).mockRejectedValue(new ApiError('服务器内部错误，请稍后再试', 500));
    const { router } = renderApp('/Main', api);
    await waitFor(() => expect(router.state.location.pathname).toBe('/Login'));
    expect(window.localStorage.getItem('accessToken')).toBeNull();
    expect(window.sessionStorage.getItem('userInfo')).toBeNull();
  });

  it('ends a session idle for two hours with the idle message', async () => {
    signIn();
    window.localStorage.setItem(lastActivityKey, String(Date.now() - 2 * 3600_000 - 1000));
    const { router } = renderApp('/Main');
    await waitFor(() => expect(router.state.location.pathname).toBe('/Login'));
    expect(await screen.findByText(messages.idleTimeout)).toBeTruthy();
    expect(window.localStorage.getItem('accessToken')).toBeNull();
  });

  it('skips the menu fetch on /SuperuserLogin', async () => {
    signIn({ isSystemManeger: true });
    const { api } = renderApp('/SuperuserLogin');
    expect(await screen.findByRole('button', { name: '查询' }, { timeout: 10000 })).toBeTruthy();
    expect(api.auth.userPermission).not.toHaveBeenCalled();
  });
});
