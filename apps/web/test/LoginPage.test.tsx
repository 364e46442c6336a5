import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { defaultHostConfig, messages, verifyCodePath } from '@gcs/contracts';
import { sm3Hex } from '../src/api/sm3';
import { fakeApi, loginAnswer } from './fakeApi';
import { renderApp } from './renderApp';

const strongPassword = 'Abc@12345';

async function openLogin(path = '/Login', api = fakeApi()) {
  const view = renderApp(path, api);
  await screen.findByRole('button', { name: '登录' }, { timeout: 10000 });
  return view;
}

/** Sets an input's value as a user typing it would (change events are enough for antd forms, and fast). */
function type(input: HTMLElement, value: string) {
  fireEvent.change(input, { target: { value } });
}

async function fillLogin(name: string, password: string, code: string) {
  const user = userEvent.setup();
  if (name) type(screen.getByLabelText('用户名'), name);
  if (password) type(screen.getByLabelText('密码'), password);
  if (code) type(screen.getByLabelText('验证码'), code);
  await user.click(screen.getByRole('button', { name: '登录' }));
  return user;
}

describe('login page', () => {
  it('shows the form with a captcha image, the public-query link and the warning line', async () => {
    await openLogin();
    const captcha = screen.getByTestId('captcha-image');
    expect(captcha.getAttribute('alt')).toBe('验证码');
    expect(captcha.getAttribute('src')).toMatch(new RegExp(`^${verifyCodePath}\\?timestamp=\\d+$`));
    expect(screen.getByPlaceholderText(messages.enterUserName).getAttribute('autocomplete')).toBe('username');
    expect(screen.getByLabelText('密码').getAttribute('autocomplete')).toBe('current-password');
    const publicLink = screen.getByRole('link', { name: '公开查询' });
    expect(publicLink.getAttribute('href')).toBe('/PublicSearch');
    expect(publicLink.getAttribute('target')).toBe('_blank');
    expect(screen.queryByRole('link', { name: '企业登录' })).toBeNull();
    expect(screen.getByText(messages.warningLine)).toBeTruthy();
    // The panel names the platform once: the application name shows under the title only where it differs.
    expect(screen.getAllByText(defaultHostConfig.title)).toHaveLength(1);
  });

  it('uses the configured links and hides the warning line when configured', async () => {
    const api = fakeApi();
    vi.mocked(api.front.frontEnd).mockResolvedValue({
      result: true,
      messeage: '',
      data: {
        enterpriseUrl: 'https://ent.example.cn/login',
        publicLink: 'https://public.example.cn',
        hideWarningLine: true,
        footerLinks: [{ title: '技术支持', url: 'https://help.example.cn' }],
      } as never,
    });
    await openLogin('/Login', api);
    expect((await screen.findByRole('link', { name: '企业登录' })).getAttribute('href')).toBe(
      'https://ent.example.cn/login',
    );
    expect(screen.getByRole('link', { name: '公开查询' }).getAttribute('href')).toBe('https://public.example.cn');
    expect(screen.getByRole('link', { name: '技术支持' })).toBeTruthy();
    expect(screen.queryByText(messages.warningLine)).toBeNull();
  });

  it('refreshes the captcha when it is clicked', async () => {
    await openLogin();
    const before = screen.getByTestId('captcha-image').getAttribute('src');
    await userEvent.setup().click(screen.getByRole('button', { name: '验证码' }));
    expect(screen.getByTestId('captcha-image').getAttribute('src')).not.toBe(before);
  });

  it('names each missing field with the spec message and sends nothing', async () => {
    const { api } = await openLogin();
    await fillLogin('', '', '');
    expect(await screen.findByText(messages.enterUserName, { selector: '.ant-form-item-explain-error' })).toBeTruthy();
    // Each field validates on its own; under load their messages appear one after another.
    expect(await screen.findByText(messages.enterPassword, { selector: '.ant-form-item-explain-error' })).toBeTruthy();
    expect(
      await screen.findByText(messages.enterVerifyCode, { selector: '.ant-form-item-explain-error' }),
    ).toBeTruthy();
    expect(api.auth.login).not.toHaveBeenCalled();
  });

  it('sends the trimmed user name and the SM3 digest of the password', async () => {
    const { api, router } = await openLogin('/Login?redirect=%2FDataAnalysis%2FUsageSummary');
    await fillLogin('  jg001 ', strongPassword, 'ab12');
    await waitFor(() =>
      expect(api.auth.login).toHaveBeenCalledWith({
        Code: 'jg001',
        password: sm3Hex(strongPassword),
        verifyCode: 'ab12',
      }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/DataAnalysis/UsageSummary'));
    expect(window.sessionStorage.getItem('accessToken')).toBe('tok-login');
    expect(JSON.parse(window.localStorage.getItem('userInfo') ?? '{}').userName).toBe('张监管');
  });

  it('opens the weak-password dialog only after the server accepted the password, ending that session', async () => {
    const { api, router } = await openLogin();
    const user = await fillLogin('jg001', 'abcdefgh', 'ab12');
    const dialog = await screen.findByRole('dialog', { name: '密码强度不足，请修改密码' });
    expect(api.auth.login).toHaveBeenCalledWith(
      expect.objectContaining({ Code: 'jg001', password: sm3Hex('abcdefgh') }),
    );
    await waitFor(() => expect(api.auth.logout).toHaveBeenCalled());
    expect(window.sessionStorage.getItem('accessToken')).toBeNull();
    expect(router.state.location.pathname).toBe('/Login');
    expect((within(dialog).getByLabelText('账号') as HTMLInputElement).value).toBe('jg001');
    expect(within(dialog).getByTestId('captcha-image')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: '取 消' })).toBeTruthy();
    // Every field the dialog refuses empty carries the required mark.
    for (const label of ['账号', '原密码', '新密码', '确认密码', '验证码']) {
      const item = within(dialog).getByText(label, { selector: 'label' });
      expect(item.classList.contains('ant-form-item-required'), label).toBe(true);
    }

    type(within(dialog).getByLabelText('新密码'), 'New@12345');
    type(within(dialog).getByLabelText('确认密码'), 'New@12345');
    type(within(dialog).getByLabelText('验证码'), 'zz99');
    await user.click(within(dialog).getByRole('button', { name: '提 交' }));
    await waitFor(() =>
      expect(api.auth.updateWeakPassword).toHaveBeenCalledWith({
        code: 'jg001',
        password: sm3Hex('abcdefgh'),
        verifyCode: 'zz99',
        newPassword: 'New@12345',
        confirmPassword: 'New@12345',
      }),
    );
    expect(await screen.findByText('密码修改成功')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/Login');
  });

  it('reads the refusal of a wrong weak password, with no password dialog', async () => {
    const api = fakeApi();
    vi.mocked(api.auth.login).mockResolvedValue(
      loginAnswer({ succeded: false, accessToken: '', errorMessage: messages.loginFailed }),
    );
    await openLogin('/Login', api);
    await fillLogin('nosuchuser', 'weakpass1', 'ab12');
    expect(await screen.findByText(messages.loginFailed)).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: '密码强度不足，请修改密码' })).toBeNull();
  });

  it('shows the server errorMessage of a failed weak-password update', async () => {
    const api = fakeApi();
    vi.mocked(api.auth.updateWeakPassword).mockResolvedValue({
      succeded: false,
      errorMessage: '原密码错误',
      message: '',
    });
    await openLogin('/Login', api);
    const user = await fillLogin('jg001', 'abcdefgh', 'ab12');
    const dialog = await screen.findByRole('dialog', { name: '密码强度不足，请修改密码' });
    type(within(dialog).getByLabelText('新密码'), 'New@12345');
    type(within(dialog).getByLabelText('确认密码'), 'New@12345');
    type(within(dialog).getByLabelText('验证码'), 'zz99');
    await user.click(within(dialog).getByRole('button', { name: '提 交' }));
    expect(await screen.findByText('原密码错误')).toBeTruthy();
  });

  it('shows the errorMessage of a refused login, refreshes the captcha and clears its input', async () => {
    const api = fakeApi();
    vi.mocked(api.auth.login).mockResolvedValue(
      loginAnswer({ succeded: false, accessToken: '', errorMessage: '验证码错误或已过期' }),
    );
    await openLogin('/Login', api);
    const before = screen.getByTestId('captcha-image').getAttribute('src');
    await fillLogin('jg001', strongPassword, 'ab12');
    expect(await screen.findByText('验证码错误或已过期')).toBeTruthy();
    expect(screen.getByTestId('captcha-image').getAttribute('src')).not.toBe(before);
    expect((screen.getByLabelText('验证码') as HTMLInputElement).value).toBe('');
    expect((screen.getByLabelText('用户名') as HTMLInputElement).value).toBe('jg001');
    expect(window.sessionStorage.getItem('accessToken')).toBeNull();
  });

  it('remember-me stores the user name only', async () => {
    await openLogin();
    const user = userEvent.setup();
    await user.click(screen.getByRole('checkbox', { name: '记住我' }));
    expect(await screen.findByText(messages.rememberNeedsUserName)).toBeTruthy();
    expect((screen.getByRole('checkbox', { name: '记住我' }) as HTMLInputElement).checked).toBe(false);

    type(screen.getByLabelText('用户名'), 'jg001');
    await user.click(screen.getByRole('checkbox', { name: '记住我' }));
    type(screen.getByLabelText('密码'), strongPassword);
    type(screen.getByLabelText('验证码'), 'ab12');
    await user.click(screen.getByRole('button', { name: '登录' }));
    await waitFor(() => expect(window.localStorage.getItem('rememberedUserName')).toBe('jg001'));
    const everything = [
      ...Object.values({ ...window.localStorage }),
      ...Object.values({ ...window.sessionStorage }),
    ].join('\n');
    expect(everything).not.toContain(strongPassword);
    expect(everything).not.toContain(sm3Hex(strongPassword));
  });

  it('fills the remembered user name on the next visit', async () => {
    window.localStorage.setItem('rememberedUserName', 'jg001');
    await openLogin();
    expect((screen.getByLabelText('用户名') as HTMLInputElement).value).toBe('jg001');
    expect((screen.getByRole('checkbox', { name: '记住我' }) as HTMLInputElement).checked).toBe(true);
  });

  it('forces a password change after a login with an old password, then logs out', async () => {
    const api = fakeApi();
    vi.mocked(api.auth.login).mockResolvedValue(loginAnswer({ updatePasswordTime: '2020-01-01T00:00:00.000Z' }));
    const { router } = await openLogin('/Login', api);
    const user = await fillLogin('jg001', strongPassword, 'ab12');
    expect(await screen.findByRole('dialog', { name: '密码已过期，请修改密码' })).toBeTruthy();

    // Navigation is blocked while the change is pending: the guard sends the user back to the dialog.
    await router.navigate('/Main');
    await waitFor(() => expect(router.state.location.pathname).toBe('/Login'));
    const dialog = await screen.findByRole('dialog', { name: '密码已过期，请修改密码' });
    expect(within(dialog).queryByRole('button', { name: /close|关闭/i })).toBeNull();
    expect(within(dialog).queryByLabelText('原密码')).toBeNull();

    type(within(dialog).getByLabelText('新密码'), 'short');
    await user.click(within(dialog).getByRole('button', { name: '确认修改' }));
    expect(await screen.findByText(messages.passwordFormInvalid)).toBeTruthy();
    expect(api.auth.updatePassword).not.toHaveBeenCalled();

    await user.click(within(dialog).getByRole('button', { name: '重新修改' }));
    expect((within(dialog).getByLabelText('新密码') as HTMLInputElement).value).toBe('');
    type(within(dialog).getByLabelText('新密码'), 'New@12345');
    type(within(dialog).getByLabelText('确认密码'), 'New@12345');
    await user.click(within(dialog).getByRole('button', { name: '确认修改' }));
    await waitFor(() =>
      expect(api.auth.updatePassword).toHaveBeenCalledWith({
        id: 7,
        oldPassword: sm3Hex(strongPassword),
        newPassword: 'New@12345',
        confirmPassword: 'New@12345',
      }),
    );
    await waitFor(() => expect(api.auth.logout).toHaveBeenCalled());
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '密码已过期，请修改密码' })).toBeNull());
    expect(window.sessionStorage.getItem('accessToken')).toBeNull();
    expect(window.localStorage.getItem('accessToken')).toBeNull();
    expect(router.state.location.pathname).toBe('/Login');
  });

  it('says the change failed when the server refuses it', async () => {
    const api = fakeApi();
    vi.mocked(api.auth.login).mockResolvedValue(loginAnswer({ updatePasswordTime: null }));
    vi.mocked(api.auth.updatePassword).mockResolvedValue({ succeded: false, errorMessage: 'x', message: '' });
    await openLogin('/Login', api);
    const user = await fillLogin('jg001', strongPassword, 'ab12');
    const dialog = await screen.findByRole('dialog', { name: '密码已过期，请修改密码' });
    type(within(dialog).getByLabelText('新密码'), 'New@12345');
    type(within(dialog).getByLabelText('确认密码'), 'New@12345');
    await user.click(within(dialog).getByRole('button', { name: '确认修改' }));
    expect(await screen.findByText(messages.passwordChangeFailed)).toBeTruthy();
  });

  it('forces the change the server asks for, though the password is recent', async () => {
    const api = fakeApi();
    vi.mocked(api.auth.login).mockResolvedValue(loginAnswer({ passwordChangeReason: 'adminSet' }));
    const { router } = await openLogin('/Login', api);
    await fillLogin('jg001', strongPassword, 'ab12');
    expect(await screen.findByRole('dialog', { name: '密码已过期，请修改密码' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/Login');
  });

  it('opens the weak-password dialog when the server judges a typed password weak', async () => {
    const api = fakeApi();
    vi.mocked(api.auth.login).mockResolvedValue(loginAnswer({ passwordChangeReason: 'weak' }));
    await openLogin('/Login', api);
    await fillLogin('jg001', strongPassword, 'ab12');
    expect(await screen.findByRole('dialog', { name: '密码强度不足，请修改密码' })).toBeTruthy();
    await waitFor(() => expect(api.auth.logout).toHaveBeenCalled());
  });

  it('does not force a change on system managers, who land on /SuperuserLogin', async () => {
    const api = fakeApi();
    vi.mocked(api.auth.login).mockResolvedValue(loginAnswer({ isSystemManeger: true, updatePasswordTime: null }));
    const { router } = await openLogin('/Login', api);
    await fillLogin('admin', strongPassword, 'ab12');
    await waitFor(() => expect(router.state.location.pathname).toBe('/SuperuserLogin'));
  });

  it('shows the confidentiality reminder before the WeChat login panel', async () => {
    await openLogin();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: '微信扫码登录' }));
    const reminder = await screen.findByRole('dialog', { name: messages.confidentialityTitle });
    await user.click(within(reminder).getByRole('button', { name: messages.acknowledge }));
    expect(await screen.findByRole('region', { name: '微信扫码登录' })).toBeTruthy();
    expect(screen.getByText(/尚未配置微信登录/)).toBeTruthy();
  });
});
