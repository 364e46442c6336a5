import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { findingsAuditPage, findingsReviewApi, type InspectionRecordRow, menuOfPage, pathOfPage } from '@gcs/contracts';
import { DefinedListPage } from '../../../src/lists/DefinedListPage';
import { fakeApi, sendSpy } from '../../fakeApi';
import { renderArchive } from '../Archive/archiveFixtures';
import { findDialog, findRow, ok, page, slow, within } from '../Audit/renderPage';

vi.setConfig({ testTimeout: 90_000 });

const finding = (overrides: Partial<InspectionRecordRow>): InspectionRecordRow => ({
  ordinalNum: 1,
  id: 7,
  cylinderId: 3,
  barcode: 'VC0007',
  category: 3,
  categoryName: '车用气瓶',
  stationId: 41,
  stationName: '示范检验所',
  inspectionBody: '示范检验所',
  fillStationName: '示范燃气有限公司',
  areaName: '示范区',
  reportCode: 'R-0007',
  inspectionDate: '2026-11-12',
  lastInspectionDate: '2026-11',
  nextInspectionDate: null,
  operationTime: '2026-11-12 10:00:00',
  result: 3,
  resultName: '判废',
  taskStatus: 1,
  taskStatusName: '检验完成',
  auditResult: 1,
  auditResultName: '审核通过',
  approvalResult: 1,
  approvalResultName: '已审批',
  rectifyReason: null,
  rectifyNote: null,
  returnReason: null,
  inspectionType: '定期检验',
  inspectorName: '李检',
  sendUnitName: null,
  vendorName: null,
  serialNumber: null,
  makeDate: null,
  typeName: null,
  mediumName: null,
  plateNum: null,
  scrapSentencedReason: '瓶体严重腐蚀',
  processingMethod: '破坏性处理',
  reportUploaded: false,
  reportUploadName: '未上传',
  reportFileName: null,
  reportUploadTime: null,
  reviewStatus: 0,
  reviewStatusName: '未审核',
  reviewed: false,
  reviewOpinion: null,
  reviewUnitName: null,
  reviewedBy: null,
  reviewedAt: null,
  ...overrides,
});

const institutionUser = { belongToType: 20, belongTo: 41, roleName: '检验机构管理员', stationCode: 'JY041' };

function openPage(user = {}) {
  const api = fakeApi();
  sendSpy(api, findingsReviewApi.list).mockResolvedValue(
    page([
      finding({}),
      finding({
        ordinalNum: 2,
        id: 8,
        barcode: 'VC0008',
        reportCode: 'R-0008',
        reviewStatus: 2,
        reviewStatusName: '存疑',
        reviewed: true,
        reviewOpinion: '壁厚记录缺失',
      }),
    ]),
  );
  renderArchive(pathOfPage(findingsAuditPage.kind), <DefinedListPage />, {
    menus: ['003', menuOfPage(findingsAuditPage.kind)],
    api,
    user,
  });
  return api;
}

describe('检验结论审核', () => {
  it('offers 审核通过 and 存疑 on unreviewed conclusions only, to regulators only', async () => {
    openPage();
    const unreviewed = await findRow('VC0007');
    expect(within(unreviewed).getByRole('button', { name: '审核通过' })).toBeTruthy();
    expect(within(unreviewed).getByRole('button', { name: '存疑' })).toBeTruthy();
    const doubted = await findRow('VC0008');
    expect(within(doubted).queryByRole('button', { name: '审核通过' })).toBeNull();
    expect(within(doubted).getByText('壁厚记录缺失')).toBeTruthy();
  });

  it('shows an institution the reviews without the review actions', async () => {
    openPage(institutionUser);
    const unreviewed = await findRow('VC0007');
    expect(within(unreviewed).queryByRole('button', { name: '审核通过' })).toBeNull();
    expect(within(unreviewed).queryByRole('button', { name: '存疑' })).toBeNull();
  });

  it('marks doubtful only with an opinion, and passes with none', async () => {
    const api = openPage();
    const review = sendSpy(api, findingsReviewApi.review).mockResolvedValue(
      ok({ id: 7, reviewStatus: 2 }, '审核完成：存疑'),
    );
    fireEvent.click(within(await findRow('VC0007')).getByRole('button', { name: '存疑' }));
    const doubt = await findDialog('存疑');
    expect(doubt.textContent).toContain('报告编号 R-0007，气瓶 VC0007，示范检验所于 2026-11-12 检验，结论：判废');
    fireEvent.click(within(doubt).getByRole('button', { name: '确定存疑' }));
    expect(await within(doubt).findByText('存疑时请填写审核意见', {}, slow)).toBeTruthy();
    expect(review).not.toHaveBeenCalled();
    fireEvent.change(within(doubt).getByLabelText('审核意见'), { target: { value: '判废依据不足' } });
    fireEvent.click(within(doubt).getByRole('button', { name: '确定存疑' }));
    expect(await screen.findByText('审核完成：存疑', {}, slow)).toBeTruthy();
    expect(review).toHaveBeenCalledWith({ body: { Id: 7, Result: 2, Opinion: '判废依据不足' } });

    review.mockResolvedValue(ok({ id: 7, reviewStatus: 1 }, '审核完成：审核通过'));
    fireEvent.click(within(await findRow('VC0007')).getByRole('button', { name: '审核通过' }));
    fireEvent.click(within(await findDialog('审核通过')).getByRole('button', { name: '确定通过' }));
    await waitFor(() => expect(review).toHaveBeenLastCalledWith({ body: { Id: 7, Result: 1, Opinion: undefined } }));
  });
});
