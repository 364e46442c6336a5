import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes, useNavigate } from 'react-router-dom';
import {
  configurablePage,
  displayConfigApi,
  regulatorApi,
  type ColumnConfigEntry,
  type DisplayConfigDetail,
  type DisplayConfigSummaryRow,
  type DisplayConfigUpdateBody,
} from '@gcs/contracts';
import { AppProviders } from '../../../src/app/AppProviders';
import { DefinedListPage } from '../../../src/lists/DefinedListPage';
import { removeTexts } from '../../../src/pages/Setting/displayConfigActions';
import { fakeApi, sendSpy } from '../../fakeApi';
import { findDialog, findRow, ok, page, slow, within } from '../Audit/renderPage';

vi.setConfig({ testTimeout: 90_000 });

const regulatorPage = configurablePage('Regulator')!;

const summaryRow: DisplayConfigSummaryRow = {
  ordinalNum: 1,
  pageName: 'Regulator',
  pageTitle: '监管单位',
  areas: '单位管理',
  columnCount: regulatorPage.columns.length,
  displayCount: regulatorPage.columns.filter((column) => column.isDisplay).length,
};

const detail: DisplayConfigDetail = {
  pageName: 'Regulator',
  pageTitle: '监管单位',
  areas: '单位管理',
  configured: true,
  columns: regulatorPage.columns.map((column, index) => ({
    columnCode: column.code,
    columnName: column.title,
    isDisplay: column.isDisplay,
    displayOrder: index + 1,
    sortable: null,
    canSort: false,
  })),
};

/** A link-less way between pages, as the sidebar does it. */
function Go({ to, label }: { to: string; label: string }) {
  const navigate = useNavigate();
  return <button onClick={() => void navigate(to)}>{label}</button>;
}

/**
 * The app's list pages over a fake server that keeps the configuration the editor saves and answers it to
 * GetColumnConfig, as the real one does.
 */
function renderApp(start: string) {
  const api = fakeApi();
  let stored: ColumnConfigEntry[] = [];
  vi.mocked(api.shared.columnConfig).mockImplementation(async (options) => ({
    result: true,
    messeage: '',
    totalCount: options?.query?.PageName === 'Regulator' ? stored.length : 0,
    list: options?.query?.PageName === 'Regulator' ? stored : [],
  }));
  sendSpy(api, displayConfigApi.summary).mockResolvedValue(page([summaryRow]));
  sendSpy(api, displayConfigApi.detail).mockResolvedValue(ok(detail));
  sendSpy(api, displayConfigApi.add).mockResolvedValue(ok(detail, '已按默认列配置：监管单位'));
  sendSpy(api, displayConfigApi.update).mockImplementation(async ({ body }: { body: DisplayConfigUpdateBody }) => {
    stored = body.columns.map((column, index) => ({
      columnName: regulatorPage.columns.find((defined) => defined.code === column.columnCode)?.title ?? '',
      columnCode: column.columnCode,
      isDisplay: column.isDisplay,
      displayOrder: index + 1,
      sortable: column.sortable ? 'custom' : null,
    }));
    return ok(detail, '显示配置已保存：监管单位');
  });
  sendSpy(api, displayConfigApi.remove).mockResolvedValue(
    ok({ count: 10 }, '已删除显示配置，页面恢复默认列：监管单位'),
  );
  sendSpy(api, regulatorApi.list).mockResolvedValue(page([]));
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <AppProviders api={api} queryClient={queryClient}>
      <MemoryRouter initialEntries={[start]}>
        <Go to="/UnitManage/Regulator" label="去监管单位" />
        <Go to="/Setting/Column" label="去显示配置" />
        <Routes>
          <Route path="*" element={<DefinedListPage />} />
        </Routes>
      </MemoryRouter>
    </AppProviders>,
  );
  return api;
}

const headers = () =>
  screen
    .queryAllByRole('columnheader')
    .map((header) => header.textContent ?? '')
    .filter((text) => text !== '' && text !== '操作');

const defaultHeaders = regulatorPage.columns.filter((column) => column.isDisplay).map((column) => column.title);

async function openEditor() {
  fireEvent.click(within(await findRow('Regulator')).getByRole('button', { name: '编辑' }));
  const dialog = await findDialog('编辑显示配置 - 监管单位');
  await within(dialog).findByRole('checkbox', { name: '显示 用户数' }, slow);
  return dialog;
}

