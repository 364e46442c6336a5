import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import {
  listPageFor,
  menuOfPage,
  offlineScaleApi,
  offlineScalesPage,
  pathOfPage,
  reportViewApi,
  type ReportViewOption,
} from '@gcs/contracts';
import { ListPage } from '../../src/lists/ListPage';
import { pageAreaOf } from '../../src/components/area';
import { fakeApi, sendSpy } from '../fakeApi';
import { chooseIn, findDialog, ok, page, renderPage, slow, within } from '../pages/Audit/renderPage';

vi.setConfig({ testTimeout: 90_000 });

/** 充装秤离线: a report whose station table has column settings, so it keeps views. */
const path = pathOfPage(offlineScalesPage.kind);
const area = pageAreaOf(path);
const definition = listPageFor(offlineScalesPage.kind, area);

const savedView: ReportViewOption = {
  id: 7,
  name: '三天离线',
  menuCode: menuOfPage(offlineScalesPage.kind),
  tableKey: 'stations',
  filters: { OfflineHours: 72 },
  columns: ['ordinalNum', 'offlineCount', 'stationName'],
  droppedCount: 0,
  sharedRoleId: null,
  sharedRoleName: null,
  mine: true,
  ownerName: '湖州市监管员',
  updatedAt: '2026-11-26 10:00:00',
};

const headers = () => [...document.querySelectorAll('thead th')].map((th) => th.textContent);

describe('saved report views on a list page', () => {
  it('opens a view: its filter fills the form and queries, its columns show in its order, the others hidden', async () => {
    const api = fakeApi();
    sendSpy(api, reportViewApi.options).mockResolvedValue(page([savedView]));
    const list = sendSpy(api, offlineScaleApi.offlineByStation);
    renderPage(<ListPage definition={definition} area={area} />, path, api);
    const viewSelect = await screen.findByRole('combobox', { name: '视图' }, slow);
    await waitFor(() => expect(sendSpy(api, reportViewApi.options)).toHaveBeenCalled());
    expect(sendSpy(api, reportViewApi.options).mock.calls[0]?.[0]).toMatchObject({
      query: { MenuCode: menuOfPage(offlineScalesPage.kind), TableKey: 'stations' },
    });

    await chooseIn(viewSelect, '三天离线');
    await waitFor(() =>
      expect(list).toHaveBeenLastCalledWith({
        query: expect.objectContaining({ OfflineHours: 72, PageIndex: 1 }),
        signal: expect.anything(),
      }),
    );
    await waitFor(() => expect(headers()).toEqual(['序号', '离线的秤', '充装单位']));
    const form = screen.getByRole('form', { name: '充装秤离线查询条件' });
    expect(within(form).getByTitle('超过3天')).toBeTruthy();
  });

  it('saves the current filter and the shown columns under a name, shared with a chosen role', async () => {
    const api = fakeApi();
    sendSpy(api, reportViewApi.roles).mockResolvedValue(page([{ value: 3, label: '市级监管' }]));
    const add = sendSpy(api, reportViewApi.add).mockResolvedValue(ok(savedView, '视图已保存：七天离线'));
    const list = sendSpy(api, offlineScaleApi.offlineByStation);
    renderPage(<ListPage definition={definition} area={area} />, path, api);
    const form = await screen.findByRole('form', { name: '充装秤离线查询条件' }, slow);

    await chooseIn(within(form).getByLabelText('离线时长'), '超过7天');
    fireEvent.click(within(form).getByRole('button', { name: /查\s*询/ }));
    await waitFor(() =>
      expect(list).toHaveBeenLastCalledWith({
        query: expect.objectContaining({ OfflineHours: 168 }),
        signal: expect.anything(),
      }),
    );
    // Hide 最后上传时间 in the column settings.
    fireEvent.click(screen.getByRole('button', { name: /列设置/ }));
    fireEvent.click(await screen.findByRole('checkbox', { name: '最后上传时间' }));
    await waitFor(() => expect(headers()).not.toContain('最后上传时间'));

    fireEvent.click(screen.getByRole('button', { name: /保存为视图/ }));
    const dialog = await findDialog('保存为视图');
    fireEvent.change(within(dialog).getByLabelText('视图名称'), { target: { value: '七天离线' } });
    fireEvent.click(within(dialog).getByLabelText('共享给角色'));
    await chooseIn(await within(dialog).findByLabelText('角色'), '市级监管');
    fireEvent.click(within(dialog).getByRole('button', { name: /保\s*存/ }));

    await waitFor(() => expect(add).toHaveBeenCalled());
    expect(add.mock.calls[0]?.[0]).toEqual({
      body: {
        menuCode: menuOfPage(offlineScalesPage.kind),
        tableKey: 'stations',
        name: '七天离线',
        filters: { OfflineHours: 168 },
        columns: ['ordinalNum', 'divisionName', 'stationName', 'deviceCount', 'offlineCount'],
        sharedRoleId: 3,
      },
    });
    expect(await screen.findByText('视图已保存：七天离线')).toBeTruthy();
  });

  it('refuses to save a view without a name', async () => {
    const api = fakeApi();
    const add = sendSpy(api, reportViewApi.add);
    renderPage(<ListPage definition={definition} area={area} />, path, api);
    fireEvent.click(await screen.findByRole('button', { name: /保存为视图/ }, slow));
    const dialog = await findDialog('保存为视图');
    fireEvent.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
    expect(await within(dialog).findByText('视图名称不能为空')).toBeTruthy();
    expect(add).not.toHaveBeenCalled();
  });
});
