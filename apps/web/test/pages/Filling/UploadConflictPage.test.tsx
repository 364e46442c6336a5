import { describe, expect, it, vi } from 'vitest';
import { fireEvent } from '@testing-library/react';
import { menuOfPage, pathOfPage, uploadConflictApi, type UploadConflictRow, uploadConflictsPage } from '@gcs/contracts';
import { DefinedListPage } from '../../../src/lists/DefinedListPage';
import { fakeApi, sendSpy } from '../../fakeApi';
import { renderArchive } from '../Archive/archiveFixtures';
import { findDialog, findRow, page, within } from '../Audit/renderPage';

vi.setConfig({ testTimeout: 90_000 });

const conflict: UploadConflictRow = {
  ordinalNum: 1,
  id: 3,
  stationId: 31,
  stationName: '示范燃气有限公司',
  deviceNumber: 'JX-0001',
  fillingGuid: '00000000-0000-4000-8000-000000000003',
  cylinderBarcode: 'QP0003',
  reportedAt: '2026-06-02 10:00:00',
  differences: '充装量(kg)',
  comparison: [
    { field: 'cylinderBarcode', label: '气瓶条码', stored: 'QP0003', offered: 'QP0003', differs: false },
    { field: 'fillingWeight', label: '充装量(kg)', stored: '14.5', offered: '13.9', differs: true },
  ],
};

describe('上传冲突', () => {
  it('lists the refused uploads and compares stored and offered content side by side', async () => {
    const api = fakeApi();
    sendSpy(api, uploadConflictApi.list).mockResolvedValue(page([conflict]));
    renderArchive(pathOfPage(uploadConflictsPage.kind), <DefinedListPage />, {
      menus: ['006', menuOfPage(uploadConflictsPage.kind)],
      api,
    });
    const row = await findRow('JX-0001');
    expect(within(row).getByText('充装量(kg)')).toBeTruthy();
    fireEvent.click(within(row).getByRole('button', { name: '对比' }));
    const dialog = await findDialog('上传冲突对比');
    const weight = within(dialog).getByText('14.5').closest('tr') as HTMLElement;
    expect(weight.textContent).toBe('充装量(kg)14.513.9');
    expect(weight.style.fontWeight).toBe('600');
    const barcode = within(dialog).getAllByText('QP0003')[0]?.closest('tr') as HTMLElement;
    expect(barcode.textContent).toBe('气瓶条码QP0003QP0003');
    expect(barcode.style.fontWeight).toBe('');
  });
});
