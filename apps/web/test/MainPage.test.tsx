import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { defaultHostConfig, messages, moduleTiles } from '@gcs/contracts';
import { buildMenuRoutes } from '../src/app/guard/menuRoutes';
import { mainTiles, showsDashboardLink } from '../src/pages/Main/mainTiles';
import { fakeApi, menusFor } from './fakeApi';
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
    renderApp('/Main', withMenus(['001', '001001', '005', '005001']));
    for (const tile of moduleTiles) expect(await screen.findByRole('button', { name: tile.title })).toBeTruthy();
    expect(screen.getByRole('button', { name: '液化气瓶管理' }).getAttribute('aria-disabled')).toBeNull();
    expect(screen.getByRole('button', { name: '工业气瓶管理' }).getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByRole('button', { name: messages.developing })).toBeTruthy();
  });

  it('warns on a disabled tile and opens an enabled one at its first page', async () => {
    signIn();
    const { router } = renderApp('/Main', withMenus(['001', '001001', '005', '005001']));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '使用登记' }));
    expect(await screen.findByText(messages.noMenuPermission)).toBeTruthy();
    expect(router.state.location.pathname).toBe('/Main');
    await user.click(screen.getByRole('button', { name: '液化气瓶管理' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/GasCylinder/DocQuery'));
  });

  it('shows the driving-cabin link, sibling links and, for level-2 users, the extra links', async () => {
    signIn({ level: 2 });
    const api = withMenus(['005', '005001']);
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
  const routes = buildMenuRoutes(menusFor(['003', '003001', '004', '004001']));

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
