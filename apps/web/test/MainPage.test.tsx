import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  archiveQueryPage,
  defaultHostConfig,
  menuOfPage,
  messages,
  moduleTiles,
  siblingApi,
  usageSummaryPage,
  vehicleArchivePage,
} from '@gcs/contracts';
import { buildMenuRoutes } from '../src/app/guard/menuRoutes';
import { mainTiles, showsDashboardLink } from '../src/pages/Main/mainTiles';
import { fakeApi, menusFor, sendSpy } from './fakeApi';
import { renderApp } from './renderApp';
import { signIn } from './session';

function withMenus(codes: string[]) {
  const api = fakeApi();
  vi.mocked(api.auth.userPermission).mockResolvedValue({ result: true, messeage: '', data: { list: menusFor(codes) } });
  return api;
}

describe('/Main landing page', () => {
  it('shows the seven module tiles, enabled only where the user has routes', async () => {
    signIn();
    renderApp(
      '/Main',
      withMenus(['001', menuOfPage(archiveQueryPage.kind, '/GasCylinder/'), '005', menuOfPage(usageSummaryPage.kind)]),
    );
    for (const tile of moduleTiles) expect(await screen.findByRole('button', { name: tile.title })).toBeTruthy();
    expect(screen.getByRole('button', { name: '液化气瓶管理' }).getAttribute('aria-disabled')).toBeNull();
    expect(screen.getByRole('button', { name: '工业气瓶管理' }).getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByRole('button', { name: messages.developing })).toBeTruthy();
  });

  it('warns on a disabled tile and opens an enabled one at its first page', async () => {
    signIn();
    const { router } = renderApp(
      '/Main',
      withMenus(['001', menuOfPage(archiveQueryPage.kind, '/GasCylinder/'), '005', menuOfPage(usageSummaryPage.kind)]),
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '使用登记' }));
    expect(await screen.findByText(messages.noMenuPermission)).toBeTruthy();
    expect(router.state.location.pathname).toBe('/Main');
    await user.click(screen.getByRole('button', { name: '液化气瓶管理' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/GasCylinder/DocQuery'));
  });

  it('shows the driving-cabin link, sibling links and, for level-2 users, the extra links', async () => {
    signIn({ level: 2 });
    const api = withMenus(['005', menuOfPage(usageSummaryPage.kind)]);
    vi.mocked(api.front.frontEnd).mockResolvedValue({
      result: true,
      messeage: '',
      data: {
        siblingLinks: [{ title: '特种设备平台', url: 'https://tz.example.cn' }],
        levelTwoLinks: [{ title: '日志系统', url: 'https://log.example.cn' }],
      } as never,
    });
    renderApp('/Main', api);
    expect(await screen.findByRole('link', { name: '特种设备平台' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '日志系统' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /驾驶舱/ }).getAttribute('href')).toBe('/Dashboard');
  });

  it('opens a sibling platform with a fresh signed hand-off in a new tab', async () => {
    signIn();
    const api = withMenus(['005', menuOfPage(usageSummaryPage.kind)]);
    const sibling = {
      id: 4,
      title: '特种设备安全监管平台',
      bindSystemCode: 'sesr',
      bindSystemUrl: 'https://sesr.example.cn/sso?from=gcs',
    };
    sendSpy(api, siblingApi.redirectList).mockResolvedValue({ result: true, messeage: '', list: [sibling] });
    const hand = { originalUserId: 7, targetId: 4, time: '1781488800000', sign: 'ab12' };
    sendSpy(api, siblingApi.sign).mockResolvedValue({ result: true, messeage: '', data: hand });
    const tab = { opener: {} as unknown, location: { href: '' }, close: vi.fn() };
    const open = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    renderApp('/Main', api);
    await userEvent.setup().click(await screen.findByRole('button', { name: '特种设备安全监管平台' }));
    await waitFor(() =>
      expect(tab.location.href).toBe(
        'https://sesr.example.cn/sso?from=gcs&originalUserId=7&targetId=4&time=1781488800000&sign=ab12',
      ),
    );
    expect(open).toHaveBeenCalledWith('about:blank', '_blank');
    expect(tab.opener).toBeNull();
    expect(sendSpy(api, siblingApi.sign).mock.calls[0]?.[0]).toEqual({ query: { id: 4 } });
    open.mockRestore();
  });

  it('closes the new tab and shows the error when the hand-off cannot be signed', async () => {
    signIn();
    const api = withMenus(['005', menuOfPage(usageSummaryPage.kind)]);
    const sibling = {
      id: 4,
      title: '移动式压力容器监管平台',
      bindSystemCode: 'pv',
      bindSystemUrl: 'https://pv.example.cn',
    };
    sendSpy(api, siblingApi.redirectList).mockResolvedValue({ result: true, messeage: '', list: [sibling] });
    sendSpy(api, siblingApi.sign).mockRejectedValue(new Error('该平台不存在或已停用'));
    const tab = { opener: {} as unknown, location: { href: '' }, close: vi.fn() };
    const open = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    renderApp('/Main', api);
    await userEvent.setup().click(await screen.findByRole('button', { name: '移动式压力容器监管平台' }));
    expect(await screen.findByText('该平台不存在或已停用')).toBeTruthy();
    expect(tab.close).toHaveBeenCalled();
    expect(tab.location.href).toBe('');
    open.mockRestore();
  });

  it('logs out from the header', async () => {
    signIn();
    const { router, api } = renderApp('/Main');
    await userEvent.setup().click(await screen.findByRole('button', { name: '退出登录' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/Login'));
    expect(api.auth.logout).toHaveBeenCalled();
    expect(window.localStorage.getItem('accessToken')).toBeNull();
  });
});

describe('landing tiles by area and configuration', () => {
  const routes = buildMenuRoutes(menusFor(['003', menuOfPage(vehicleArchivePage.kind), '004', '004001']));

  it('removes the vehicle tile in region 120100', () => {
    const titles = mainTiles(routes, '120101', defaultHostConfig).map((tile) => tile.title);
    expect(titles).not.toContain('车用气瓶管理');
    expect(titles).toHaveLength(6);
    expect(mainTiles(routes, '330400', defaultHostConfig)).toHaveLength(7);
  });

  it('sends region 420100 to the external pressure-vessel platform, or disables the tile without one', () => {
    const without = mainTiles(routes, '420100', defaultHostConfig).find((tile) => tile.path === '/PressureVessel');
    expect(without).toMatchObject({ enabled: false });
    const config = {
      ...defaultHostConfig,
      siblingLinks: [{ title: '移动压力容器平台', url: 'https://pv.example.cn' }],
    };
    const withLink = mainTiles(routes, '420100', config).find((tile) => tile.path === '/PressureVessel');
    expect(withLink).toMatchObject({ enabled: true, externalUrl: 'https://pv.example.cn' });
  });

  it('hides the driving cabin when configured, except for the configured level', () => {
    expect(showsDashboardLink(defaultHostConfig, 3)).toBe(true);
    const hidden = { ...defaultHostConfig, dashboardHide: true, showLevel: 2 };
    expect(showsDashboardLink(hidden, 3)).toBe(false);
    expect(showsDashboardLink(hidden, 2)).toBe(true);
  });
});
