import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { cylinderShortColumns, type CylinderRow, type TableColumn } from '@gcs/contracts';
import { ColumnSettings } from '../../src/components/table/ColumnSettings';
import { DataTable } from '../../src/components/table/DataTable';
import { useColumnConfig } from '../../src/components/table/useColumnConfig';
import { ApiError } from '../../src/api/errors';
import { fakeApi } from '../fakeApi';
import { renderWidget, sessionFor } from './render';

function Harness({ defaults = cylinderShortColumns }: { defaults?: readonly TableColumn[] }) {
  const config = useColumnConfig('DocQuery', defaults);
  return (
    <>
      <ColumnSettings columns={config.columns} onChange={config.choose} onReset={config.reset} />
      <DataTable<CylinderRow>
        columns={config.visible}
        rows={[]}
        rowKey="id"
        total={0}
        pageIndex={1}
        pageSize={20}
        onPageChange={() => undefined}
        loading={config.loading}
      />
    </>
  );
}

const headers = () =>
  screen
    .getAllByRole('columnheader')
    .map((header) => header.textContent)
    .filter(Boolean);
const shortTitles = ['序号', '充装单位', '制造单位', '出厂编号', '制造年月', '气瓶条码'];

const configured = {
  result: true,
  messeage: '',
  totalCount: 3,
  list: [
    { columnName: '条码', columnCode: 'barcode', isDisplay: true, displayOrder: 2, sortable: null },
    { columnName: '序号', columnCode: 'ordinalNum', isDisplay: true, displayOrder: 5, sortable: null },
    { columnName: '充装站', columnCode: 'stationName', isDisplay: true, displayOrder: 1, sortable: null },
    { columnName: '制造单位', columnCode: 'vendorName', isDisplay: false, displayOrder: 3, sortable: null },
  ],
};

async function openSettings() {
  fireEvent.click(screen.getByRole('button', { name: /列设置/ }));
  return within(await screen.findByRole('list', { name: '列设置' }));
}

describe('column configuration', () => {
  it('uses the built-in defaults when GetColumnConfig fails', async () => {
    const api = fakeApi();
    vi.mocked(api.shared.columnConfig).mockRejectedValue(new ApiError('服务器内部错误，请稍后再试', 500));
    renderWidget(<Harness />, { api });
    await waitFor(() => expect(api.shared.columnConfig).toHaveBeenCalled());
    await waitFor(() => expect(headers()).toEqual(shortTitles));
    expect(vi.mocked(api.shared.columnConfig).mock.calls[0]?.[0]?.query).toEqual({ PageName: 'DocQuery' });
  });

  it('uses the built-in defaults when the page has no configuration', async () => {
    const api = fakeApi();
    renderWidget(<Harness />, { api });
    await waitFor(() => expect(api.shared.columnConfig).toHaveBeenCalled());
    expect(headers()).toEqual(shortTitles);
  });

  it("uses the server's columns when it has some: its titles, order and hidden columns, sequence first", async () => {
    const api = fakeApi();
    vi.mocked(api.shared.columnConfig).mockResolvedValue(configured);
    renderWidget(<Harness />, { api });
    await waitFor(() => expect(headers()).toEqual(['序号', '充装站', '条码']));
  });

  it('keeps only its own columns of a configuration its page’s other tabs share', async () => {
    const api = fakeApi();
    const shared = {
      ...configured,
      list: [
        ...configured.list,
        { columnName: '离线的秤', columnCode: 'offlineCount', isDisplay: true, displayOrder: 4, sortable: null },
      ],
    };
    vi.mocked(api.shared.columnConfig).mockResolvedValue(shared);
    renderWidget(<Harness />, { api });
    await waitFor(() => expect(headers()).toEqual(['序号', '充装站', '条码']));
  });

  it('hides and moves columns from 列设置, keeps the choice for the next visit, and 恢复默认 forgets it', async () => {
    const first = renderWidget(<Harness />, { session: sessionFor({ id: 41 }) });
    await waitFor(() => expect(first.api.shared.columnConfig).toHaveBeenCalled());
    let settings = await openSettings();
    fireEvent.click(settings.getByRole('checkbox', { name: '出厂编号' }));
    fireEvent.click(settings.getByRole('button', { name: '上移 气瓶条码' }));
    fireEvent.click(settings.getByRole('button', { name: '上移 气瓶条码' }));
    await waitFor(() => expect(headers()).toEqual(['序号', '充装单位', '制造单位', '气瓶条码', '制造年月']));
    // The sequence column cannot be moved, nor can anything move above it.
    expect(settings.queryByRole('button', { name: '上移 序号' })).toBeNull();
    expect(settings.getByRole('button', { name: '上移 充装单位' }).hasAttribute('disabled')).toBe(true);
    first.unmount();

    const again = renderWidget(<Harness />, { session: sessionFor({ id: 41 }) });
    await waitFor(() => expect(again.api.shared.columnConfig).toHaveBeenCalled());
    expect(headers()).toEqual(['序号', '充装单位', '制造单位', '气瓶条码', '制造年月']);
    settings = await openSettings();
    expect((settings.getByRole('checkbox', { name: '出厂编号' }) as HTMLInputElement).checked).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: '恢复默认' }));
    await waitFor(() => expect(headers()).toEqual(shortTitles));
    again.unmount();

    // Another user of the same browser has their own choice.
    renderWidget(<Harness />, { session: sessionFor({ id: 42 }) });
    await waitFor(() => expect(headers()).toEqual(shortTitles));
  });

  it('keeps at least one column shown', async () => {
    const two: TableColumn[] = [
      { title: '序号', code: 'ordinalNum', isDisplay: false },
      { title: '气瓶条码', code: 'barcode', isDisplay: true },
    ];
    renderWidget(<Harness defaults={two} />);
    const settings = await openSettings();
    expect(settings.getByRole('checkbox', { name: '气瓶条码' }).hasAttribute('disabled')).toBe(true);
  });
});
