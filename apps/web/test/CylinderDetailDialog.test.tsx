import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import type { InspectionRecord, PublicFillingRecord } from '@gcs/contracts';
import { AppProviders } from '../src/app/AppProviders';
import { CylinderDetailDialog } from '../src/pages/PublicSearch/detail/CylinderDetailDialog';
import type { Api } from '../src/api/api';
import { detail, fakeApi, row } from './fakeApi';

function renderDialog(api: Api) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <AppProviders api={api} queryClient={queryClient}>
      <CylinderDetailDialog row={row({ id: 'handle-7', barcode: 'QP0007' })} areaCode="440900" onClose={() => {}} />
    </AppProviders>,
  );
}

const filling = (ordinalNum: number): PublicFillingRecord => ({
  id: ordinalNum,
  ordinalNum,
  fillingGuid: `g-${ordinalNum}`,
  stationName: '示范充装站',
  balance: `秤-0${ordinalNum}`,
  cylinderBarcode: 'QP0007',
  cylinderSpec: '15kg',
  mediumName: '液化石油气',
  fillingWeight: 14.5,
  beginWeight: 16,
  endWeight: 30.5,
  residualLiquidWeight: 0.2,
  fillingPressure: null,
  temperature: 20,
  plateNumber: null,
  beginTime: '2024-05-01',
  endTime: '2024-05-01',
  cylinderState: '正常',
  operationTime: null,
  insertTime: '2024-05-01',
  fillingSeconds: 120,
});

const inspection = (reportCode: string, withItems: boolean): InspectionRecord => ({
  id: 1,
  lastInspectionDate: '2023-05-10',
  nextInspectionDate: '2027-05-10',
  reportCode,
  operationTime: null,
  stationName: '示范检验所',
  result: '合格',
  appearanceInspection: '合格',
  valveInspection: null,
  valveSeatInspection: null,
  weldSeamInspection: null,
  baseSpaceInspection: null,
  waterTestPressure: 3.2,
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
  inspectItemsJson: withItems
    ? [{ name: '瓶体检查', value: null, children: [{ name: '腐蚀深度', value: '0.1mm' }] }]
    : null,
});

describe('cylinder detail dialog', () => {
  it('shows the basic information with the area ownership label and vehicle fields only for vehicles', async () => {
    const api = fakeApi();
    vi.mocked(api.public.detail).mockResolvedValue({ result: true, messeage: '', data: detail({ belongType: 2 }) });
    renderDialog(api);
    expect(await screen.findByText('托管')).toBeTruthy();
    expect(screen.getByText('2023-05')).toBeTruthy();
    expect(screen.queryByText('车牌号')).toBeNull();
  });

  it('shows vehicle fields for a vehicle cylinder', async () => {
    const api = fakeApi();
    vi.mocked(api.public.detail).mockResolvedValue({ result: true, messeage: '', data: detail({ category: 3 }) });
    renderDialog(api);
    expect(await screen.findByText('示A***45')).toBeTruthy();
  });

  it('shows only the first filling record and opens the full list', async () => {
    const api = fakeApi();
    vi.mocked(api.public.fillings).mockImplementation(async (query) => ({
      result: true,
      messeage: '',
      totalCount: 3,
      list: query.CountPerPage === 1 ? [filling(1)] : [filling(1), filling(2), filling(3)],
    }));
    renderDialog(api);
    fireEvent.click(await screen.findByRole('tab', { name: '充装明细' }));
    expect(await screen.findByText('秤-01')).toBeTruthy();
    expect(screen.queryByText('秤-02')).toBeNull();
    expect(screen.queryByText('充装人员')).toBeNull();
    expect(api.public.fillings).toHaveBeenCalledWith(
      { CylinderId: 'handle-7', sumType: 0, PageIndex: 1, CountPerPage: 1 },
      expect.anything(),
    );
    fireEvent.click(screen.getByRole('button', { name: '查看全部充装记录' }));
    expect(await screen.findByText('秤-03')).toBeTruthy();
  });

  it('pages inspection records one at a time and renders dynamic inspection items', async () => {
    const api = fakeApi();
    vi.mocked(api.public.inspections).mockImplementation(async (query) => ({
      result: true,
      messeage: '',
      totalCount: 2,
      list: [query.PageIndex === 2 ? inspection('R-2', true) : inspection('R-1', false)],
    }));
    renderDialog(api);
    fireEvent.click(await screen.findByRole('tab', { name: '检验信息' }));
    expect(await screen.findByText('R-1')).toBeTruthy();
    expect(screen.queryByText('瓶阀检验')).toBeNull();
    const pager = screen.getByTestId('inspection-pager');
    fireEvent.click(within(pager).getByTitle('2'));
    expect(await screen.findByText('R-2')).toBeTruthy();
    expect(screen.getByText('腐蚀深度')).toBeTruthy();
    expect(screen.getByText('0.1mm')).toBeTruthy();
    await waitFor(() =>
      expect(api.public.inspections).toHaveBeenCalledWith(
        { CylinderId: 'handle-7', PageIndex: 2, CountPerPage: 1 },
        expect.anything(),
      ),
    );
  });

  it('shows the empty state when an image load fails', async () => {
    const api = fakeApi();
    vi.mocked(api.public.archiveImages).mockRejectedValue(new Error('boom'));
    renderDialog(api);
    fireEvent.click(await screen.findByRole('tab', { name: '建档图片' }));
    await waitFor(() =>
      expect(api.public.archiveImages).toHaveBeenCalledWith({ CylinderId: 'handle-7' }, expect.anything()),
    );
    expect((await screen.findAllByText('暂无数据')).length).toBeGreaterThan(0);
  });
});
