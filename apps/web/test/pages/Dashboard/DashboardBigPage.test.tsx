import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { archiveQueryPage, dashboardApi, type DashboardSummary, menuOfPage } from '@gcs/contracts';
import { fakeApi, menusFor, sendSpy } from '../../fakeApi';
import { renderApp } from '../../renderApp';
import { signIn } from '../../session';
import { slow } from '../Audit/renderPage';

vi.setConfig({ testTimeout: 60_000 });

const summary: DashboardSummary = {
  registerdCylinderCount: 12345,
  normalCylinderCount: 12000,
  scrappedCylinderCount: 45,
  fillingStationCount: 17,
  fillingCount: 67890,
  inspectionStationCount: 3,
  inspectionCount: 456,
};
const sample = {
  registeredBarcode: 'JX0001',
  normalBarcode: null,
  scrappedBarcode: null,
  inspectionBarcode: 'JX0002',
  inspectionStationName: '嘉兴市特种设备检测院',
  fillingStationName: '嘉兴市南湖区燃气有限公司充装站',
};

function dashboardApiFake(answers: { summary: unknown }) {
  const api = fakeApi();
  vi.mocked(api.auth.userPermission).mockResolvedValue({
    result: true,
    messeage: '',
    // 档案查询 opens the dashboard's figures (sharedCallCapabilities.dashboard).
    data: { list: menusFor(['001', menuOfPage(archiveQueryPage.kind, '/GasCylinder/'), '005']) },
  });
  sendSpy(api, dashboardApi.summary).mockResolvedValue(answers.summary);
  sendSpy(api, dashboardApi.sample).mockResolvedValue({ result: true, messeage: '', data: sample });
  sendSpy(api, dashboardApi.regions).mockResolvedValue({ result: true, messeage: '', data: [] });
  return api;
}

const card = (title: string) => screen.getByRole('button', { name: title });

describe('/DashboardBig', () => {
  it('shows the counters and sub-lines, and reloads the figures of a type tab', async () => {
    signIn({ level: 2, regulatorCode: '330400', belongToType: 10 });
    const api = dashboardApiFake({ summary: { result: true, messeage: '', data: summary } });
    renderApp('/DashboardBig', api);
    expect(await screen.findByText('12,345', {}, slow)).toBeTruthy();
    expect(within(card('本年充装气瓶')).getByText('67,890')).toBeTruthy();
    expect(within(card('累计注册气瓶')).getByText('气瓶条码：JX0001')).toBeTruthy();
    expect(within(card('合格在用气瓶')).getByText('气瓶条码：暂无数据')).toBeTruthy();
    expect(within(card('充装单位')).getByText('单位名称：嘉兴市南湖区燃气有限公…')).toBeTruthy();
    expect(screen.getByRole('tab', { name: '全部' }).getAttribute('aria-selected')).toBe('true');

    await userEvent.setup().click(screen.getByRole('tab', { name: '车用气瓶' }));
    await waitFor(() =>
      expect(sendSpy(api, dashboardApi.summary)).toHaveBeenCalledWith(
        expect.objectContaining({ query: { CylinderType: 3, RegionCode: undefined } }),
      ),
    );
    expect(screen.getByRole('tab', { name: '车用气瓶' }).getAttribute('aria-selected')).toBe('true');
  });

  it('shows every counter as 0 for a region without units (null answer), not the figures shown before', async () => {
    signIn({ level: 2, regulatorCode: '330400', belongToType: 10 });
    const api = dashboardApiFake({ summary: null });
    // 液化气瓶 (1) has no units: the server answers 204, which the client resolves to null.
    sendSpy(api, dashboardApi.summary).mockImplementation((options: { query?: { CylinderType?: number } }) =>
      Promise.resolve(options.query?.CylinderType === 1 ? null : { result: true, messeage: '', data: summary }),
    );
    renderApp('/DashboardBig', api);
    await screen.findByText('12,345', {}, slow);
    await userEvent.setup().click(screen.getByRole('tab', { name: '液化气瓶' }));
    await waitFor(() => expect(card('累计注册气瓶').querySelector('.dashboard-card__number')?.textContent).toBe('0'));
    for (const title of ['合格在用气瓶', '本年充装气瓶', '充装单位', '检验机构', '本年检验气瓶']) {
      expect(card(title).querySelector('.dashboard-card__number')?.textContent).toBe('0');
    }
  });

  it('opens a card’s drill-down URL on click', async () => {
    signIn({ level: 2, regulatorCode: '330400', belongToType: 10 });
    const { router } = renderApp(
      '/DashboardBig',
      dashboardApiFake({ summary: { result: true, messeage: '', data: summary } }),
    );
    await screen.findByText('12,345', {}, slow);
    await userEvent.setup().click(card('检验机构'));
    await waitFor(() =>
      expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(
        '/DataAnalysis/Enterprise?summaryColKey=2&tabName=Inspection&DivisionCode=330400',
      ),
    );
  });

  it('gives belongToType 30 cards without a drill-down', async () => {
    signIn({ level: 2, regulatorCode: '330400', belongToType: 30 });
    renderApp('/DashboardBig', dashboardApiFake({ summary: { result: true, messeage: '', data: summary } }));
    await screen.findByText('12,345', {}, slow);
    expect(screen.queryByRole('button', { name: '累计注册气瓶' })).toBeNull();
    expect(screen.getByLabelText('累计注册气瓶').tagName).toBe('DIV');
  });
});
