import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { readAccessToken } from '../src/api/storage';
import { readSessionUser } from '../src/app/session/sessionStore';
import { fakeApi, loginAnswer } from './fakeApi';
import { renderApp } from './renderApp';
import { signIn } from './session';

const stationUser = {
  id: 31,
  userName: '充装站管理员',
  loginCode: 'station',
  belongToType: 1,
  typeName: '充装单位',
  unitName: '示范燃气充装站',
  roleName: '充装站',
};

let replace: ReturnType<typeof vi.fn>;
beforeEach(() => {
  replace = vi.fn();
  vi.stubGlobal('location', { ...window.location, replace });
});
afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
  window.sessionStorage.clear();
});

async function openEntry(api = fakeApi()) {
  signIn({ id: 1, loginCode: 'superadmin', userName: '超级管理员', isSystemManeger: true, accessToken: 'tok-admin' });
  const view = renderApp('/SuperuserLogin', api);
  await screen.findByRole('button', { name: '查询' }, { timeout: 10000 });
  return view;
}

describe('super-user entry', () => {
  it('clears the table without a call when both boxes are empty, and searches with trimmed parts', async () => {
    const api = fakeApi();
    vi.mocked(api.auth.superAdminSelectUser).mockResolvedValue({ result: true, messeage: '', list: [stationUser] });
    await openEntry(api);
    const user = userEvent.setup();
    fireEvent.change(screen.getByPlaceholderText('请输入账号'), { target: { value: '  sta ' } });
    await user.click(screen.getByRole('button', { name: '查询' }));
    expect(api.auth.superAdminSelectUser).toHaveBeenCalledWith({ LoginCode: 'sta' });
    expect(await screen.findByText('充装站管理员')).toBeTruthy();
    fireEvent.change(screen.getByPlaceholderText('请输入账号'), { target: { value: '  ' } });
    await user.click(screen.getByRole('button', { name: '查询' }));
    await waitFor(() => expect(screen.queryByText('充装站管理员')).toBeNull());
    expect(api.auth.superAdminSelectUser).toHaveBeenCalledTimes(1);
  });

  it('shows the server’s messeage when the search answers result false', async () => {
    const api = fakeApi();
    vi.mocked(api.auth.superAdminSelectUser).mockResolvedValue({
      result: false,
      messeage: '查询失败：账号过长',
      list: [],
    });
    await openEntry(api);
    fireEvent.change(screen.getByPlaceholderText('请输入用户名'), { target: { value: '张' } });
    await userEvent.setup().click(screen.getByRole('button', { name: '查询' }));
    expect(api.auth.superAdminSelectUser).toHaveBeenCalledWith({ UserName: '张' });
    expect(await screen.findByText('查询失败：账号过长')).toBeTruthy();
  });

  it('enters as the chosen user: the entry login, the stored session, then a reload at the user’s landing page', async () => {
    const api = fakeApi();
    vi.mocked(api.auth.superAdminSelectUser).mockResolvedValue({ result: true, messeage: '', list: [stationUser] });
    let answer: (value: ReturnType<typeof loginAnswer>) => void = () => undefined;
    vi.mocked(api.auth.login).mockReturnValue(new Promise((resolve) => (answer = resolve)));
    await openEntry(api);
    const user = userEvent.setup();
    fireEvent.change(screen.getByPlaceholderText('请输入账号'), { target: { value: 'station' } });
    await user.click(screen.getByRole('button', { name: '查询' }));
    const row = (await screen.findByText('充装站管理员')).closest('tr') as HTMLElement;
    await user.click(within(row).getByRole('button', { name: '进入系统' }));
    expect(await within(row).findByText('登录中')).toBeTruthy();
    expect(api.auth.login).toHaveBeenCalledWith({
      code: 'station',
      unionId: '',
      isSystemManeger: true,
      verifyCode: '',
      password: '',
    });
    answer(
      loginAnswer({
        id: 31,
        loginCode: 'station',
        belongToType: 1,
        accessToken: 'tok-station',
        enteredBy: 'superadmin',
        updatePasswordTime: '2020-01-01T00:00:00.000Z',
      }),
    );
    // The station's landing page, with no forced password change though the user's password is old.
    await waitFor(() => expect(replace).toHaveBeenCalledWith('/Register/CylinderApproval'));
    expect(readAccessToken()).toBe('tok-station');
    expect(readSessionUser()).toMatchObject({ loginCode: 'station', enteredBy: 'superadmin' });
  });

  it('shows errorMessage when entering is refused, and keeps the manager’s session', async () => {
    const api = fakeApi();
    vi.mocked(api.auth.superAdminSelectUser).mockResolvedValue({ result: true, messeage: '', list: [stationUser] });
    vi.mocked(api.auth.login).mockResolvedValue(
      loginAnswer({ succeded: false, accessToken: '', errorMessage: '该账号不存在或已停用，无法进入' }),
    );
    await openEntry(api);
    const user = userEvent.setup();
    fireEvent.change(screen.getByPlaceholderText('请输入账号'), { target: { value: 'station' } });
    await user.click(screen.getByRole('button', { name: '查询' }));
    await user.click(await screen.findByRole('button', { name: '进入系统' }));
    expect(await screen.findByText('该账号不存在或已停用，无法进入')).toBeTruthy();
    expect(replace).not.toHaveBeenCalled();
    expect(readAccessToken()).toBe('tok-admin');
  });

  it('sends a session already entered as a user away at once, and shows who entered in the frame', async () => {
    const api = fakeApi();
    signIn({ loginCode: 'station', userName: '充装站管理员', enteredBy: 'superadmin' });
    renderApp('/SuperuserLogin', api);
    expect(await screen.findByText('超级用户 superadmin 进入', {}, { timeout: 10000 })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '查询' })).toBeNull();
    expect(api.auth.superAdminSelectUser).not.toHaveBeenCalled();
  });
});
