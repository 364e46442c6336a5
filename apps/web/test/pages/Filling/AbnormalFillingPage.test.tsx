import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { abnormalFillingApi, type AbnormalFillingRow } from '@gcs/contracts';
import { DefinedListPage } from '../../../src/lists/DefinedListPage';
import { fakeApi, sendSpy } from '../../fakeApi';
import { findRow, page, renderPage, slow, within } from '../Audit/renderPage';

vi.setConfig({ testTimeout: 90_000 });

const row: AbnormalFillingRow = {
  ordinalNum: 1,
  id: 41,
  fillingGuid: '00000000-0000-4000-8000-000000000041',
  stationId: 3,
  stationName: '示范燃气有限公司',
  cylinderId: 7,
  cylinderBarcode: 'QP0041',
  cylinderSpec: 'YSP35.5',
  presetWeight: 14.5,
  fillingWeight: 12.1,
  beginTime: '2026-06-02 09:00:00',
  endTime: '2026-06-02 09:04:00',
  operatorName: '张师傅',
  cylinderState: '超期',
  flags: 2 | 8 | 16,
  flagNames: '欠量充装、未做充装前检查、超期充装',
};

function open(path: string) {
  const api = fakeApi();
  const list = sendSpy(api, abnormalFillingApi.list).mockResolvedValue(page([row]));
  renderPage(<DefinedListPage />, path, api);
  return list;
}

describe('abnormal-filling pages', () => {
  it('show each flag of a record as its own tag', async () => {
    open('/GasCylinder/AbnormalFilling');
    const shown = await findRow('QP0041');
    const tags = [...shown.querySelectorAll('.ant-tag')].map((tag) => tag.textContent);
    expect(tags).toEqual(['欠量充装', '未做充装前检查', '超期充装']);
    expect(within(shown).getByText('张师傅')).toBeTruthy();
  });

  it('let the user choose the flag on an area’s page, and ask for the area’s category', async () => {
    const list = open('/GasCylinder/AbnormalFilling');
    const filter = await screen.findByRole('form', { name: '异常充装查询条件' }, slow);
    expect(within(filter).getByText('异常类型')).toBeTruthy();
    await waitFor(() =>
      expect(list).toHaveBeenCalledWith(
        expect.objectContaining({ query: { CylinderCategory: 1, PageIndex: 1, CountPerPage: 20 } }),
      ),
    );
  });

  it('fix the flag of a vehicle page of one flag, without a flag widget', async () => {
    const list = open('/VehicleCylinder/AbnormalFilling/LessFilling');
    const filter = await screen.findByRole('form', { name: '异常充装查询条件' }, slow);
    expect(within(filter).queryByText('异常类型')).toBeNull();
    expect(within(filter).getByText('充装单位')).toBeTruthy();
    await waitFor(() =>
      expect(list).toHaveBeenCalledWith(
        expect.objectContaining({ query: { CylinderCategory: 3, Flag: 2, PageIndex: 1, CountPerPage: 20 } }),
      ),
    );
  });
});
