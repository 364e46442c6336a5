import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import {
  abnormalFillingApi,
  abnormalFillingsPage,
  deletedFillingsPage,
  fillingDeletionApi,
  type AbnormalFillingRow,
  menuOfPage,
} from '@gcs/contracts';
import { ApiError } from '../../../src/api/errors';
import { DefinedListPage } from '../../../src/lists/DefinedListPage';
import { deleteQuestion } from '../../../src/pages/Filling/DeleteFillingDialog';
import { fakeApi, sendSpy } from '../../fakeApi';
import { renderArchive } from '../Archive/archiveFixtures';
import { findDialog, findRow, ok, page, slow, within } from '../Audit/renderPage';

vi.setConfig({ testTimeout: 90_000 });

const fillingRow = (n: number): AbnormalFillingRow => ({
  ordinalNum: n,
  id: 40 + n,
  fillingGuid: `00000000-0000-4000-8000-00000000004${n}`,
  stationId: 3,
  stationName: '示范燃气有限公司',
  cylinderId: 7,
  cylinderBarcode: `QP004${n}`,
  cylinderSpec: 'YSP35.5',
  presetWeight: 14.5,
  fillingWeight: 12.1,
  beginTime: `2026-06-0${n} 09:00:00`,
  endTime: null,
  operatorName: '张师傅',
  cylinderState: '正常',
  flags: 2,
  flagNames: '欠量充装',
});

/** The liquefied abnormal-filling page, in a session holding its menu and (or not) the deleted-records page. */
function open(menus: string[]) {
  const api = fakeApi();
  sendSpy(api, abnormalFillingApi.list).mockResolvedValue(page([fillingRow(1), fillingRow(2)]));
  renderArchive('/GasCylinder/AbnormalFilling', <DefinedListPage />, { menus, api });
  return api;
}

const holder = [
  '001',
  menuOfPage(abnormalFillingsPage.kind, '/GasCylinder/'),
  '006',
  menuOfPage(deletedFillingsPage.kind),
];

describe('deleting filling records on the abnormal-filling list', () => {
  it('offers 删除 and 批量删除 only to the holders of the deleted-records page', async () => {
    open(['001', menuOfPage(abnormalFillingsPage.kind, '/GasCylinder/')]);
    const row = await findRow('QP0041');
    expect(within(row).queryByRole('button', { name: '删除' })).toBeNull();
    expect(screen.queryByRole('button', { name: /批量删除/ })).toBeNull();
    expect(within(row).queryByRole('checkbox')).toBeNull();
  });

  it('deletes one record only with a reason and after 确定删除, and shows a refusal', async () => {
    const api = open(holder);
    const remove = sendSpy(api, fillingDeletionApi.deleteOne)
      .mockRejectedValueOnce(new ApiError('充装记录…：该充装单位2025年4月30日之前开始的充装记录按规定不能删除', 403))
      .mockResolvedValueOnce(ok({ count: 1 }, '已删除1条充装记录'));
    fireEvent.click(within(await findRow('QP0041')).getByRole('button', { name: '删除' }));
    let dialog = await findDialog('删除充装记录');
    expect(
      within(dialog).getByText(deleteQuestion({ cylinderBarcode: 'QP0041', beginTime: '2026-06-01 09:00:00' }, 1)),
    ).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: '确定删除' }));
    expect(await within(dialog).findByText('请填写删除原因', {}, slow)).toBeTruthy();
    expect(remove).not.toHaveBeenCalled();

    fireEvent.click(within(dialog).getByRole('button', { name: /取\s*消/ }));
    await waitFor(() => expect(screen.queryByText('删除充装记录')).toBeNull());
    expect(remove).not.toHaveBeenCalled();

    fireEvent.click(within(await findRow('QP0041')).getByRole('button', { name: '删除' }));
    dialog = await findDialog('删除充装记录');
    fireEvent.change(within(dialog).getByLabelText('删除原因'), { target: { value: ' 误称重 ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '确定删除' }));
    expect(await screen.findByText(/按规定不能删除/, {}, slow)).toBeTruthy();
    expect(remove).toHaveBeenCalledWith({
      body: { FillingGuid: '00000000-0000-4000-8000-000000000041', Reason: '误称重' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: '确定删除' }));
    expect(await screen.findByText('已删除1条充装记录', {}, slow)).toBeTruthy();
  });

  it('deletes the chosen records by their guids with one reason', async () => {
    const api = open(holder);
    const batch = sendSpy(api, fillingDeletionApi.deleteBatch).mockResolvedValue(ok({ count: 2 }, '已删除2条充装记录'));
    fireEvent.click(within(await findRow('QP0041')).getByRole('checkbox'));
    fireEvent.click(within(await findRow('QP0042')).getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: /批量删除（2）/ }));
    const dialog = await findDialog('批量删除充装记录');
    expect(within(dialog).getByText(deleteQuestion(undefined, 2))).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('删除原因'), { target: { value: '重复上传' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '确定删除' }));
    expect(await screen.findByText('已删除2条充装记录', {}, slow)).toBeTruthy();
    expect(batch).toHaveBeenCalledWith({
      body: {
        FillingGuids: ['00000000-0000-4000-8000-000000000041', '00000000-0000-4000-8000-000000000042'],
        Reason: '重复上传',
      },
    });
  });
});
