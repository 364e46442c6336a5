import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ArchiveDetailDialog } from '../../../src/pages/Archive/detail/ArchiveDetailDialog';
import { describeChange } from '../../../src/pages/Archive/detail/HistoryTabs';
import { fakeApi } from '../../fakeApi';
import { archiveDetail, findDialog, listOf, renderArchive } from './archiveFixtures';

const labelled = (label: string) => {
  const cell = screen.getByText(label, { selector: 'th, th *' }).closest('th');
  return cell?.nextElementSibling?.textContent ?? null;
};

const openTab = async (dialog: HTMLElement, name: string) => {
  const tab = within(dialog).getByText(name, { selector: '.ant-tabs-tab-btn' });
  await userEvent.setup({ pointerEventsCheck: 0, delay: null }).click(tab);
};

describe('archive detail dialog', { timeout: 60_000 }, () => {
  it('is titled with the barcode and shows every basic field, the proof materials and the rule version', async () => {
    const api = fakeApi();
    vi.mocked(api.cylinder.queryBaseInfoById).mockResolvedValue({
      result: true,
      messeage: '',
      data: archiveDetail({ id: 7, barcode: 'QP0007', proofMaterial: 5 }),
    });
    renderArchive(
      '/GasCylinder/DocQuery',
      <ArchiveDetailDialog cylinder={{ id: 7, barcode: 'QP0007' }} onClose={() => {}} />,
      {
        api,
      },
    );
    await findDialog('QP0007');
    await screen.findByText('示范气瓶制造厂');
    expect(api.cylinder.queryBaseInfoById).toHaveBeenCalledWith(expect.objectContaining({ query: { Id: 7 } }));
    expect(labelled('制造年月')).toBe('2019-05');
    expect(labelled('下次检验日期')).toBe('2027-05');
    expect(labelled('证明材料')).toBe('产品质量证明书、产权证明');
    expect(labelled('公称工作压力')).toBe('2.1 MPa');
    expect(labelled('日期规则')).toBe('规则2 第1版，检验周期48个月，设计使用年限8年，标准GB 5842');
    // Vehicle fields belong to vehicle cylinders only.
    expect(screen.queryByText('车牌号', { selector: 'th, th *' })).toBeNull();
  });

  it('shows the vehicle fields of a vehicle cylinder and says when its rule has a newer version', async () => {
    const api = fakeApi();
    const detail = archiveDetail({
      category: 3,
      categoryName: '车用气瓶',
      plateNum: '示A12345',
      vcTypeNmae: '出租车',
      departmentName: '示范出租公司',
      installEntityName: '示范安装公司',
      installDate: '2020-01-01',
    });
    detail.dateRule = detail.dateRule && { ...detail.dateRule, isCurrent: false };
    vi.mocked(api.cylinder.queryBaseInfoById).mockResolvedValue({ result: true, messeage: '', data: detail });
    renderArchive(
      '/VehicleCylinder/DocQuery',
      <ArchiveDetailDialog cylinder={{ id: 1, barcode: 'QP0001' }} onClose={() => {}} />,
      {
        api,
      },
    );
    await screen.findByText('示A12345');
    expect(labelled('车辆类型')).toBe('出租车');
    expect(labelled('使用单位')).toBe('示范出租公司');
    expect(labelled('安装单位')).toBe('示范安装公司');
    expect(labelled('日期规则')).toContain('该规则已有新版本');
  });

  it('lists the change history with who, when, which unit, the action and each change', async () => {
    const api = fakeApi();
    vi.mocked(api.cylinder.queryBaseInfoById).mockResolvedValue({ result: true, messeage: '', data: archiveDetail() });
    vi.mocked(api.cylinder.queryHistoryInfoById).mockResolvedValue(
      listOf([
        {
          id: 11,
          operatorName: '王站长',
          unitName: '示范燃气有限公司',
          operationTime: '2026-06-01 10:20:30',
          action: 2,
          actionName: '修改档案',
          changes: [
            { label: '出厂编号', from: 'SN001', to: 'SN002' },
            { label: '备注', from: null, to: '更换瓶阀' },
          ],
        },
      ]),
    );
    vi.mocked(api.cylinder.queryHistoryInfoById2).mockResolvedValue(
      listOf([
        {
          id: 12,
          operationTime: '2026-05-01 08:00:00',
          stationId: 31,
          stationName: '示范燃气有限公司',
          status: 0,
          statusName: '正常',
          action: 1,
          actionName: '建档',
          operatorName: '李建档',
        },
      ]),
    );
    renderArchive(
      '/GasCylinder/DocQuery',
      <ArchiveDetailDialog cylinder={{ id: 1, barcode: 'QP0001' }} onClose={() => {}} />,
      {
        api,
      },
    );
    const dialog = await findDialog('QP0001');
    await openTab(dialog, '变更记录');
    expect(await screen.findByText('出厂编号：SN001 → SN002')).toBeTruthy();
    expect(screen.getByText('备注：空 → 更换瓶阀')).toBeTruthy();
    expect(screen.getByText('王站长')).toBeTruthy();
    expect(screen.getByText('2026-06-01 10:20:30')).toBeTruthy();
    expect(screen.getByText('修改档案')).toBeTruthy();
    expect(api.cylinder.queryHistoryInfoById).toHaveBeenCalledWith(
      expect.objectContaining({ query: { Id: 1, PageIndex: 1, CountPerPage: 10 } }),
    );

    await openTab(dialog, '流转记录');
    expect(await screen.findByText('建档')).toBeTruthy();
    expect(screen.getByText('2026-05-01 08:00:00')).toBeTruthy();
  });

  it('pages the inspection records one per page and shows issue and valve information', async () => {
    const api = fakeApi();
    vi.mocked(api.cylinder.queryBaseInfoById).mockResolvedValue({ result: true, messeage: '', data: archiveDetail() });
    const inspection = (reportCode: string) => ({
      id: 1,
      lastInspectionDate: '2023-05-10',
      nextInspectionDate: '2027-05-10',
      reportCode,
      operationTime: null,
      stationName: '示范检验所',
      result: '合格',
      appearanceInspection: null,
      valveInspection: null,
      valveSeatInspection: null,
      weldSeamInspection: null,
      baseSpaceInspection: null,
      waterTestPressure: null,
      realVolume: null,
      residualDefomationRate: null,
      tightnessTestPressure: null,
      realMinThickness: null,
      scrapSentencedReason: null,
      processingMethod: null,
      realWeight: null,
      windingLayerInspection: null,
      metalInspection: null,
      threadInspection: null,
      nondestructiveInspection: null,
      hydrostaticInspection: null,
      bottleValveInspection: null,
      airTightnessInspection: null,
      inspectItemsJson: null,
    });
    vi.mocked(api.cylinder.queryInspectionInfoById).mockImplementation(async (options) =>
      listOf([inspection(`BG-${options?.query?.PageIndex}`)], 2),
    );
    vi.mocked(api.cylinder.queryIssuedInfoById).mockResolvedValue({
      result: true,
      messeage: '',
      data: {
        isIssued: true,
        issuedStatusDesc: '已发证',
        issuedNo: 'SY-2024-001',
        issuedTime: '2024-01-01 09:00:00',
        issuingRegulatorName: '示范市市场监督管理局',
      },
    });
    vi.mocked(api.cylinder.queryCylinderValveById).mockResolvedValue({
      result: true,
      messeage: '',
      data: {
        valveVendorName: '示范阀门厂',
        valveModel: 'CYF-5',
        valveSerialNumber: 'V001',
        valveMakeDate: '2019-03',
        isInstalledPressureRetainingValve: true,
      },
    });
    renderArchive(
      '/GasCylinder/DocQuery',
      <ArchiveDetailDialog cylinder={{ id: 1, barcode: 'QP0001' }} onClose={() => {}} />,
      {
        api,
      },
    );
    const dialog = await findDialog('QP0001');
    await openTab(dialog, '检验信息');
    expect(await screen.findByText('BG-1')).toBeTruthy();
    await userEvent
      .setup({ pointerEventsCheck: 0, delay: null })
      .click(dialog.querySelector('[data-testid="inspection-pager"] .ant-pagination-item-2') as HTMLElement);
    expect(await screen.findByText('BG-2')).toBeTruthy();
    expect(api.cylinder.queryInspectionInfoById).toHaveBeenLastCalledWith(
      expect.objectContaining({ query: { Id: 1, PageIndex: 2, CountPerPage: 1 } }),
    );

    await openTab(dialog, '发证信息');
    expect(await screen.findByText('SY-2024-001')).toBeTruthy();
    await openTab(dialog, '阀门信息');
    expect(await screen.findByText('CYF-5')).toBeTruthy();
    await waitFor(() => expect(labelled('是否安装保压阀')).toBe('是'));
  });

  it('words a change as label: from → to', () => {
    expect(describeChange({ label: '气瓶状态', from: '正常', to: '已报废' })).toBe('气瓶状态：正常 → 已报废');
    expect(describeChange({ label: '自有编号', from: 'ZY1', to: '' })).toBe('自有编号：ZY1 → 空');
  });
});
