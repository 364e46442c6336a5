import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { abnormalMessages, type AbnormalRow, type VcAbnormalRow } from '@gcs/contracts';
import { ApiError } from '../../../src/api/errors';
import { DefinedListPage } from '../../../src/lists/DefinedListPage';
import { restoreQuestion } from '../../../src/pages/Abnormal/abnormalActions';
import { fakeApi } from '../../fakeApi';
import { findDialog, findRow, ok, page, renderPage, slow, within } from '../Audit/renderPage';

vi.setConfig({ testTimeout: 90_000 });

function abnormal(overrides: Partial<AbnormalRow> = {}): AbnormalRow {
  return {
    id: 61,
    cylinderId: 7,
    ordinalNum: 1,
    kind: 2,
    kindName: '报失',
    reason: '用户报告气瓶丢失',
    flaggedBy: '赵站长',
    flaggedAt: '2026-06-02 14:00:00',
    stationId: 3,
    areaName: '示范区',
    stationName: '示范燃气有限公司',
    vendorName: '示范气瓶制造厂',
    serialNumber: 'SN001',
    makeDate: '2019-05',
    cylinderBarcode: 'QP0001',
    typeName: null,
    mediumName: '液化石油气',
    spec: 'YSP-15',
    nextInspectionDate: '2027-05',
    cylinderStatus: '超期未检',
    ...overrides,
  };
}

const summaryRow = {
  ordinalNum: 1,
  stationId: 3,
  areaName: '示范区',
  stationName: '示范燃气有限公司',
  stoppedCount: 0,
  lostCount: 2,
  overdueFillingCount: 1,
  duplicateCount: 0,
  abnormalCount: 3,
};

async function openList(api = fakeApi(), path = '/GasCylinder/AbnormalCylinder') {
  renderPage(<DefinedListPage />, path, api);
  fireEvent.click(await screen.findByRole('tab', { name: '列表' }, slow));
  return api;
}

