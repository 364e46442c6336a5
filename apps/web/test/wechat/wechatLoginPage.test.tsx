import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messages } from '@gcs/contracts';
import { ApiError } from '../../src/api/errors';
import { sessionState } from '../../src/app/session/sessionState';
import type { Api } from '../../src/api/api';
import { fakeApi, loginAnswer } from '../fakeApi';
import { renderApp } from '../renderApp';

const qrUrl =
  'https://open.weixin.qq.com/connect/qrconnect?appid=wx1&redirect_uri=http%3A%2F%2Flocalhost%2FLogin' +
  '&response_type=code&scope=snsapi_login&state=s1#wechat_redirect';

/** An Api of a deployment with WeChat login on, whose WeChat calls answer a scan of `unionId`. */
function wechatApi(unionId = 'union-0001'): Api {
  const api = fakeApi();
  vi.mocked(api.front.frontEnd).mockResolvedValue({ result: true, messeage: '', data: { wechatLogin: true } as never });
  vi.mocked(api.wechat.qrConnect).mockResolvedValue({
    result: true,
    messeage: '',
    data: { url: qrUrl, appId: 'wx1', state: 's1' },
  });
  vi.mocked(api.wechat.userInfo).mockResolvedValue({ result: true, messeage: '', list: { unionid: unionId } });
  vi.mocked(api.wechat.login).mockResolvedValue(loginAnswer({ accessToken: 'tok-wechat' }));
  return api;
}

describe('WeChat QR login on the login page', () => {
  it('shows WeChat’s QR page after the confidentiality reminder when WeChat login is on', async () => {
    const api = wechatApi();
    renderApp('/Login', api);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '微信扫码登录' }));
    const reminder = await screen.findByRole('dialog', { name: messages.confidentialityTitle });
    expect(api.wechat.qrConnect).not.toHaveBeenCalled();
    await user.click(within(reminder).getByRole('button', { name: messages.acknowledge }));
    const frame = (await screen.findByTitle('微信扫码')) as HTMLIFrameElement;
    const src = new URL(frame.getAttribute('src') ?? '');
    expect(src.searchParams.get('state')).toBe('s1');
    expect(src.searchParams.get('self_redirect')).toBe('false');
    expect(frame.getAttribute('sandbox')).toBe('allow-scripts allow-top-navigation allow-same-origin');
    expect(api.wechat.qrConnect).toHaveBeenCalledWith({ query: { purpose: 'login' } });
    expect(screen.queryByText(/尚未配置微信登录/)).toBeNull();
  });

  it('logs in with the code and state WeChat sends back and lands like a password login', async () => {
    const api = wechatApi();
    const { router } = renderApp('/Login?code=c1&state=s1', api);
    // The landing route of the account, exactly as after a password login.
    await waitFor(() => expect(router.state.location.pathname).toBe('/Dashboard'));
    expect(api.wechat.userInfo).toHaveBeenCalledTimes(1);
    expect(api.wechat.userInfo).toHaveBeenCalledWith({ query: { code: 'c1', state: 's1' } });
    expect(api.wechat.login).toHaveBeenCalledWith({ query: { UnionId: 'union-0001' } });
    expect(window.sessionStorage.getItem('accessToken')).toBe('tok-wechat');
    expect(api.auth.login).not.toHaveBeenCalled();
  });

  it('asks for the due password change after a WeChat login, on a clean /Login', async () => {
    const api = wechatApi();
    vi.mocked(api.wechat.login).mockResolvedValue(loginAnswer({ updatePasswordTime: '2020-01-01T00:00:00Z' }));
    const { router } = renderApp('/Login?code=c1&state=s1', api);
    const dialog = await screen.findByRole('dialog', { name: '密码已过期，请修改密码' });
    expect(router.state.location.pathname).toBe('/Login');
    expect(router.state.location.search).toBe('');
    // No password was typed: the dialog asks for the current one.
    expect(within(dialog).getByLabelText('原密码')).toBeTruthy();
  });

  it('alerts an unbound WeChat, forgets its union id and returns to a clean /Login', async () => {
    const api = wechatApi('union-nobody');
    vi.mocked(api.wechat.login).mockResolvedValue(
      loginAnswer({ succeded: false, accessToken: '', errorMessage: messages.wechatUnbound }),
    );
    const { router } = renderApp('/Login?code=c1&state=s1', api);
    expect(await screen.findByText(messages.wechatUnbound)).toBeTruthy();
    expect(router.state.location.pathname).toBe('/Login');
    expect(router.state.location.search).toBe('');
    expect(sessionState().unionId).toBeNull();
    expect(window.sessionStorage.getItem('accessToken')).toBeNull();
    expect(await screen.findByPlaceholderText(messages.enterUserName)).toBeTruthy();
    expect(screen.queryByTitle('微信扫码')).toBeNull();
  });

  it('shows the server’s message for a wrong or expired state and returns to /Login', async () => {
    const api = wechatApi();
    vi.mocked(api.wechat.userInfo).mockRejectedValue(new ApiError(messages.wechatStateMismatch, 400));
    const { router } = renderApp('/Login?code=c1&state=old', api);
    expect(await screen.findByText(messages.wechatStateMismatch)).toBeTruthy();
    expect(router.state.location.search).toBe('');
    expect(api.wechat.login).not.toHaveBeenCalled();
  });
});
