import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { messages } from '@gcs/contracts';
import { sm3Hex } from '../src/api/sm3';
import { readAccessToken } from '../src/api/storage';
import { fakeApi, loginAnswer } from './fakeApi';
import { renderApp } from './renderApp';

afterEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
  window.history.replaceState(null, '', '/');
});

/** Opens /SLogin as a sibling platform's link would (the page reads the browser's address). */
function openLink(query: string, api = fakeApi()) {
  window.history.replaceState(null, '', `/SLogin${query}`);
  return renderApp(`/SLogin${query}`, api);
}

describe('/SLogin', () => {
  it('logs in with the query’s code, password digest and date code, drops the query, and lands', async () => {
    const api = fakeApi();
    vi.mocked(api.auth.login).mockResolvedValue(loginAnswer({ accessToken: 'tok-link' }));
    const code = 'a'.repeat(64);
    const { router } = openLink(`?code=%20jg001%20&password=Abc%4012345&verifyCode=${code}`, api);
    await waitFor(() => expect(router.state.location.pathname).toBe('/Dashboard'), { timeout: 10000 });
    expect(api.auth.login).toHaveBeenCalledWith({ Code: 'jg001', password: sm3Hex('Abc@12345'), verifyCode: code });
    expect(readAccessToken()).toBe('tok-link');
    expect(window.location.search).toBe('');
  });

  it('passes a password already given as its digest unchanged', async () => {
    const api = fakeApi();
    const digest = sm3Hex('Abc@12345');
    openLink(`?code=jg001&password=${digest.toUpperCase()}&verifyCode=x`, api);
    await waitFor(() => expect(api.auth.login).toHaveBeenCalled(), { timeout: 10000 });
    expect(vi.mocked(api.auth.login).mock.calls[0]?.[0]).toMatchObject({ password: digest });
  });

  it('shows 用户名或密码错误，请重新登录 and returns to /Login when refused or incomplete', async () => {
    const api = fakeApi();
    vi.mocked(api.auth.login).mockResolvedValue(loginAnswer({ succeded: false, errorMessage: '验证码错误或已过期' }));
    const { router } = openLink('?code=jg001&password=x&verifyCode=y', api);
    expect((await screen.findAllByText(messages.linkLoginFailed, {}, { timeout: 10000 })).length).toBeGreaterThan(0);
    await waitFor(() => expect(router.state.location.pathname).toBe('/Login'), { timeout: 5000 });
    expect(readAccessToken()).toBeNull();
  });

  it('makes no call without all three parameters', async () => {
    const api = fakeApi();
    const { router } = openLink('?code=jg001', api);
    await waitFor(() => expect(router.state.location.pathname).toBe('/Login'), { timeout: 10000 });
    expect(api.auth.login).not.toHaveBeenCalled();
  });
});
