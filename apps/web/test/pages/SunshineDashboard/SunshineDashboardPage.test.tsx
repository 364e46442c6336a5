import type { ReactElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { sunshineDashboardApi, type SunshineFilling, type SunshineOverview } from '@gcs/contracts';
import { SunshineDashboardPage } from '../../../src/pages/SunshineDashboard/SunshineDashboardPage';
import { SessionContext } from '../../../src/app/session/SessionContext';
import { sessionFor } from '../../components/render';
import { fakeApi, sendSpy } from '../../fakeApi';
import { renderPage, slow } from '../Audit/renderPage';

vi.setConfig({ testTimeout: 60_000 });

/** The page inside a session that holds every page (a system manager). */
const asManager = (page: ReactElement) => (
  <SessionContext.Provider value={sessionFor({ isSystemManager: true })}>{page}</SessionContext.Provider>
);

const overview = (fillingCount: number): SunshineOverview => ({
  day: '2026-11-26',
  fillingCount,
  fillingWeight: 1234.5,
  stationCount: 2,
  refusalCount: 1,
  abnormalCount: 3,
  abnormalByFlag: [{ flag: 16, name: '超期充装', count: 3 }],
  stations: [
    { stationId: 1, stationName: '吴兴燃气充装站', fillingCount: fillingCount - 1 },
    { stationId: 2, stationName: '南浔燃气充装站', fillingCount: 1 },
  ],
});
const filling = (id: number, barcode: string): SunshineFilling => ({
  id,
  stationId: 1,
  stationName: '吴兴燃气充装站',
  cylinderBarcode: barcode,
  mediumName: '液化石油气',
  fillingWeight: 14.5,
  operator: '赵六',
  beginTime: '2026-11-26 09:00:00',
  abnormal: [],
});
const answer = <T,>(list: T[], cursor: string | null) => ({ result: true, messeage: '', list, cursor });

describe('the open-filling dashboard (/SunshineDashboard)', () => {
  it('shows today’s counters and feeds, then a new filling on top, highlighted, without reloading', async () => {
    const api = fakeApi();
    sendSpy(api, sunshineDashboardApi.overview)
      .mockResolvedValueOnce({ result: true, messeage: '', data: overview(5) })
      .mockResolvedValue({ result: true, messeage: '', data: overview(6) });
    const latest = sendSpy(api, sunshineDashboardApi.latestFillings)
      .mockResolvedValueOnce(answer([filling(2, 'QP0002'), filling(1, 'QP0001')], 'c2'))
      .mockResolvedValueOnce(answer([filling(3, 'QP0003')], 'c3'))
      .mockResolvedValue(answer([], 'c3'));
    sendSpy(api, sunshineDashboardApi.refusals).mockResolvedValue(answer([], null));
    sendSpy(api, sunshineDashboardApi.abnormal).mockResolvedValue(answer([], null));
    renderPage(asManager(<SunshineDashboardPage pollMs={200} />), '/SunshineDashboard', api);

    expect(screen.getAllByText('数据加载中···').length).toBeGreaterThan(0);
    expect(await screen.findByText('QP0002', undefined, slow)).toBeTruthy();
    expect(screen.getByLabelText('今日充装').textContent).toContain('5');
    expect(screen.getByText('1,234.5 千克')).toBeTruthy();
    expect(screen.getByText('吴兴燃气充装站', { selector: '.sunshine-rank-name' })).toBeTruthy();
    expect(screen.getAllByText('暂无数据')).toHaveLength(2);
    expect(screen.getByText('QP0002').closest('li')?.className ?? '').not.toContain('sunshine-fresh');

    const arrived = await screen.findByText('QP0003', undefined, slow);
    expect(arrived.closest('li')?.className).toContain('sunshine-fresh');
    expect(screen.getByLabelText('今日充装').textContent).toContain('6');
    const order = [...document.querySelectorAll('.sunshine-barcode')].map((node) => node.textContent);
    expect(order.slice(0, 3)).toEqual(['QP0003', 'QP0002', 'QP0001']);
    await waitFor(() => expect(latest.mock.calls.length).toBeGreaterThanOrEqual(2));
    expect(latest.mock.calls[1]?.[0]).toMatchObject({ query: { After: 'c2' } });
  });

  it('keeps the last data when a poll fails and says it is stale', async () => {
    const api = fakeApi();
    sendSpy(api, sunshineDashboardApi.overview)
      .mockResolvedValueOnce({ result: true, messeage: '', data: overview(5) })
      .mockRejectedValue(new Error('网络错误'));
    sendSpy(api, sunshineDashboardApi.latestFillings).mockResolvedValue(answer([filling(1, 'QP0001')], 'c1'));
    sendSpy(api, sunshineDashboardApi.refusals).mockResolvedValue(answer([], null));
    sendSpy(api, sunshineDashboardApi.abnormal).mockResolvedValue(answer([], null));
    renderPage(asManager(<SunshineDashboardPage pollMs={200} />), '/SunshineDashboard', api);

    expect(await screen.findByText('QP0001', undefined, slow)).toBeTruthy();
    expect(await screen.findByRole('status', undefined, slow)).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain('数据未更新');
    expect(screen.getByText('QP0001')).toBeTruthy();
    expect(screen.getByLabelText('今日充装').textContent).toContain('5');
  });

  it('asks nothing of the server for a user holding no page of fillings (the bank)', async () => {
    const api = fakeApi();
    const asked = sendSpy(api, sunshineDashboardApi.overview);
    renderPage(
      <SessionContext.Provider value={sessionFor()}>
        <SunshineDashboardPage pollMs={50} />
      </SessionContext.Provider>,
      '/SunshineDashboard',
      api,
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(asked).not.toHaveBeenCalled();
  });
});
