import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import {
  abnormalExplanationApi,
  abnormalFillingApi,
  abnormalFillingAuditPage,
  abnormalFillingsPage,
  explanationFileLimits,
  explanationFileMessages,
  type AbnormalFillingRow,
  type ExplanationRow,
  menuOfPage,
  pathOfPage,
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
  attachmentCount: 0,
  attachments: [],
  ...overrides,
});

const evidence = [
  { no: 1, name: '秤显示.png', mimeType: 'image/png', bytes: 2048 },
  { no: 2, name: '维修单.pdf', mimeType: 'application/pdf', bytes: 3 * 1024 * 1024 },
];

const auditMenus = ['006', menuOfPage(abnormalFillingAuditPage.kind)];

function openAudit(user = {}) {
  const api = fakeApi();
  sendSpy(api, abnormalExplanationApi.list).mockResolvedValue(
    page([
      explanation({ attachmentCount: 2, attachments: evidence }),
      explanation({ ordinalNum: 2, id: 6, cylinderBarcode: 'QP0006', status: 1, statusName: '已通过', decided: true }),
    ]),
  );
  renderArchive(pathOfPage(abnormalFillingAuditPage.kind), <DefinedListPage />, { menus: auditMenus, api, user });
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

  it('shows the number of attachments and lists them, pictures as thumbnails, before deciding', async () => {
    const api = openAudit();
    const png = new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], { type: 'image/png' });
    const file = vi.mocked(api.explanations.file).mockResolvedValue(png);
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const pending = await findRow('QP0005');
    expect(within(pending).getByText('2')).toBeTruthy();
    expect(within(await findRow('QP0006')).queryByRole('button', { name: '查看附件' })).toBeNull();
    fireEvent.click(within(pending).getByRole('button', { name: '查看附件' }));
    const dialog = await findDialog('补充说明附件 - QP0005');
    expect(within(dialog).getByText('秤显示.png')).toBeTruthy();
    expect(within(dialog).getByText('PDF · 3.0 MB')).toBeTruthy();
    await waitFor(() => expect(file).toHaveBeenCalledWith(5, 1));
    expect(await within(dialog).findByRole('img', { name: '秤显示.png' }, slow)).toBeTruthy();
    expect(file).not.toHaveBeenCalledWith(5, 2);
    fireEvent.click(within(dialog).getAllByRole('button', { name: '打开' })[1]!);
    await waitFor(() => expect(file).toHaveBeenCalledWith(5, 2));
    await waitFor(() => expect(open).toHaveBeenCalled());
    open.mockRestore();
  });

  it('lets a station explain its abnormal filling from the abnormal-filling list', async () => {
    const { api, dialog } = await openExplain();
    const add = sendSpy(api, abnormalExplanationApi.add).mockResolvedValue(
      ok({ id: 9 }, '已提交补充说明，等待监管部门审核'),
    );
    fireEvent.change(within(dialog).getByLabelText('说明内容'), { target: { value: '抽残前称重' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '提交' }));
    expect(await screen.findByText('已提交补充说明，等待监管部门审核', {}, slow)).toBeTruthy();
    expect(add).toHaveBeenCalledWith({
      body: { FillingGuid: '00000000-0000-4000-8000-000000000041', Explanation: '抽残前称重' },
    });
    expect(api.explanations.addWithFiles).not.toHaveBeenCalled();
  });

  it('checks the evidence files as the server does (content, size, count) and sends them with the text', async () => {
    const { api, dialog } = await openExplain();
    const addWithFiles = vi
      .mocked(api.explanations.addWithFiles)
      .mockResolvedValue({ result: true, messeage: '已提交补充说明，等待监管部门审核', data: { id: 9 } });
    choose(dialog, [new File(['MZ not a picture'], '假照片.jpg', { type: 'image/jpeg' })]);
    expect(await screen.findByText(explanationFileMessages.wrongType('假照片.jpg'), {}, slow)).toBeTruthy();
    const big = new File([pngBytes, new Uint8Array(explanationFileLimits.maxBytes)], '大照片.png', {
      type: 'image/png',
    });
    choose(dialog, [big]);
    expect(await screen.findByText(explanationFileMessages.tooLarge('大照片.png'), {}, slow)).toBeTruthy();
    const pictures = Array.from(
      { length: explanationFileLimits.maxFiles + 1 },
      (_, index) => new File([pngBytes], `p${index}.png`, { type: 'image/png' }),
    );
    choose(dialog, pictures);
    expect(await screen.findByText(explanationFileMessages.tooMany, {}, slow)).toBeTruthy();
    await within(dialog).findByText('p4.png', {}, slow);
    expect(within(dialog).queryByText('p5.png')).toBeNull();
    expect(within(dialog).queryByText('假照片.jpg')).toBeNull();
    expect(within(dialog).queryByText('大照片.png')).toBeNull();
    fireEvent.change(within(dialog).getByLabelText('说明内容'), { target: { value: '附秤显示照片' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '提交' }));
    expect(await screen.findByText('已提交补充说明，等待监管部门审核', {}, slow)).toBeTruthy();
    const [guid, text, files] = addWithFiles.mock.calls[0]!;
    expect([guid, text]).toEqual(['00000000-0000-4000-8000-000000000041', '附秤显示照片']);
    expect(files.map((file) => (file as File).name)).toEqual(['p0.png', 'p1.png', 'p2.png', 'p3.png', 'p4.png']);
  });
});

const pngBytes = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);

function choose(dialog: HTMLElement, files: File[]) {
  const input = dialog.querySelector<HTMLInputElement>('input[type="file"]')!;
  fireEvent.change(input, { target: { files } });
}

/** A station's abnormal-filling list with one flagged record, its 补充说明 dialog open. */
async function openExplain() {
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
  renderArchive('/GasCylinder/AbnormalFilling', <DefinedListPage />, {
    menus: ['001', menuOfPage(abnormalFillingsPage.kind, '/GasCylinder/')],
    api,
    user: stationUser,
  });
  fireEvent.click(within(await findRow('QP0041')).getByRole('button', { name: '补充说明' }));
  const dialog = await findDialog('补充说明');
  return { api, dialog };
}
