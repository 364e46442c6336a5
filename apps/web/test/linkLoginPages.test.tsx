import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { readAccessToken } from '../src/api/storage';
import { ApiError } from '../src/api/errors';
import { fakeApi, loginAnswer } from './fakeApi';
import { renderApp } from './renderApp';

afterEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
  window.history.replaceState(null, '', '/');
});

/** Opens a page as the link or the provider's redirect would (the pages read the browser's address). */
function open(path: string, api = fakeApi()) {
  window.history.replaceState(null, '', path);
  return renderApp(path, api);
}

const waitForPath = (router: { state: { location: { pathname: string } } }, path: string) =>
  waitFor(() => expect(router.state.location.pathname).toBe(path), { timeout: 10000 });

describe('/FreeLogin', () => {
  it('sc=changzhou logs in by the query’s login and token, drops the query and lands', async () => {
    const api = fakeApi();
    vi.mocked(api.citySignOn.changZhouLogin).mockResolvedValue(loginAnswer({ accessToken: 'tok-cz' }));
    const { router } = open('/FreeLogin?sc=changzhou&login=jg001&token=secret-token', api);
    await waitForPath(router, '/Dashboard');
    expect(api.citySignOn.changZhouLogin).toHaveBeenCalledWith({ body: { login: 'jg001', token: 'secret-token' } });
    expect(readAccessToken()).toBe('tok-cz');
    expect(window.location.search).toBe('');
  });

  it('sc=screen sends the signed hand-off without sc and menu, then opens the dashboard the menu names', async () => {
    const api = fakeApi();
    const { router } = open('/FreeLogin?sc=screen&menu=sunshinefilling&loginCode=jg001&sign=abc', api);
    await waitForPath(router, '/SunshineDashboard');
    expect(api.citySignOn.freeLogin).toHaveBeenCalledWith({ body: { loginCode: 'jg001', sign: 'abc' } });
  });

  it('shows the refusal, then returns to /Login', async () => {
    const api = fakeApi();
    vi.mocked(api.citySignOn.freeLogin).mockResolvedValue(
      loginAnswer({ succeded: false, accessToken: '', errorMessage: '该跳转链接已使用过，请从原平台重新进入' }),
    );
    const { router } = open('/FreeLogin?loginCode=jg001&sign=abc', api);
    expect(
      (await screen.findAllByText('该跳转链接已使用过，请从原平台重新进入', {}, { timeout: 10000 })).length,
    ).toBeGreaterThan(0);
    await waitForPath(router, '/Login');
    expect(readAccessToken()).toBeNull();
  });

  it('an unconfigured city’s refusal (the server’s 400) is shown before /Login', async () => {
    const api = fakeApi();
    vi.mocked(api.citySignOn.changZhouLogin).mockRejectedValue(
      new ApiError('未配置该城市的统一身份认证（常州市）', 400),
    );
    const { router } = open('/FreeLogin?sc=changzhou&login=a&token=b', api);
    expect(
      (await screen.findAllByText('未配置该城市的统一身份认证（常州市）', {}, { timeout: 10000 })).length,
    ).toBeGreaterThan(0);
    await waitForPath(router, '/Login');
  });
});

describe('/Province, /cbCz and /Auth', () => {
  it('/Province logs in by the token and goes to /Dashboard', async () => {
    const api = fakeApi();
    vi.mocked(api.citySignOn.provinceLogin).mockResolvedValue(loginAnswer({ belongToType: 1, roleName: '充装站' }));
    const { router } = open('/Province?token=tok', api);
    await waitForPath(router, '/Dashboard');
    expect(api.citySignOn.provinceLogin).toHaveBeenCalledWith({ body: { token: 'tok' } });
  });

  it('/cbCz logs in by the code', async () => {
    const api = fakeApi();
    const { router } = open('/cbCz?code=c1', api);
    await waitForPath(router, '/Dashboard');
    expect(api.citySignOn.czIdentityLogin).toHaveBeenCalledWith({ body: { code: 'c1' } });
  });

  it('/Auth sends code and state, and refuses the provider’s error answer without a call', async () => {
    const api = fakeApi();
    const { router } = open('/Auth?code=c2&state=s2', api);
    await waitForPath(router, '/Dashboard');
    expect(api.citySignOn.authLogin).toHaveBeenCalledWith({ body: { code: 'c2', state: 's2' } });
    window.localStorage.clear();
    window.sessionStorage.clear();
    const other = fakeApi();
    const second = open('/Auth?error=access_denied&state=s2', other);
    await waitForPath(second.router, '/Login');
    expect(other.citySignOn.authLogin).not.toHaveBeenCalled();
  });
});

describe('/FreeLogin to a city’s provider', () => {
  it('sc=suzhou sends the page through LoginSuZhou', async () => {
    const api = fakeApi();
    open('/FreeLogin?sc=suzhou', api);
    await waitFor(() => expect(api.goToProvider).toHaveBeenCalledWith('/api/samr/Auth/LoginSuZhou'), {
      timeout: 10000,
    });
  });

  it('sc=luzhou shows the refusal of an unconfigured city, then returns to /Login', async () => {
    const api = fakeApi();
    vi.mocked(api.goToProvider).mockRejectedValue(new ApiError('未配置该城市的统一身份认证（泸州市）', 400));
    const { router } = open('/FreeLogin?sc=luzhou', api);
    expect(
      (await screen.findAllByText('未配置该城市的统一身份认证（泸州市）', {}, { timeout: 10000 })).length,
    ).toBeGreaterThan(0);
    await waitForPath(router, '/Login');
  });
});
