import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { authApi, userApi, type LoginLockRow, type UserRow } from '@gcs/contracts';
import { DefinedListPage } from '../../../src/lists/DefinedListPage';
import { fakeApi, sendSpy } from '../../fakeApi';
import { findDialog, findRow, ok, page, renderPage, slow, within } from '../Audit/renderPage';

vi.setConfig({ testTimeout: 90_000 });

const district: UserRow = {
  ordinalNum: 1,
  id: 3,
  loginCode: 'district',
  userName: '南湖区监管员',
  phone: '138****5678',
  roleId: 4,
  roleName: '区级监管',
  belongToType: 10,
  belongToTypeName: '监管单位',
  regulatorId: 2,
  fillStationId: null,
  inspectStationId: null,
  unitName: '嘉兴市南湖区市场监督管理局',
  isSystemManager: false,
  isValid: true,
  isLocked: false,
  updatePasswordTime: '2026-11-20 10:00:00',
  createdAt: '2026-01-01 09:00:00',
};

const lock: LoginLockRow = {
  ordinalNum: 1,
  lockKey: 'account:district',
  kind: 'account',
  kindName: '账号',
  key: 'district',
  userName: '南湖区监管员',
  lockedUntil: '2026-11-25 21:30:00',
};

function render() {
  const api = fakeApi();
  sendSpy(api, userApi.list).mockResolvedValue(page([district]));
  sendSpy(api, userApi.locks).mockResolvedValue(page([lock]));
  sendSpy(api, userApi.roleOptions).mockResolvedValue(page([{ value: 4, label: '区级监管' }]));
  sendSpy(api, userApi.resetPassword).mockResolvedValue(ok({ password: 'Xy7@abcdEFGH' }, '密码已重置'));
  sendSpy(api, userApi.setPassword).mockResolvedValue(ok({ count: 1 }, '密码已修改'));
  sendSpy(api, authApi.unlockUserOrIp).mockResolvedValue({ result: true, messeage: '解锁成功' });
  renderPage(<DefinedListPage />, '/Setting/User', api);
  return api;
}

describe('the users page (/Setting/User)', () => {
  it('lists users with their role, unit and masked phone; the edit form has no password, the add form does', async () => {
    render();
    const row = await findRow('南湖区监管员');
    for (const text of ['district', '区级监管', '监管单位', '嘉兴市南湖区市场监督管理局', '138****5678', '启用']) {
      expect(within(row).getByText(text)).toBeTruthy();
    }
    fireEvent.click(within(row).getByRole('button', { name: '编辑' }));
    const edit = await findDialog('编辑用户');
    expect(within(edit).getByLabelText('账号')).toBeTruthy();
    expect(within(edit).queryByLabelText('初始密码')).toBeNull();
    fireEvent.click(within(edit).getByRole('button', { name: /取\s*消/ }));

    fireEvent.click(screen.getByRole('button', { name: /新\s*增/ }));
    const add = await findDialog('新增用户');
    const password = within(add).getByLabelText('初始密码');
    expect(password.getAttribute('type')).toBe('password');
    expect(within(add).getByLabelText('确认密码')).toBeTruthy();
  });

  it('filters the users by a role chosen in the role box', async () => {
    const api = render();
    await findRow('南湖区监管员');
    fireEvent.mouseDown(screen.getByLabelText('角色'));
    // The table's cell shows the role too: the option is the select's.
    const titled = await screen.findAllByTitle('区级监管');
    fireEvent.click(titled.find((element) => element.matches('.ant-select-item-option')) as HTMLElement);
    fireEvent.click(screen.getByRole('button', { name: /查\s*询/ }));
    await waitFor(() =>
      expect(sendSpy(api, userApi.list)).toHaveBeenLastCalledWith(
        expect.objectContaining({ query: { RoleId: 4, PageIndex: 1, CountPerPage: 20 } }),
      ),
    );
  });

  it('resets a password after a confirmation and shows the new one once', async () => {
    const api = render();
    fireEvent.click(within(await findRow('南湖区监管员')).getByRole('button', { name: '重置密码' }));
    const confirm = await findDialog('确定重置南湖区监管员（district）的密码吗？');
    fireEvent.click(within(confirm).getByRole('button', { name: /重\s*置/ }));
    await waitFor(() => expect(sendSpy(api, userApi.resetPassword)).toHaveBeenCalledWith({ body: { id: 3 } }));
    const shown = await findDialog('密码已重置');
    expect(within(shown).getByText('Xy7@abcdEFGH')).toBeTruthy();
  });

  it('sets a password typed twice', async () => {
    const api = render();
    fireEvent.click(within(await findRow('南湖区监管员')).getByRole('button', { name: '设置密码' }));
    const dialog = await findDialog('设置密码 - 南湖区监管员（district）');
    fireEvent.change(within(dialog).getByLabelText('新密码'), { target: { value: 'Abc@12345' } });
    fireEvent.change(within(dialog).getByLabelText('确认密码'), { target: { value: 'Abc@12345' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
    await waitFor(() =>
      expect(sendSpy(api, userApi.setPassword)).toHaveBeenCalledWith({
        body: { id: 3, newPassword: 'Abc@12345', confirmPassword: 'Abc@12345' },
      }),
    );
  });

  it('lists the locked accounts and addresses in their own tab and unlocks one', async () => {
    const api = render();
    await findRow('南湖区监管员');
    fireEvent.click(screen.getByRole('tab', { name: '锁定账号与IP' }));
    const row = await findRow('2026-11-25 21:30:00');
    expect(within(row).getByText('账号')).toBeTruthy();
    fireEvent.click(within(row).getByRole('button', { name: '解锁' }));
    const confirm = await findDialog('确定解除账号district的锁定吗？');
    fireEvent.click(within(confirm).getByRole('button', { name: /解\s*锁/ }));
    await waitFor(
      () => expect(sendSpy(api, authApi.unlockUserOrIp)).toHaveBeenCalledWith({ body: { LoginCode: 'district' } }),
      slow,
    );
  });
});
