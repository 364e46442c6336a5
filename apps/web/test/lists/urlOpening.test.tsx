import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { fillingRateApi, usageColumnTitles, usageSummaryApi } from '@gcs/contracts';
import { DefinedListPage } from '../../src/lists/DefinedListPage';
import { fakeApi, sendSpy } from '../fakeApi';
import { page, renderPage, slow, within } from '../pages/Audit/renderPage';

vi.setConfig({ testTimeout: 90_000 });

const divisions = [
  { value: '330500', label: '湖州市', level: 2, parentCode: '330000' },
  { value: '330502', label: '吴兴区', level: 3, parentCode: '330500' },
];

function apiWithDivisions() {
  const api = fakeApi();
  vi.mocked(api.dropDown.division).mockResolvedValue({ result: true, messeage: '', list: divisions } as never);
  return api;
}

const headers = () => [...document.querySelectorAll('thead th')].map((th) => th.textContent);
const lastQuery = (spy: ReturnType<typeof sendSpy>) => (spy.mock.calls.at(-1)?.[0] as { query: object }).query;

describe('a list page opened by a link (the dashboard drill-down URLs)', () => {
  it('applies the URL’s division, category and days to the filter and the call, and shows only the named columns', async () => {
    const api = apiWithDivisions();
    const usage = sendSpy(api, usageSummaryApi.usageSummary);
    renderPage(
      <DefinedListPage />,
      '/DataAnalysis/UsageSummary?summaryColKey=2-1&summaryColKey=2-6&DivisionCode=330502&Category=3&dateRange=2026-01-01,2026-11-26',
      api,
    );
    await waitFor(() => expect(usage).toHaveBeenCalled(), slow);
    expect(lastQuery(usage)).toMatchObject({
      DivisionCode: '330502',
      Category: 3,
      From: '2026-01-01',
      To: '2026-11-26',
    });
    const form = screen.getByRole('form', { name: '使用情况汇总查询条件' });
    await within(form).findByText('湖州市 / 吴兴区', {}, slow);
    expect(within(form).getByText('车用气瓶')).toBeTruthy();
    expect((within(form).getByPlaceholderText('开始日期') as HTMLInputElement).value).toBe('2026-01-01');
    await waitFor(() =>
      expect(headers()).toEqual(['序号', '区域', usageColumnTitles['2-1'], usageColumnTitles['2-6']]),
    );

    fireEvent.click(screen.getByRole('button', { name: '显示全部列' }));
    await waitFor(() => expect(headers()).toContain(usageColumnTitles['1-1']));
    expect(headers()).toContain(usageColumnTitles['3-3']);
  });

  it('shows a whole group for its key, and drops what the call’s schema refuses', async () => {
    const api = apiWithDivisions();
    const usage = sendSpy(api, usageSummaryApi.usageSummary);
    renderPage(<DefinedListPage />, '/DataAnalysis/UsageSummary?summaryColKey=3&Category=9&dateRange=bad', api);
    await waitFor(() => expect(usage).toHaveBeenCalled(), slow);
    const query = lastQuery(usage) as Record<string, unknown>;
    expect(query.Category).toBeUndefined();
    expect(query.From).toBeUndefined();
    await waitFor(() =>
      expect(headers()).toEqual([
        '序号',
        '区域',
        ...(['3-1', '3-2', '3-3'] as const).map((key) => usageColumnTitles[key]),
      ]),
    );
  });

  it('opens the tab the URL names, with its filters, station type included', async () => {
    const api = apiWithDivisions();
    const stations = sendSpy(api, usageSummaryApi.enterpriseFillStations);
    const institutions = sendSpy(api, usageSummaryApi.enterpriseInspections);
    institutions.mockResolvedValue(page([]));
    renderPage(
      <DefinedListPage />,
      '/DataAnalysis/Enterprise?summaryColKey=2&tabName=Inspection&DivisionCode=330502',
      api,
    );
    await waitFor(() => expect(institutions).toHaveBeenCalled(), slow);
    expect(lastQuery(institutions)).toMatchObject({ DivisionCode: '330502' });
    expect(screen.getByRole('tab', { name: '检验机构', selected: true })).toBeTruthy();
    expect(stations).not.toHaveBeenCalled();
  });

  it('opens the filling units by key alone, with the station type', async () => {
    const api = apiWithDivisions();
    const stations = sendSpy(api, usageSummaryApi.enterpriseFillStations);
    renderPage(<DefinedListPage />, '/DataAnalysis/Enterprise?summaryColKey=1&DivisionCode=330502&StationType=3', api);
    await waitFor(() => expect(stations).toHaveBeenCalled(), slow);
    expect(lastQuery(stations)).toMatchObject({ DivisionCode: '330502', StationType: 3 });
    expect(screen.getByRole('tab', { name: '充装单位', selected: true })).toBeTruthy();
  });
});

