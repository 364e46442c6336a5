import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { menuOfPage, messages, usageSummaryPage } from '@gcs/contracts';
import { ApiError } from '../../src/api/errors';
import type { Api } from '../../src/api/api';
import { fakeApi, menusFor } from '../fakeApi';
import { renderApp } from '../renderApp';
import { findDialog } from '../pages/Audit/renderPage';
import { signIn } from '../session';

function wechatApi(bound: boolean): Api {
  const api = fakeApi();
  vi.mocked(api.front.frontEnd).mockResolvedValue({ result: true, messeage: '', data: { wechatLogin: true } as never });
  vi.mocked(api.auth.userPermission).mockResolvedValue({
    result: true,
    messeage: '',
    data: { list: menusFor(['005', menuOfPage(usageSummaryPage.kind)]) },
  });
  vi.mocked(api.wechat.authAccount).mockResolvedValue({
    result: true,
    messeage: '',
    data: bound ? { bound: true, unionId: 'unio****0003' } : { bound: false, unionId: null },
  });
  vi.mocked(api.wechat.qrConnect).mockResolvedValue({
    result: true,
    messeage: '',
    data: { url: 'https://open.weixin.qq.com/connect/qrconnect?appid=wx1&state=b1', appId: 'wx1', state: 'b1' },
  });
  vi.mocked(api.wechat.bind).mockResolvedValue({ result: true, messeage: '微信绑定成功' });
  vi.mocked(api.wechat.unbind).mockResolvedValue({ result: true, messeage: '已解除微信绑定' });
  return api;
}

async function openBindingDialog() {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: /个人设置/ }));
  await user.click(await screen.findByRole('menuitem', { name: /微信绑定/ }));
  return { user, dialog: await screen.findByRole('dialog', { name: '微信绑定' }) };
}

describe('the user’s own WeChat binding', () => {
  it('shows an unbound account and the binding QR, which returns to the landing page', async () => {
    signIn();
    const api = wechatApi(false);
    renderApp('/Main', api);
    const { user, dialog } = await openBindingDialog();
    expect(await within(dialog).findByText('未绑定')).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: '解除绑定' })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: /绑定微信/ }));
    expect(await within(dialog).findByTitle('微信扫码')).toBeTruthy();
    expect(api.wechat.qrConnect).toHaveBeenCalledWith({ query: { purpose: 'bind' } });
  });

  it('finishes the binding when WeChat sends the browser back to /Main, then clears the address', async () => {
    signIn();
    const api = wechatApi(false);
    const { router } = renderApp('/Main?code=c9&state=b1', api);
    expect(await screen.findByText('微信绑定成功')).toBeTruthy();
    expect(api.wechat.bind).toHaveBeenCalledTimes(1);
    expect(api.wechat.bind).toHaveBeenCalledWith({ body: { code: 'c9', state: 'b1' } });
    expect(router.state.location.pathname).toBe('/Main');
    expect(router.state.location.search).toBe('');
  });

  it('shows the server’s refusal of a binding', async () => {
    signIn();
    const api = wechatApi(false);
    vi.mocked(api.wechat.bind).mockRejectedValue(new ApiError(messages.wechatBoundElsewhere, 409));
    const { router } = renderApp('/Main?code=c9&state=b1', api);
    expect(await screen.findByText(messages.wechatBoundElsewhere)).toBeTruthy();
    expect(router.state.location.search).toBe('');
  });

  it('unbinds only after the user confirms', async () => {
    signIn();
    const api = wechatApi(true);
    renderApp('/Main', api);
    const { user, dialog } = await openBindingDialog();
    expect(await within(dialog).findByText('unio****0003')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: '解除绑定' }));
    const confirm = await findDialog('确认解除微信绑定？');
    await user.click(within(confirm).getByRole('button', { name: /取\s*消/ }));
    expect(api.wechat.unbind).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: '解除绑定' }));
    const again = await findDialog('确认解除微信绑定？');
    vi.mocked(api.wechat.authAccount).mockResolvedValue({
      result: true,
      messeage: '',
      data: { bound: false, unionId: null },
    });
    await user.click(within(again).getByRole('button', { name: '解除绑定' }));
    await waitFor(() => expect(api.wechat.unbind).toHaveBeenCalledTimes(1));
    expect(await screen.findByText('已解除微信绑定')).toBeTruthy();
    expect(await within(dialog).findByText('未绑定')).toBeTruthy();
  });

  it('is not offered in a session a super administrator entered', async () => {
    signIn({ enteredBy: 'admin' });
    const api = wechatApi(false);
    renderApp('/Main', api);
    expect(await screen.findByText('张监管', { exact: false })).toBeTruthy();
    // The host configuration (WeChat login on) has arrived: the page shows its tiles once the session is complete.
    await waitFor(() => expect(api.front.frontEnd).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('button', { name: /个人设置/ })).toBeNull();
  });

  it('is not offered when the deployment has no WeChat login', async () => {
    signIn();
    const api = wechatApi(false);
    vi.mocked(api.front.frontEnd).mockResolvedValue({ result: true, messeage: '', data: {} as never });
    renderApp('/Main', api);
    expect(await screen.findByText('张监管', { exact: false })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /个人设置/ })).toBeNull();
  });
});