describe('abnormal cylinder pages', () => {
  it('summarises by station and kind; a count opens the list of that station and kind', async () => {
    const api = fakeApi();
    vi.mocked(api.abnormal.summary).mockResolvedValue({
      ...page([summaryRow]),
      summary: { stoppedCount: 4, lostCount: 2, overdueFillingCount: 1, duplicateCount: 0, abnormalCount: 7 },
    });
    renderPage(<DefinedListPage />, '/IndustryCylinder/AbnormalCylinder', api);
    expect(await screen.findByRole('button', { name: '查看示范燃气有限公司的异常气瓶合计' }, slow)).toBeTruthy();
    // The 合计 row totals every station of the filter by kind, under the count columns.
    const totals = screen.getByText('合计').closest('tr');
    expect(
      totals &&
        within(totals)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
    ).toEqual(['', '', '合计', '4', '2', '1', '0', '7']);
    expect(api.abnormal.summary).toHaveBeenCalledWith({
      query: { CylinderCategory: 2, PageIndex: 1, CountPerPage: 20 },
      signal: expect.anything(),
    });
    fireEvent.click(screen.getByRole('button', { name: '查看示范燃气有限公司的报失' }));
    await waitFor(() =>
      expect(api.abnormal.list).toHaveBeenCalledWith({
        query: { CylinderCategory: 2, Kind: 2, StationId: 3, PageIndex: 1, CountPerPage: 20 },
        signal: expect.anything(),
      }),
    );
  });

  it('lists why and when each cylinder was flagged, marking overdue rows, and filters by barcode', async () => {
    const api = fakeApi();
    vi.mocked(api.abnormal.list).mockResolvedValue(page([abnormal()]));
    await openList(api);
    const row = await findRow('QP0001');
    for (const text of ['报失', '用户报告气瓶丢失', '赵站长', '2026-06-02 14:00:00']) {
      expect(within(row).getByText(text)).toBeTruthy();
    }
    expect(row.getAttribute('data-row-kind')).toBe('overdueInspection');
    expect(api.shared.columnConfig).toHaveBeenCalledWith({
      query: { PageName: 'AbnormalCylinder' },
      signal: expect.anything(),
    });
    const filter = screen.getByRole('form', { name: '异常气瓶查询条件' });
    fireEvent.change(within(filter).getByLabelText('气瓶条码'), { target: { value: 'QP0001' } });
    fireEvent.click(within(filter).getByRole('button', { name: /查\s*询/ }));
    await waitFor(() =>
      expect(api.abnormal.list).toHaveBeenLastCalledWith({
        query: { CylinderCategory: 1, Barcode: 'QP0001', PageIndex: 1, CountPerPage: 20 },
        signal: expect.anything(),
      }),
    );
  });

  it('uses the vehicle calls on /VehicleCylinder/AbnormalCylinder', async () => {
    const api = fakeApi();
    const vc: VcAbnormalRow = { ...abnormal(), plateNum: '示A12345', vcTypeName: '出租车' };
    vi.mocked(api.abnormal.vcList).mockResolvedValue(page([vc]));
    await openList(api, '/VehicleCylinder/AbnormalCylinder');
    const row = await findRow('示A12345');
    expect(within(row).getByText('出租车')).toBeTruthy();
    expect(api.abnormal.vcSummary).toHaveBeenCalledWith({
      query: { CylinderCategory: 3, PageIndex: 1, CountPerPage: 20 },
      signal: expect.anything(),
    });
    expect(api.abnormal.list).not.toHaveBeenCalled();
    expect(api.shared.columnConfig).toHaveBeenCalledWith({
      query: { PageName: 'VcAbnormalCylinder' },
      signal: expect.anything(),
    });
  });

  it('restores the chosen cylinders only after the confirmation, and shows a refusal', async () => {
    const api = fakeApi();
    vi.mocked(api.abnormal.list).mockResolvedValue(page([abnormal(), abnormal({ id: 62, cylinderBarcode: 'QP0002' })]));
    vi.mocked(api.abnormal.batchRestore)
      .mockRejectedValueOnce(new ApiError(abnormalMessages.stopNeedsRegulator('QP0002'), 400))
      .mockResolvedValueOnce(ok({ count: 2 }) as never);
    await openList(api);
    fireEvent.click(within(await findRow('QP0001')).getByRole('checkbox'));
    fireEvent.click(within(await findRow('QP0002')).getByRole('checkbox'));

    fireEvent.click(screen.getByRole('button', { name: /恢复正常（2）/ }));
    let confirm = await findDialog('恢复正常');
    expect(within(confirm).getByText(restoreQuestion(2))).toBeTruthy();
    fireEvent.click(within(confirm).getByRole('button', { name: /取\s*消/ }));
    await waitFor(() => expect(screen.queryByText(restoreQuestion(2))).toBeNull());
    expect(api.abnormal.batchRestore).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: /恢复正常（2）/ }));
    confirm = await findDialog('恢复正常');
    fireEvent.click(within(confirm).getByRole('button', { name: '确定恢复' }));
    expect(await screen.findByText('监管停用的气瓶只能由监管部门恢复：QP0002')).toBeTruthy();
    expect(api.abnormal.batchRestore).toHaveBeenCalledWith({ body: { ids: [61, 62] } });

    fireEvent.click(screen.getByRole('button', { name: /恢复正常（2）/ }));
    fireEvent.click(within(await findDialog('恢复正常')).getByRole('button', { name: '确定恢复' }));
    expect(await screen.findByText('已恢复 2 个异常气瓶')).toBeTruthy();
  });

  it('opens the archive of a flagged cylinder from 查看', async () => {
    const api = fakeApi();
    vi.mocked(api.abnormal.list).mockResolvedValue(page([abnormal()]));
    await openList(api);
    vi.mocked(api.cylinder.queryBaseInfoById).mockResolvedValue(ok(null) as never);
    fireEvent.click(within(await findRow('QP0001')).getByRole('button', { name: '查看' }));
    expect(await findDialog('QP0001')).toBeTruthy();
    await waitFor(() =>
      expect(api.cylinder.queryBaseInfoById).toHaveBeenCalledWith({ query: { Id: 7 }, signal: expect.anything() }),
    );
  });
});
