import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { blacklistApi, listPages, type ListPageDefinition } from '@gcs/contracts';
import { ListPage } from '../../src/lists/ListPage';
import { listActionOf } from '../../src/lists/listActions';
import { listQueryKey, refreshListsShowing } from '../../src/lists/listQueries';
import { pageAreaOf } from '../../src/components/area';
import { fakeApi } from '../fakeApi';
import { blacklistEntry } from '../pages/Blacklist/fixtures';
import { findDialog, findRow, page, renderPage, slow, within } from '../pages/Audit/renderPage';

vi.setConfig({ testTimeout: 90_000 });

const area = pageAreaOf('/GasCylinder/BlackCylinder');

/** A one-table page over the blacklist list: every filter kind the engine renders, a view and the actions. */
const definition: ListPageDefinition = {
  id: 'engine',
  filterLabel: '引擎查询条件',
  fixed: { CylinderCategory: 1 },
  filters: [
    { kind: 'select', field: 'VendorId', label: '制造单位', options: { 5: '示范气瓶制造厂' } },
    { kind: 'station', field: 'StationId', label: '充装单位' },
    { kind: 'text', field: 'Barcode', label: '气瓶条码', maxLength: 64 },
    { kind: 'dayRange', from: 'From', to: 'To', label: '加入日期' },
  ],
  tables: [listPages.blacklist(area).tables[1]!],
};

const entry = blacklistEntry({
  isCancelled: true,
  cancelName: '李监管',
  cancelTime: '2026-06-10 10:00:00',
  cancelReason: '已更换新瓶',
});

describe('the list engine', () => {
  it('renders a definition: its filters in order, one table without tabs, its columns and toolbar', async () => {
    const api = fakeApi();
    vi.mocked(api.blacklist.list).mockResolvedValue(page([entry]));
    renderPage(<ListPage definition={definition} area={area} />, '/GasCylinder/BlackCylinder', api);
    const row = await findRow('QP0001');
    const form = screen.getByRole('form', { name: '引擎查询条件' });
    const labels = [...form.querySelectorAll('.ant-form-item-label label')].map((label) => label.textContent);
    expect(labels).toEqual(['制造单位', '充装单位', '气瓶条码', '加入日期']);
    expect(screen.queryByRole('tab')).toBeNull();
    const headers = [...document.querySelectorAll('thead th')].map((th) => th.textContent);
    expect(headers).toEqual(expect.arrayContaining(['序号', '气瓶条码', '加入原因', '操作']));
    expect(within(row).getByRole('button', { name: '详情' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '添加黑名单' })).toBeTruthy();
    expect((screen.getByRole('button', { name: '全部移出' }) as HTMLButtonElement).disabled).toBe(false);
    expect((screen.getByRole('button', { name: '移出黑名单' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('renders every kind of filter widget under its label', async () => {
    const kinds: ListPageDefinition = {
      ...definition,
      filters: [
        { kind: 'regulator', field: 'RegulatorId', label: '监管单位' },
        { kind: 'region', field: 'AreaCode', label: '所属区域' },
        { kind: 'monthRange', from: 'MakeDateFrom', to: 'MakeDateTo', label: '制造年月' },
        { kind: 'numberRange', from: 'VolumeMin', to: 'VolumeMax', label: '容积', unit: 'L' },
      ],
    };
    renderPage(<ListPage definition={kinds} area={area} />, '/GasCylinder/BlackCylinder');
    const form = await screen.findByRole('form', { name: '引擎查询条件' }, slow);
    const labels = [...form.querySelectorAll('.ant-form-item-label label')].map((label) => label.textContent);
    expect(labels).toEqual(['监管单位', '所属区域', '制造年月', '容积']);
    for (const label of ['监管单位', '所属区域']) expect(within(form).getByLabelText(label)).toBeTruthy();
    expect(within(form).getAllByText('L').length).toBe(2);
  });

  it('queries with the fixed values and the given filter values only, trimmed', async () => {
    const api = fakeApi();
    renderPage(<ListPage definition={definition} area={area} />, '/GasCylinder/BlackCylinder', api);
    const form = await screen.findByRole('form', { name: '引擎查询条件' }, slow);
    fireEvent.change(within(form).getByLabelText('气瓶条码'), { target: { value: '  QP  ' } });
    fireEvent.click(within(form).getByRole('button', { name: /查\s*询/ }));
    await waitFor(() =>
      expect(api.blacklist.list).toHaveBeenLastCalledWith({
        query: { CylinderCategory: 1, Barcode: 'QP', PageIndex: 1, CountPerPage: 20 },
        signal: expect.anything(),
      }),
    );
  });

  it('shows a view with its fixed values and extra columns, hides the actions of other views, and exports it', async () => {
    const api = fakeApi();
    vi.mocked(api.blacklist.list).mockResolvedValue(page([entry]));
    renderPage(<ListPage definition={definition} area={area} />, '/GasCylinder/BlackCylinder', api);
    await findRow('QP0001');
    fireEvent.click(screen.getByText('已移出'));
    await waitFor(() =>
      expect(api.blacklist.list).toHaveBeenLastCalledWith({
        query: { CylinderCategory: 1, IsCancelled: true, PageIndex: 1, CountPerPage: 20 },
        signal: expect.anything(),
      }),
    );
    expect(await screen.findByText('已更换新瓶')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '全部移出' })).toBeNull();
    expect(screen.queryAllByRole('checkbox')).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: /导\s*出/ }));
    fireEvent.click(within(await findDialog('导出确认')).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(api.shared.download).toHaveBeenCalled());
    const [url, params] = vi.mocked(api.shared.download).mock.calls[0] as [string, Record<string, string>];
    expect(url).toBe(blacklistApi.list.path);
    expect(params).toMatchObject({ CylinderCategory: 1, IsCancelled: true, isExport: true });
    const codes = JSON.parse(params.ExportColumns!).map((column: { code: string }) => column.code);
    expect(codes.slice(0, 2)).toEqual(['ordinalNum', 'stationName']);
    expect(codes.slice(-3)).toEqual(['cancelName', 'cancelTime', 'cancelReason']);
  });

  it('has an implementation for the action of every definition', () => {
    for (const make of Object.values(listPages)) {
      for (const table of make(area).tables) {
        for (const action of table.actions ?? []) expect(listActionOf(action.key), action.key).toBeDefined();
      }
    }
  });

  it('refreshes every list showing the changed data, by definition or by the data name, and no other', async () => {
    const client = new QueryClient();
    const table = listPages.abnormal(area).tables[1]!;
    const keys = [listQueryKey(table), ['cylinder', 'list'], ['blacklist', 'list'], ['public', 'list']];
    for (const key of keys) client.setQueryData(key, 1);
    await refreshListsShowing(client, ['cylinder']);
    const stale = keys.map((key) => client.getQueryState(key)?.isInvalidated);
    expect(stale).toEqual([true, true, false, false]);
  });
});
