import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { fillingGroupApi, todayInChina, type FillingGroupRow } from '@gcs/contracts';
import { DefinedListPage } from '../../../src/lists/DefinedListPage';
import { fakeApi, sendSpy } from '../../fakeApi';
import { findDialog, findRow, page, renderPage, slow } from '../Audit/renderPage';

vi.setConfig({ testTimeout: 90_000 });

const group: FillingGroupRow = {
  ordinalNum: 1,
  key: 'QP0061@3',
  barcode: 'QP0061',
  cylinderId: 9,
  stationId: 3,
  stationName: '示范燃气有限公司',
  fillings: 2,
  totalWeight: 15,
  firstTime: '2026-06-02 09:00:00',
  lastTime: '2026-06-02 10:00:00',
};

const lastWeek = () => {
  const today = todayInChina();
  const from = new Date(Date.parse(`${today}T00:00:00Z`) - 6 * 86_400_000).toISOString().slice(0, 10);
  return { From: from, To: today };
};

describe('the continuous-filling page', () => {
  it('lists the last week’s groups, and a group’s count opens its fillings', async () => {
    const api = fakeApi();
    const groups = sendSpy(api, fillingGroupApi.continuous).mockResolvedValue(page([group]));
    const detail = sendSpy(api, fillingGroupApi.continuousDetail);
    renderPage(<DefinedListPage />, '/IndustryCylinder/ContinuousFilling', api);
    await waitFor(() =>
      expect(groups).toHaveBeenCalledWith(
        expect.objectContaining({ query: { CylinderCategory: 2, ...lastWeek(), PageIndex: 1, CountPerPage: 20 } }),
      ),
    );
    await findRow('QP0061');
    fireEvent.click(screen.getByRole('button', { name: '查看QP0061的连续充装明细' }));
    await findDialog('QP0061 - 连续充装明细');
    await waitFor(() =>
      expect(detail).toHaveBeenCalledWith(
        expect.objectContaining({
          query: {
            CylinderCategory: 2,
            ...lastWeek(),
            Barcode: 'QP0061',
            StationId: 3,
            PageIndex: 1,
            CountPerPage: 20,
          },
        }),
      ),
    );
  });

  it('shows the top-ups on their own tab', async () => {
    const api = fakeApi();
    const appendGas = sendSpy(api, fillingGroupApi.appendGas).mockResolvedValue(page([group]));
    renderPage(<DefinedListPage />, '/GasCylinder/ContinuousFilling', api);
    fireEvent.click(await screen.findByRole('tab', { name: '补气记录' }, slow));
    await waitFor(() => expect(appendGas).toHaveBeenCalled());
    expect(await screen.findByText(/不足规格预设重量50%/)).toBeTruthy();
  });

  it('counts the top-ups by station with the 合计, and a station’s count opens its top-ups', async () => {
    const api = fakeApi();
    const appendGas = sendSpy(api, fillingGroupApi.appendGas).mockResolvedValue(page([group]));
    sendSpy(api, fillingGroupApi.appendGasSummary).mockResolvedValue({
      ...page([
        {
          ordinalNum: 1,
          stationId: 3,
          areaName: '吴兴区',
          stationName: '示范燃气有限公司',
          cylinderCount: 1,
          fillingCount: 2,
          totalWeight: 6.5,
        },
      ]),
      summary: { cylinderCount: 1, fillingCount: 2, totalWeight: 6.5 },
    });
    renderPage(<DefinedListPage />, '/GasCylinder/ContinuousFilling', api);
    fireEvent.click(await screen.findByRole('tab', { name: '补气统计' }, slow));
    const total = await findRow('合计');
    expect(total.textContent).toContain('6.5');
    fireEvent.click(screen.getByRole('button', { name: '查看示范燃气有限公司的补气气瓶数' }));
    await waitFor(() =>
      expect(appendGas).toHaveBeenCalledWith(
        expect.objectContaining({ query: expect.objectContaining({ StationId: 3, CylinderCategory: 1 }) }),
      ),
    );
  });
});
