import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import {
  abnormalExplanationApi,
  abnormalFillingApi,
  type AbnormalFillingRow,
  type ExplanationRow,
} from '@gcs/contracts';
import { DefinedListPage } from '../../../src/lists/DefinedListPage';
import { fakeApi, sendSpy } from '../../fakeApi';
import { renderArchive, stationUser } from '../Archive/archiveFixtures';
import { findDialog, findRow, ok, page, slow, within } from '../Audit/renderPage';

vi.setConfig({ testTimeout: 90_000 });

const explanation = (overrides: Partial<ExplanationRow>): ExplanationRow => ({
  ordinalNum: 1,
  id: 5,
  fillingGuid: '00000000-0000-4000-8000-000000000005',
  stationId: 31,
  stationName: '示范燃气有限公司',
  cylinderBarcode: 'QP0005',
  beginTime: '2026-06-02 09:00:00',
  flagNames: '欠量充装',
  explanation: '抽残前称重',
  status: 0,
  statusName: '待审核',
  decided: false,
  submittedBy: 'station（充装站管理员）',
  submittedAt: '2026-06-02 10:00:00',
  decidedBy: null,
  decidedAt: null,
  opinion: null,
  ...overrides,
});

const auditMenus = ['006', '006004'];

function openAudit(user = {}) {
  const api = fakeApi();
  sendSpy(api, abnormalExplanationApi.list).mockResolvedValue(
    page([
      explanation({}),
      explanation({ ordinalNum: 2, id: 6, cylinderBarcode: 'QP0006', status: 1, statusName: '已通过', decided: true }),
    ]),
  );
  renderArchive('/Regulatory/AbnormalFillingAudit', <DefinedListPage />, { menus: auditMenus, api, user });
  return api;
}

describe('异常充装审核', () => {
  it('offers 通过 and 驳回 on undecided explanations only, to regulators only', async () => {
    openAudit();
    const pending = await findRow('QP0005');
    expect(within(pending).getByRole('button', { name: '通过' })).toBeTruthy();
    expect(within(pending).getByRole('button', { name: '驳回' })).toBeTruthy();
    const decided = await findRow('QP0006');
    expect(within(decided).queryByRole('button', { name: '通过' })).toBeNull();
    expect(within(decided).getByText('已通过')).toBeTruthy();
  });

  it('shows a station its explanations without the decisions', async () => {
    openAudit(stationUser);
    const pending = await findRow('QP0005');
    expect(within(pending).queryByRole('button', { name: '通过' })).toBeNull();
    expect(within(pending).queryByRole('button', { name: '驳回' })).toBeNull();
  });

  it('rejects only with an opinion, and approves with none', async () => {
    const api = openAudit();
    const decide = sendSpy(api, abnormalExplanationApi.decide).mockResolvedValue(
      ok({ id: 5, status: 2 }, '审核完成：已驳回'),
    );
    fireEvent.click(within(await findRow('QP0005')).getByRole('button', { name: '驳回' }));
    const reject = await findDialog('审核驳回');
    expect(within(reject).getByText('说明：抽残前称重')).toBeTruthy();
    fireEvent.click(within(reject).getByRole('button', { name: '确定驳回' }));
    expect(await within(reject).findByText('驳回时请填写审核意见', {}, slow)).toBeTruthy();
    expect(decide).not.toHaveBeenCalled();
    fireEvent.change(within(reject).getByLabelText('审核意见'), { target: { value: '请补充复检报告' } });
    fireEvent.click(within(reject).getByRole('button', { name: '确定驳回' }));
    expect(await screen.findByText('审核完成：已驳回', {}, slow)).toBeTruthy();
    expect(decide).toHaveBeenCalledWith({ body: { Id: 5, Result: 2, Opinion: '请补充复检报告' } });

    decide.mockResolvedValue(ok({ id: 5, status: 1 }, '审核完成：已通过'));
    fireEvent.click(within(await findRow('QP0005')).getByRole('button', { name: '通过' }));
    fireEvent.click(within(await findDialog('审核通过')).getByRole('button', { name: '确定通过' }));
    await waitFor(() => expect(decide).toHaveBeenLastCalledWith({ body: { Id: 5, Result: 1, Opinion: undefined } }));
  });

  it('lets a station explain its abnormal filling from the abnormal-filling list', async () => {
    const api = fakeApi();
    const row: AbnormalFillingRow = {
      ordinalNum: 1,
      id: 41,
      fillingGuid: '00000000-0000-4000-8000-000000000041',
      stationId: 31,
      stationName: '示范燃气有限公司',
      cylinderId: null,
      cylinderBarcode: 'QP0041',
      cylinderSpec: null,
      presetWeight: null,
      fillingWeight: 12.1,
      beginTime: '2026-06-02 09:00:00',
      endTime: null,
      operatorName: null,
      cylinderState: '正常',
      flags: 2,
      flagNames: '欠量充装',
    };
    sendSpy(api, abnormalFillingApi.list).mockResolvedValue(page([row]));
    const add = sendSpy(api, abnormalExplanationApi.add).mockResolvedValue(
      ok({ id: 9 }, '已提交补充说明，等待监管部门审核'),
    );
    renderArchive('/GasCylinder/AbnormalFilling', <DefinedListPage />, {
      menus: ['001', '001008'],
      api,
      user: stationUser,
    });
    fireEvent.click(within(await findRow('QP0041')).getByRole('button', { name: '补充说明' }));
    const dialog = await findDialog('补充说明');
    fireEvent.change(within(dialog).getByLabelText('说明内容'), { target: { value: '抽残前称重' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '提交' }));
    expect(await screen.findByText('已提交补充说明，等待监管部门审核', {}, slow)).toBeTruthy();
    expect(add).toHaveBeenCalledWith({
      body: { FillingGuid: '00000000-0000-4000-8000-000000000041', Explanation: '抽残前称重' },
    });
  });
});