describe('the counts of 企业统计 and 充装率 (issue 15)', () => {
  const counted = { ordinalNum: 1, divisionCode: '330502', divisionName: '吴兴区', ownLevel: false };

  it('opens the units a 企业统计 count stands for in a dialog of the page', async () => {
    const api = apiWithDivisions();
    const stations = sendSpy(api, usageSummaryApi.enterpriseFillStations);
    stations.mockResolvedValue({
      ...page([{ ...counted, stationCount: 1, cylinderCount: 5, fillingCount: 9 }]),
      summary: { stationCount: 1, cylinderCount: 5, fillingCount: 9 },
    });
    const units = sendSpy(api, usageSummaryApi.enterpriseFillStationUnits);
    units.mockResolvedValue(page([{ ...unit, stationName: '吴兴燃气充装站' }]));
    renderPage(<DefinedListPage />, '/DataAnalysis/Enterprise?StationType=1', api);
    fireEvent.click(await screen.findByRole('button', { name: '查看吴兴区的充装单位名单' }, slow));
    const dialog = await screen.findByRole('dialog', {}, slow);
    expect(within(dialog).getByText('吴兴区 - 充装单位名单')).toBeTruthy();
    await within(dialog).findByText('吴兴燃气充装站', {}, slow);
    expect(lastQuery(units)).toMatchObject({ DivisionCode: '330502', OwnLevel: false, StationType: 1 });
    expect(within(dialog).getByText('已过期')).toBeTruthy();
  });

  it('opens 充装率’s per-station tab narrowed to the district a count stands for', async () => {
    const api = apiWithDivisions();
    const rates = { registeredCount: 4, filledCount: 2, filledHereCount: 1, unfilledCount: 2 };
    const percent = { fillingRate: 50, fillingHereRate: 25 };
    const districts = sendSpy(api, fillingRateApi.byDistrict);
    districts.mockResolvedValue({
      ...page([
        { ordinalNum: 1, divisionCode: '330502', divisionName: '吴兴区', stationCount: 1, ...rates, ...percent },
      ]),
      summary: { stationCount: 1, ...rates, ...percent },
    });
    const stations = sendSpy(api, fillingRateApi.byStation);
    stations.mockResolvedValue({ ...page([]), summary: { ...rates, ...percent } });
    renderPage(<DefinedListPage />, '/VehicleCylinder/FillingRate', api);
    fireEvent.click(await screen.findByRole('tab', { name: '按区域统计' }, slow));
    fireEvent.click(await screen.findByRole('button', { name: '查看吴兴区的充装单位数' }, slow));
    await waitFor(() => expect(screen.getByRole('tab', { name: '按充装单位', selected: true })).toBeTruthy(), slow);
    await waitFor(() => expect(lastQuery(stations)).toMatchObject({ DivisionCode: '330502' }), slow);
    const form = screen.getByRole('form', { name: '充装率查询条件' });
    await within(form).findByText('湖州市 / 吴兴区', {}, slow);
  });
});

const unit = {
  ordinalNum: 1,
  stationId: 1,
  stationCode: 'FS001',
  stationName: '',
  stationTypeName: '燃气充装站',
  divisionName: '吴兴区',
  creditCode: null,
  address: null,
  principal: null,
  phone: null,
  licenseNo: null,
  licenseUntil: '2026-01-01',
  licenseState: '已过期',
  isValid: true,
};
