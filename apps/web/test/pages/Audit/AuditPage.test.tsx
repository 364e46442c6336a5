import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { auditRejectNeedsRemark } from '@gcs/contracts';
import { ApiError } from '../../../src/api/errors';
import { DefinedListPage } from '../../../src/lists/DefinedListPage';
import { auditQuestions } from '../../../src/pages/Audit/auditActions';
import { fakeApi } from '../../fakeApi';
import { cylinderRow } from './fixtures';
import { findDialog, findRow, ok, page, renderPage, slow, within } from './renderPage';

vi.setConfig({ testTimeout: 90_000 });

const two = page([cylinderRow({ id: 7, barcode: 'QP0007' }), cylinderRow({ id: 8, ordinalNum: 2, barcode: 'QP0008' })]);

async function chooseBoth() {
  fireEvent.click(within(await findRow('QP0007')).getByRole('checkbox'));
  fireEvent.click(within(await findRow('QP0008')).getByRole('checkbox'));
}

async function openTab(name: string, api = fakeApi(), path = '/GasCylinder/cylinderAudit') {
  renderPage(<DefinedListPage />, path, api);
  fireEvent.click(await screen.findByRole('tab', { name }, slow));
  return api;
}

describe('archive audit pages', () => {
  it('lists the cylinders awaiting audit of the area, with the audit columns, and filters them', async () => {
    const api = fakeApi();
    vi.mocked(api.cylinder.getAuditCylinderList).mockResolvedValue(two);
    renderPage(<DefinedListPage />, '/IndustryCylinder/cylinderAudit', api);
    const row = await findRow('QP0007');
    expect(within(row).getByText('王建档')).toBeTruthy();
    expect(within(row).getByText('2026-06-10 08:00:00')).toBeTruthy();
    expect(within(row).getByText('未审核')).toBeTruthy();
    expect(api.cylinder.getAuditCylinderList).toHaveBeenCalledWith({
      query: { CylinderCategory: 2, PageIndex: 1, CountPerPage: 20 },
      signal: expect.anything(),
    });
    expect(api.shared.columnConfig).toHaveBeenCalledWith({
      query: { PageName: 'cylinderAudit' },
      signal: expect.anything(),
    });

    const filter = screen.getByRole('form', { name: '气瓶档案查询条件' });
    fireEvent.change(within(filter).getByLabelText('气瓶条码'), { target: { value: 'QP0007' } });
    fireEvent.click(within(filter).getByRole('button', { name: '查询' }));
    await waitFor(() =>
      expect(api.cylinder.getAuditCylinderList).toHaveBeenLastCalledWith({
        query: { CylinderCategory: 2, Barcode: 'QP0007', PageIndex: 1, CountPerPage: 20 },
        signal: expect.anything(),
      }),
    );
  });

  it('passes the chosen cylinders after a confirmation that states how many', async () => {
    const api = fakeApi();
    vi.mocked(api.cylinder.getAuditCylinderList).mockResolvedValue(two);
    vi.mocked(api.cylinder.auditCylinder).mockResolvedValue(ok({ count: 2 }) as never);
    renderPage(<DefinedListPage />, '/GasCylinder/cylinderAudit', api);
    await chooseBoth();
    fireEvent.click(screen.getByRole('button', { name: '审核通过（2）' }));
    const confirm = await findDialog('审核通过');
    expect(within(confirm).getByText(auditQuestions.pass(2))).toBeTruthy();
    expect(api.cylinder.auditCylinder).not.toHaveBeenCalled();
    fireEvent.click(within(confirm).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(api.cylinder.auditCylinder).toHaveBeenCalledWith({ body: { ids: [7, 8], result: 1 } }));
    expect(await screen.findByText('已审核通过 2 个气瓶')).toBeTruthy();
    await waitFor(() => expect(api.cylinder.getAuditCylinderList).toHaveBeenCalledTimes(2));
  });

  it('rejects only with a reason', async () => {
    const api = fakeApi();
    vi.mocked(api.cylinder.getAuditCylinderList).mockResolvedValue(two);
    vi.mocked(api.cylinder.auditCylinder).mockResolvedValue(ok({ count: 1 }, '审核完成') as never);
    renderPage(<DefinedListPage />, '/GasCylinder/cylinderAudit', api);
    fireEvent.click(within(await findRow('QP0008')).getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: '审核不通过（1）' }));
    const dialog = await findDialog('审核不通过');
    fireEvent.click(within(dialog).getByRole('button', { name: '确定不通过' }));
    expect(await within(dialog).findByText(auditRejectNeedsRemark)).toBeTruthy();
    expect(api.cylinder.auditCylinder).not.toHaveBeenCalled();

    fireEvent.change(within(dialog).getByLabelText('不通过原因'), { target: { value: '照片不清晰' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '确定不通过' }));
    await waitFor(() =>
      expect(api.cylinder.auditCylinder).toHaveBeenCalledWith({ body: { ids: [8], result: -1, remark: '照片不清晰' } }),
    );
    expect(await screen.findByText('审核完成')).toBeTruthy();
  });

  it('auto-audits the chosen cylinders of the automatic list', async () => {
    const api = fakeApi();
    vi.mocked(api.cylinder.getAutoAuditCylinderList).mockResolvedValue(two);
    vi.mocked(api.cylinder.batchAutoAuditCylinderList).mockResolvedValue(ok({ count: 1 }) as never);
    await openTab('自动审核', api, '/VehicleCylinder/cylinderAudit');
    fireEvent.click(within(await findRow('QP0007')).getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: '批量自动审核（所选 1 个）' }));
    const confirm = await findDialog('批量自动审核');
    expect(within(confirm).getByText(auditQuestions.autoChosen(1))).toBeTruthy();
    fireEvent.click(within(confirm).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(api.cylinder.batchAutoAuditCylinderList).toHaveBeenCalledWith({ body: { ids: [7] } }));
    expect(api.cylinder.getAutoAuditCylinderList).toHaveBeenCalledWith({
      query: { CylinderCategory: 3, PageIndex: 1, CountPerPage: 20 },
      signal: expect.anything(),
    });
  });

  it('auto-audits every listed cylinder of the area by id, after stating how many', async () => {
    const api = fakeApi();
    vi.mocked(api.cylinder.getAutoAuditCylinderList).mockImplementation(async (options) =>
      options?.query?.CountPerPage === 500 && vi.mocked(api.cylinder.batchAutoAuditCylinderList).mock.calls.length > 0
        ? page([])
        : page(two.list, 2),
    );
    vi.mocked(api.cylinder.batchAutoAuditCylinderList).mockResolvedValue(ok({ count: 2 }) as never);
    await openTab('自动审核', api);
    await findRow('QP0007');
    fireEvent.click(screen.getByRole('button', { name: '批量自动审核（全部 2 个）' }));
    const confirm = await findDialog('批量自动审核');
    expect(within(confirm).getByText(auditQuestions.autoAll(2))).toBeTruthy();
    fireEvent.click(within(confirm).getByRole('button', { name: /确\s*定/ }));
    expect(await screen.findByText('自动审核通过 2 个气瓶')).toBeTruthy();
    expect(api.cylinder.batchAutoAuditCylinderList).toHaveBeenCalledTimes(1);
    expect(api.cylinder.batchAutoAuditCylinderList).toHaveBeenCalledWith({ body: { ids: [7, 8] } });
    expect(api.cylinder.getAutoAuditCylinderList).toHaveBeenCalledWith({
      query: { CylinderCategory: 1, PageIndex: 1, CountPerPage: 500 },
      signal: undefined,
    });
  });

  it('cancels the audit of audited but not issued cylinders after a confirmation, showing a refusal', async () => {
    const api = fakeApi();
    vi.mocked(api.cylinder.getNoPassIssuedCylinder).mockResolvedValue(two);
    vi.mocked(api.cylinder.cancleAudit).mockRejectedValue(new ApiError('以下气瓶已发证，不能取消审核：QP0008', 400));
    await openTab('已审核未发证', api);
    await chooseBoth();
    fireEvent.click(screen.getByRole('button', { name: '取消审核（2）' }));
    const confirm = await findDialog('取消审核');
    expect(within(confirm).getByText(auditQuestions.cancel(2))).toBeTruthy();
    expect(api.cylinder.cancleAudit).not.toHaveBeenCalled();
    fireEvent.click(within(confirm).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(api.cylinder.cancleAudit).toHaveBeenCalledWith({ body: { ids: [7, 8] } }));
    expect(await screen.findByText('以下气瓶已发证，不能取消审核：QP0008')).toBeTruthy();
  });

  it('opens the archive of a cylinder from 查看', async () => {
    const api = fakeApi();
    vi.mocked(api.cylinder.getAuditCylinderList).mockResolvedValue(two);
    renderPage(<DefinedListPage />, '/GasCylinder/cylinderAudit', api);
    vi.mocked(api.cylinder.queryBaseInfoById).mockResolvedValue(ok(null) as never);
    fireEvent.click(within(await findRow('QP0008')).getByRole('button', { name: '查看' }));
    expect(await findDialog('QP0008')).toBeTruthy();
    await waitFor(() =>
      expect(api.cylinder.queryBaseInfoById).toHaveBeenCalledWith({ query: { Id: 8 }, signal: expect.anything() }),
    );
  });
});
