import { describe, expect, it, vi } from 'vitest';
import { archiveManagementPage, menuOfPage } from '@gcs/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ImportDialog, importFileProblem } from '../../../src/pages/Archive/import/ImportDialog';
import { fakeApi } from '../../fakeApi';
import { buttonNamed, findDialog, renderArchive, stationUser } from './archiveFixtures';

const user = () => userEvent.setup({ pointerEventsCheck: 0, delay: null, applyAccept: false });
const xlsx = (name = '档案.xlsx') =>
  new File(['PK'], name, { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });
const fileInput = (dialog: HTMLElement) => dialog.querySelector('input[type="file"]') as HTMLInputElement;

function renderImport(options: Parameters<typeof renderArchive>[2] = {}) {
  return renderArchive('/GasCylinder/DocManagement', <ImportDialog open category={1} onClose={() => {}} />, {
    menus: ['001', menuOfPage(archiveManagementPage.kind, '/GasCylinder/')],
    user: stationUser,
    ...options,
  });
}

describe('batch import', { timeout: 60_000 }, () => {
  it('refuses a file that is not .xlsx before uploading it', async () => {
    const { api } = renderImport();
    const dialog = await findDialog('批量导入');
    await user().upload(fileInput(dialog), new File(['a,b'], '档案.csv', { type: 'text/csv' }));
    expect(await within(dialog).findByText('请上传 .xlsx 格式的文件', { selector: '[role="alert"] *' })).toBeTruthy();
    await user().click(buttonNamed('开始导入', dialog));
    expect(await within(dialog).findByText('请选择要导入的文件', { selector: '[role="alert"] *' })).toBeTruthy();
    expect(api.cylinderRegistry.importCylinders).not.toHaveBeenCalled();
    expect(importFileProblem({ name: 'a.XLSX', size: 10 })).toBeNull();
    expect(importFileProblem({ name: 'a.xlsx', size: 11 * 1024 * 1024 })).toBe('文件不能超过10MB');
  });

  it('lists the rows in error with the server message and imports nothing', async () => {
    const { api } = renderImport();
    vi.mocked(api.cylinderRegistry.importCylinders).mockResolvedValue({
      result: false,
      messeage: '导入失败：2 行有错误',
      imported: 0,
      errors: [
        { row: 3, barcode: 'QP0003', reason: '气瓶条码已存在：QP0003' },
        { row: 7, barcode: null, reason: '请填写气瓶条码' },
      ],
    });
    const dialog = await findDialog('批量导入');
    const file = xlsx();
    await user().upload(fileInput(dialog), file);
    await user().click(buttonNamed('开始导入', dialog));
    expect(await within(dialog).findByText('导入失败：2 行有错误')).toBeTruthy();
    expect(api.cylinderRegistry.importCylinders).toHaveBeenCalledWith(
      file,
      { CylinderCategory: 1, StationId: undefined },
      expect.anything(),
    );
    const table = within(dialog).getByLabelText('导入错误');
    const rows = Array.from(table.querySelectorAll('tbody tr')).map((row) =>
      Array.from(row.querySelectorAll('td')).map((cell) => cell.textContent),
    );
    expect(rows).toEqual([
      ['3', 'QP0003', '气瓶条码已存在：QP0003'],
      ['7', '—', '请填写气瓶条码'],
    ]);
  });

  it('reports 成功导入 N 条档案 (the server message when it sends one) and refreshes the archive lists', async () => {
    const { api, queryClient } = renderImport();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    vi.mocked(api.cylinderRegistry.importCylinders).mockResolvedValue({
      result: true,
      messeage: '',
      imported: 120,
      errors: [],
    });
    const dialog = await findDialog('批量导入');
    await user().upload(fileInput(dialog), xlsx());
    await user().click(buttonNamed('开始导入', dialog));
    expect(await within(dialog).findByText('成功导入 120 条档案')).toBeTruthy();
    await waitFor(() => expect(invalidate).toHaveBeenCalledWith({ queryKey: ['cylinder'] }));
  });

  it('makes a regulator choose the station first and downloads the template of the category', async () => {
    const api = fakeApi();
    vi.mocked(api.dropDown.fillingStationForCylinderQuery).mockResolvedValue({
      result: true,
      messeage: '',
      totalCount: 1,
      list: [{ value: 31, label: '示范燃气有限公司', code: 'CZ031', stationType: 1, divisionCode: '330402' }],
    });
    renderImport({ api, user: {}, menus: ['001', menuOfPage(archiveManagementPage.kind, '/GasCylinder/')] });
    const dialog = await findDialog('批量导入');
    await user().upload(fileInput(dialog), xlsx());
    await user().click(buttonNamed('开始导入', dialog));
    expect(await within(dialog).findByText('请选择充装单位', { selector: '[role="alert"] *' })).toBeTruthy();
    expect(api.cylinderRegistry.importCylinders).not.toHaveBeenCalled();

    const station = within(dialog).getByLabelText('充装单位');
    fireEvent.mouseDown(station.closest('.ant-select') ?? station);
    const option = await waitFor(() => {
      const found = document.querySelector<HTMLElement>('.ant-select-item-option[title="示范燃气有限公司"]');
      if (!found) throw new Error('没有选项');
      return found;
    });
    fireEvent.click(option);
    await user().click(buttonNamed('开始导入', dialog));
    await waitFor(() =>
      expect(api.cylinderRegistry.importCylinders).toHaveBeenCalledWith(
        expect.any(File),
        { CylinderCategory: 1, StationId: 31 },
        expect.anything(),
      ),
    );

    URL.createObjectURL = vi.fn(() => 'blob:template');
    URL.revokeObjectURL = vi.fn();
    await user().click(buttonNamed('下载模板', dialog));
    await waitFor(() => expect(api.cylinderRegistry.importTemplate).toHaveBeenCalledWith(1));
  });
});

describe('archive management opens the import', { timeout: 60_000 }, () => {
  it('is reached from 批量导入', async () => {
    const { DefinedListPage } = await import('../../../src/lists/DefinedListPage');
    renderArchive('/GasCylinder/DocManagement', <DefinedListPage />, {
      menus: ['001', menuOfPage(archiveManagementPage.kind, '/GasCylinder/')],
    });
    await waitFor(() => buttonNamed('批量导入'));
    await user().click(buttonNamed('批量导入'));
    expect(await findDialog('批量导入')).toBeTruthy();
    expect(screen.getByText('下载模板')).toBeTruthy();
  });
});
