import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { parameterApi, syslogApi, type ParameterRow, type SyslogRow } from '@gcs/contracts';
import { DefinedListPage } from '../../../src/lists/DefinedListPage';
import { fakeApi, sendSpy } from '../../fakeApi';
import { findDialog, findRow, ok, page, renderPage, within } from '../Audit/renderPage';

vi.setConfig({ testTimeout: 90_000 });

const entered: SyslogRow = {
  ordinalNum: 1,
  id: 7,
  time: '2026-06-12 11:00:00',
  loginCode: 'station',
  userName: '充装站管理员',
  realLoginCode: 'superadmin',
  ip: '10.0.0.2',
  event: 'unitChange',
  eventName: '单位信息变更',
  result: 'success',
  resultName: '成功',
  detail: '对象：station；操作：修改；变更前：{"name":"甲站"}；变更后：{"name":"乙站"}',
};

describe('the system log page (/Setting/SysLogs)', () => {
  it('shows who acted, as whom, and the change, and filters by account; nothing can be edited', async () => {
    const api = fakeApi();
    sendSpy(api, syslogApi.list).mockResolvedValue(page([entered]));
    renderPage(<DefinedListPage />, '/Setting/SysLogs', api);
    const row = await findRow('充装站管理员');
    for (const text of ['station', 'superadmin', '10.0.0.2', '单位信息变更', '成功', entered.detail]) {
      expect(within(row).getByText(text)).toBeTruthy();
    }
    expect(screen.getByRole('columnheader', { name: '实际操作人' })).toBeTruthy();
    expect(within(row).queryByRole('button')).toBeNull();
    fireEvent.change(screen.getByLabelText('账号'), { target: { value: ' station ' } });
    fireEvent.click(screen.getByRole('button', { name: /查\s*询/ }));
    await waitFor(() =>
      expect(sendSpy(api, syslogApi.list)).toHaveBeenLastCalledWith(
        expect.objectContaining({ query: { LoginCode: 'station', PageIndex: 1, CountPerPage: 20 } }),
      ),
    );
  });
});

const parameter = (values: Partial<ParameterRow>): ParameterRow => ({
  ordinalNum: 1,
  id: 1,
  code: 'SyslogRetentionMonths',
  name: '系统日志保留月数',
  value: '6',
  description: '系统日志至少保留的月数',
  kind: 1,
  kindName: '数值',
  minValue: 6,
  maxValue: 120,
  isValid: true,
  readOnly: false,
  builtIn: true,
  updatedAt: '2026-06-12 11:00:00',
  ...values,
});

describe('the parameters page (/Setting/parameter)', () => {
  it('offers no delete for built-in parameters, no edit for read-only ones, and deletes others after confirming', async () => {
    const api = fakeApi();
    sendSpy(api, parameterApi.list).mockResolvedValue(
      page([
        parameter({}),
        parameter({ id: 2, ordinalNum: 2, code: 'PasswordMaxAgeDays', name: '密码有效期（天）', readOnly: true }),
        parameter({
          id: 3,
          ordinalNum: 3,
          code: 'ServiceHotline',
          name: '服务热线',
          value: '0573-12345',
          kind: 2,
          kindName: '文本',
          minValue: null,
          maxValue: null,
          builtIn: false,
        }),
      ]),
    );
    sendSpy(api, parameterApi.remove).mockResolvedValue(ok({ count: 1 }));
    renderPage(<DefinedListPage />, '/Setting/parameter', api);

    const retention = await findRow('系统日志保留月数');
    expect(within(retention).getByRole('button', { name: '编辑' })).toBeTruthy();
    expect(within(retention).queryByRole('button', { name: '删除' })).toBeNull();
    const password = await findRow('密码有效期（天）');
    expect(within(password).queryByRole('button', { name: '编辑' })).toBeNull();
    expect(within(password).queryByRole('button', { name: '删除' })).toBeNull();

    const hotline = await findRow('服务热线');
    expect(within(hotline).getByText('文本')).toBeTruthy();
    fireEvent.click(within(hotline).getByRole('button', { name: '删除' }));
    fireEvent.click(within(await findDialog('删除参数')).getByRole('button', { name: '确定删除' }));
    await waitFor(() => expect(sendSpy(api, parameterApi.remove)).toHaveBeenCalledWith({ body: { ids: [3] } }));
  });
});
