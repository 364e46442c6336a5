import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { blacklistMessages, type BlacklistDetail, type CylinderRow, type VcBlacklistRow } from '@gcs/contracts';
import { DefinedListPage } from '../../../src/lists/DefinedListPage';
import { fakeApi } from '../../fakeApi';
import { blacklistEntry as entry } from './fixtures';
import { cylinderRow } from '../Audit/fixtures';
import { findDialog, findRow, ok, page, renderPage, slow, within } from '../Audit/renderPage';

vi.setConfig({ testTimeout: 90_000 });

const cylinder = (overrides: Partial<CylinderRow> = {}) =>
  cylinderRow({ auditNotice: '审核通过', auditResult: 1, ...overrides });

const listQuery = (extra: Record<string, unknown> = {}) => ({
  query: { CylinderCategory: 1, PageIndex: 1, CountPerPage: 20, ...extra },
  signal: expect.anything(),
});

const filterForm = () => screen.getByRole('form', { name: '黑名单查询条件' });

async function openList(api = fakeApi(), path = '/GasCylinder/BlackCylinder') {
  renderPage(<DefinedListPage />, path, api);
  fireEvent.click(await screen.findByRole('tab', { name: '黑名单列表' }, slow));
  return api;
}

describe('blacklist pages', () => {
  it('summarises by station and opens the list of a station from its count', async () => {
    const api = fakeApi();
    vi.mocked(api.blacklist.summary).mockResolvedValue(
      page([{ ordinalNum: 1, stationId: 3, areaName: '示范区', stationName: '示范燃气有限公司', blackCount: 4 }]),
    );
    renderPage(<DefinedListPage />, '/GasCylinder/BlackCylinder', api);
    fireEvent.click(await screen.findByRole('button', { name: '查看示范燃气有限公司的黑名单气瓶数' }, slow));
    await waitFor(() => expect(api.blacklist.list).toHaveBeenCalledWith(listQuery({ StationId: 3 })));
    expect(api.blacklist.summary).toHaveBeenCalledWith(listQuery());
    expect(api.blacklist.vcSummary).not.toHaveBeenCalled();
  });

  it('lists the entries with the spec columns, configured under the page name, and filters them', async () => {
    const api = fakeApi();
    vi.mocked(api.blacklist.list).mockResolvedValue(page([entry()]));
    await openList(api, '/IndustryCylinder/BlackCylinder');
    const row = await findRow('QP0001');
    for (const text of ['示范气瓶制造厂', 'SN001', '2019-05', '张监管', '2026-06-01 09:30:00', '瓶体严重腐蚀']) {
      expect(within(row).getByText(text)).toBeTruthy();
    }
    expect(api.shared.columnConfig).toHaveBeenCalledWith({
      query: { PageName: 'BlackCylinder' },
      signal: expect.anything(),
    });
    fireEvent.change(within(filterForm()).getByLabelText('气瓶条码'), { target: { value: ' QP00 ' } });
    fireEvent.change(within(filterForm()).getByLabelText('出厂编号'), { target: { value: 'SN' } });
    fireEvent.click(screen.getByRole('button', { name: /查\s*询/ }));
    await waitFor(() =>
      expect(api.blacklist.list).toHaveBeenLastCalledWith({
        query: { CylinderCategory: 2, Barcode: 'QP00', SerialNumber: 'SN', PageIndex: 1, CountPerPage: 20 },
        signal: expect.anything(),
      }),
    );
  });

  it('uses the vehicle calls and columns on /VehicleCylinder/Blacklist', async () => {
    const api = fakeApi();
    const vc: VcBlacklistRow = { ...entry(), plateNum: '示A12345', unfiledDays: 95, totalFillingCount: 12 };
    vi.mocked(api.blacklist.vcList).mockResolvedValue(page([vc]));
    await openList(api, '/VehicleCylinder/Blacklist');
    const row = await findRow('示A12345');
    expect(within(row).getByText('95')).toBeTruthy();
    expect(within(row).getByText('12')).toBeTruthy();
    expect(api.blacklist.vcList).toHaveBeenCalledWith({
      query: { CylinderCategory: 3, PageIndex: 1, CountPerPage: 20 },
      signal: expect.anything(),
    });
    expect(api.blacklist.vcSummary).toHaveBeenCalled();
    expect(api.blacklist.list).not.toHaveBeenCalled();
    expect(api.shared.columnConfig).toHaveBeenCalledWith({
      query: { PageName: 'Blacklist' },
      signal: expect.anything(),
    });
  });

  it('takes the chosen entries off the list only after the confirmation, with the optional reason', async () => {
    const api = fakeApi();
    vi.mocked(api.blacklist.list).mockResolvedValue(page([entry(), entry({ id: 42, cylinderBarcode: 'QP0002' })]));
    vi.mocked(api.blacklist.cancelChoose).mockResolvedValue(ok({ count: 2 }) as never);
    await openList(api);
    fireEvent.click(within(await findRow('QP0001')).getByRole('checkbox'));
    fireEvent.click(within(await findRow('QP0002')).getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: /移出黑名单（2）/ }));
    const dialog = await findDialog('移出黑名单');
    expect(within(dialog).getByText('确定将所选的 2 个气瓶移出黑名单吗？')).toBeTruthy();
    expect(api.blacklist.cancelChoose).not.toHaveBeenCalled();
    fireEvent.change(within(dialog).getByLabelText('移出原因（选填）'), { target: { value: '已更换新瓶' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '确定移出' }));
    await waitFor(() =>
      expect(api.blacklist.cancelChoose).toHaveBeenCalledWith({ body: { ids: [41, 42], reason: '已更换新瓶' } }),
    );
    expect(await screen.findByText('已将 2 个气瓶移出黑名单')).toBeTruthy();
  });

  it('takes every entry of the current filter off the list after a confirmation stating the count', async () => {
    const api = fakeApi();
    vi.mocked(api.blacklist.list).mockResolvedValue(page([entry()], 37));
    vi.mocked(api.blacklist.bulkCancel).mockResolvedValue(ok({ count: 37 }, '已移出37个气瓶') as never);
    await openList(api);
    fireEvent.change(within(filterForm()).getByLabelText('气瓶条码'), { target: { value: 'QP' } });
    fireEvent.click(screen.getByRole('button', { name: /查\s*询/ }));
    await waitFor(() => expect(api.blacklist.list).toHaveBeenLastCalledWith(listQuery({ Barcode: 'QP' })));
    fireEvent.click(await screen.findByRole('button', { name: '全部移出' }));
    const dialog = await findDialog('全部移出黑名单');
    expect(within(dialog).getByText('确定将当前查询条件下的全部 37 个气瓶移出黑名单吗？')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: /取\s*消/ }));
    expect(api.blacklist.bulkCancel).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: '全部移出' }));
    fireEvent.click(within(await findDialog('全部移出黑名单')).getByRole('button', { name: '确定移出' }));
    await waitFor(() =>
      expect(api.blacklist.bulkCancel).toHaveBeenCalledWith({
        body: { CylinderCategory: 1, Barcode: 'QP', reason: undefined },
      }),
    );
    expect(await screen.findByText('已移出37个气瓶')).toBeTruthy();
  });

  it('shows an entry in detail, with its evidence pictures and cancel information', async () => {
    const api = fakeApi();
    vi.mocked(api.blacklist.list).mockResolvedValue(page([entry()]));
    const detail: BlacklistDetail = {
      id: 41,
      reason: '瓶体严重腐蚀',
      operationName: '张监管',
      operationTime: '2026-06-01 09:30:00',
      isCancelled: true,
      cancelName: '李监管',
      cancelTime: '2026-06-10 10:00:00',
      cancelReason: '已更换新瓶',
      cylinder: {
        id: 7,
        barcode: 'QP0001',
        category: 1,
        categoryName: '液化气瓶',
        stationName: '示范燃气有限公司',
        vendorName: '示范气瓶制造厂',
        serialNumber: 'SN001',
        makeDate: '2019-05',
        typeName: null,
        mediumName: '液化石油气',
        spec: 'YSP-15',
        lastInspectionDate: '2023-05',
        nextInspectionDate: '2027-05',
        cylinderStatus: '正常',
        plateNum: null,
        blackList: false,
      },
      evidenceFiles: [{ id: 90, name: '证据1.jpg', url: '/api/samr/File/Image?Id=90' }],
    };
    vi.mocked(api.blacklist.detail).mockResolvedValue(ok(detail) as never);
    await openList(api);
    fireEvent.click(within(await findRow('QP0001')).getByRole('button', { name: '详情' }));
    const dialog = await findDialog('黑名单详情 - QP0001');
    expect(within(dialog).getAllByText('瓶体严重腐蚀').length).toBeGreaterThan(0);
    expect(within(dialog).getByText('液化石油气')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: '查看图片：证据1.jpg' })).toBeTruthy();
    expect(within(dialog).getByText('李监管')).toBeTruthy();
    expect(within(dialog).getByText('已更换新瓶')).toBeTruthy();
    expect(api.blacklist.detail).toHaveBeenCalledWith({ query: { Id: 41 }, signal: expect.anything() });
  });

  it('adds a cylinder found by its barcode, requiring the reason', async () => {
    const api = fakeApi();
    vi.mocked(api.cylinder.cylinderAccurateList).mockResolvedValue(page([cylinder()]));
    vi.mocked(api.blacklist.add).mockResolvedValue(ok({ count: 1, ids: [50] }) as never);
    await openList(api);
    fireEvent.click(screen.getByRole('button', { name: /添加黑名单/ }));
    const dialog = await findDialog('添加黑名单');
    fireEvent.click(within(dialog).getByRole('button', { name: '加入黑名单' }));
    expect(
      await within(dialog).findByText(blacklistMessages.reasonRequired, { selector: '.ant-form-item-explain-error' }),
    ).toBeTruthy();

    fireEvent.change(within(dialog).getByLabelText('气瓶条码'), { target: { value: 'QP0009' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /查\s*找/ }));
    expect(await within(dialog).findByText('SN009')).toBeTruthy();
    expect(api.cylinder.cylinderAccurateList).toHaveBeenCalledWith({ query: { Barcode: 'QP0009', CountPerPage: 10 } });
    fireEvent.click(within(dialog).getByRole('button', { name: '加入黑名单' }));
    await waitFor(() =>
      expect(
        within(dialog).getAllByText(blacklistMessages.reasonRequired, { selector: '.ant-form-item-explain-error' })
          .length,
      ).toBe(1),
    );
    expect(api.blacklist.add).not.toHaveBeenCalled();

    fireEvent.change(within(dialog).getByLabelText('加入黑名单的原因'), { target: { value: '  瓶阀漏气  ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '加入黑名单' }));
    await waitFor(() =>
      expect(api.blacklist.add).toHaveBeenCalledWith({
        body: { cylinderId: 7, reason: '瓶阀漏气', evidenceFiles: [] },
      }),
    );
    expect(await screen.findByText('已将气瓶 QP0009 加入黑名单')).toBeTruthy();
  });

  it('refuses a cylinder already on the blacklist or of another area', async () => {
    const api = fakeApi();
    vi.mocked(api.cylinder.cylinderAccurateList)
      .mockResolvedValueOnce(page([cylinder({ blackList: true })]))
      .mockResolvedValueOnce(page([cylinder({ category: 3 })]));
    await openList(api);
    fireEvent.click(screen.getByRole('button', { name: /添加黑名单/ }));
    const dialog = await findDialog('添加黑名单');
    fireEvent.change(within(dialog).getByLabelText('气瓶条码'), { target: { value: 'QP0009' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /查\s*找/ }));
    expect(await within(dialog).findByText('该气瓶已在黑名单中：QP0009')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: '加入黑名单' }).hasAttribute('disabled')).toBe(true);

    fireEvent.click(within(dialog).getByRole('button', { name: /查\s*找/ }));
    expect(await within(dialog).findByText('该气瓶属于车用气瓶，请在车用气瓶的黑名单页面添加')).toBeTruthy();
    expect(api.blacklist.add).not.toHaveBeenCalled();
  });

  it('exports the list through the server with the filter and the shown columns', async () => {
    const api = fakeApi();
    vi.mocked(api.blacklist.list).mockResolvedValue(page([entry()]));
    await openList(api);
    await findRow('QP0001');
    fireEvent.click(screen.getAllByRole('button', { name: /导\s*出/ }).at(-1) as HTMLElement);
    fireEvent.click(within(await findDialog('导出确认')).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() =>
      expect(api.shared.download).toHaveBeenCalledWith(
        '/api/samr/CylinderBlack/list',
        expect.objectContaining({ CylinderCategory: 1, isExport: true }),
        expect.any(AbortSignal),
        expect.any(Function),
      ),
    );
    const params = vi.mocked(api.shared.download).mock.calls[0]?.[1] as { ExportColumns: string };
    expect(JSON.parse(params.ExportColumns).map((column: { code: string }) => column.code)).toEqual([
      'ordinalNum',
      'stationName',
      'vendorName',
      'serialNumber',
      'makeDate',
      'cylinderBarcode',
      'operationName',
      'operationTime',
      'reason',
    ]);
  });
});
