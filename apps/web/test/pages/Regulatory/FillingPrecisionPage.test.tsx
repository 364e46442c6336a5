import { describe, expect, it, vi } from 'vitest';
import {
  fillingPrecisionApi,
  fillingPrecisionPage,
  menusOfPage,
  pathOfPage,
  type FillingPrecisionRow,
} from '@gcs/contracts';
import { DefinedListPage } from '../../../src/lists/DefinedListPage';
import { fakeApi, sendSpy } from '../../fakeApi';
import { renderArchive } from '../Archive/archiveFixtures';
import { findRow, page, within } from '../Audit/renderPage';

vi.setConfig({ testTimeout: 90_000 });

const scale = (deviceNumber: string | null, abnormalRate: number): FillingPrecisionRow => ({
  ordinalNum: abnormalRate === 100 ? 1 : 2,
  stationId: 31,
  stationName: '示范燃气有限公司',
  deviceNumber,
  weighedCount: 2,
  meanDeviation: -6.6,
  meanAbsDeviation: 6.6,
  overCount: 0,
  underCount: 2,
  abnormalRate,
});

describe('充装精度异常', () => {
  it('asks for the last 30 days and shows each scale’s deviation, a filling of no registered scale as such', async () => {
    const api = fakeApi();
    const list = sendSpy(api, fillingPrecisionApi.list).mockResolvedValue(page([scale('JX-B', 100), scale(null, 0)]));
    renderArchive(pathOfPage(fillingPrecisionPage.kind), <DefinedListPage />, {
      menus: ['006', ...menusOfPage(fillingPrecisionPage.kind)],
      api,
    });
    const row = await findRow('JX-B');
    expect(within(row).getByText('-6.6', { selector: 'td, td *' })).toBeTruthy();
    expect(within(await findRow('未登记秤')).getByText('示范燃气有限公司')).toBeTruthy();
    const { query } = list.mock.calls[0]?.[0] as { query: { From?: string; To?: string } };
    const span = (Date.parse(query.To ?? '') - Date.parse(query.From ?? '')) / 86_400_000;
    expect(span).toBeGreaterThanOrEqual(29);
    expect(span).toBeLessThanOrEqual(30);
  });
});