describe('the display configuration page (/Setting/Column)', () => {
  it('lists the configured pages with their columns shown', async () => {
    const api = renderApp('/Setting/Column');
    const row = await findRow('Regulator');
    for (const text of ['监管单位', '单位管理', String(summaryRow.columnCount), String(summaryRow.displayCount)]) {
      expect(within(row).getAllByText(text).length).toBeGreaterThan(0);
    }
    expect(sendSpy(api, displayConfigApi.summary)).toHaveBeenCalledWith(
      expect.objectContaining({ query: { PageIndex: 1, CountPerPage: 20 } }),
    );
    expect(screen.getByRole('button', { name: /新增配置/ })).toBeTruthy();
  });

  it('edits shown columns, order and sorting, and the page shows them on its next load', async () => {
    const api = renderApp('/UnitManage/Regulator');
    await waitFor(() => expect(headers()).toEqual(defaultHeaders), slow);

    fireEvent.click(screen.getByRole('button', { name: '去显示配置' }));
    const dialog = await openEditor();
    expect(within(dialog).getByRole('switch', { name: '排序 监管单位名称' }).hasAttribute('disabled')).toBe(true);
    expect(within(dialog).queryByRole('button', { name: '上移 序号' })).toBeNull();
    fireEvent.click(within(dialog).getByRole('checkbox', { name: '显示 用户数' }));
    fireEvent.click(within(dialog).getByRole('checkbox', { name: '显示 区域编码' }));
    fireEvent.click(within(dialog).getByRole('button', { name: '上移 所在区域' }));
    expect(within(dialog).getByRole('button', { name: '上移 所在区域' }).hasAttribute('disabled')).toBe(true);
    fireEvent.click(within(dialog).getByRole('button', { name: /保\s*存/ }));

    await waitFor(() => expect(sendSpy(api, displayConfigApi.update)).toHaveBeenCalledTimes(1));
    const body = (sendSpy(api, displayConfigApi.update).mock.calls[0]?.[0] as { body: DisplayConfigUpdateBody }).body;
    expect(body.PageName).toBe('Regulator');
    expect(body.columns.slice(0, 4)).toEqual([
      { columnCode: 'ordinalNum', isDisplay: true, sortable: false },
      { columnCode: 'divisionName', isDisplay: true, sortable: false },
      { columnCode: 'regulatorName', isDisplay: true, sortable: false },
      { columnCode: 'divisionCode', isDisplay: true, sortable: false },
    ]);
    expect(body.columns.find((column) => column.columnCode === 'userCount')?.isDisplay).toBe(false);
    expect(await screen.findByText('显示配置已保存：监管单位')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: '去监管单位' }));
    await waitFor(
      () =>
        expect(headers()).toEqual([
          '序号',
          '所在区域',
          '监管单位名称',
          '区域编码',
          '上级监管单位',
          '级别',
          '绑定单位数',
          '状态',
          '创建时间',
        ]),
      slow,
    );
  });

  it('refuses to save with no column shown', async () => {
    const api = renderApp('/Setting/Column');
    const dialog = await openEditor();
    const shown = regulatorPage.columns.filter((column) => column.isDisplay);
    for (const column of shown.slice(0, -1)) {
      fireEvent.click(within(dialog).getByRole('checkbox', { name: `显示 ${column.title}` }));
    }
    const last = within(dialog).getByRole('checkbox', { name: `显示 ${shown.at(-1)?.title ?? ''}` });
    expect(last.hasAttribute('disabled')).toBe(true);
    expect(sendSpy(api, displayConfigApi.update)).not.toHaveBeenCalled();
  });

  it('deletes a configuration after a confirmation, and the page returns to its defaults', async () => {
    const api = renderApp('/Setting/Column');
    fireEvent.click(within(await findRow('Regulator')).getByRole('button', { name: '删除' }));
    const confirm = await findDialog(removeTexts.title);
    expect(within(confirm).getByText(removeTexts.explanation)).toBeTruthy();
    fireEvent.click(within(confirm).getByRole('button', { name: /删\s*除/ }));
    await waitFor(() =>
      expect(sendSpy(api, displayConfigApi.remove)).toHaveBeenCalledWith({ body: { PageName: 'Regulator' } }),
    );
    expect(await screen.findByText('已删除显示配置，页面恢复默认列：监管单位')).toBeTruthy();
    await waitFor(() => expect(sendSpy(api, displayConfigApi.summary)).toHaveBeenCalledTimes(2));
  });

  it('adds a configuration for a page not yet configured, then opens its editor', async () => {
    const api = renderApp('/Setting/Column');
    await findRow('Regulator');
    fireEvent.click(screen.getByRole('button', { name: /新增配置/ }));
    const dialog = await findDialog('新增显示配置');
    const choose = within(dialog).getByLabelText('页面');
    fireEvent.mouseDown(choose);
    fireEvent.change(choose, { target: { value: 'Regulator' } });
    const taken = await screen.findByTitle('监管单位（Regulator）- 单位管理');
    await waitFor(() => expect(taken.className).toContain('option-disabled'));
    fireEvent.change(choose, { target: { value: 'DocQuery' } });
    fireEvent.click(await screen.findByTitle('档案查询（DocQuery）- 液化气瓶管理、工业气瓶管理、车用气瓶管理'));
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() =>
      expect(sendSpy(api, displayConfigApi.add)).toHaveBeenCalledWith({ body: { PageName: 'DocQuery' } }),
    );
    await findDialog('编辑显示配置 - 监管单位');
    expect(sendSpy(api, displayConfigApi.detail)).toHaveBeenCalledWith(
      expect.objectContaining({ query: { PageName: 'DocQuery' } }),
    );
  });
});
