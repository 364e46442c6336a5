import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { messages } from '@gcs/contracts';
import { AppProviders } from '../src/app/AppProviders';
import { PublicSearchPage } from '../src/pages/PublicSearch/PublicSearchPage';
import { ApiError } from '../src/api/errors';
import type { Api } from '../src/api/api';
import { fakeApi, row } from './fakeApi';

function renderPage(api: Api = fakeApi()) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <AppProviders api={api} queryClient={queryClient}>
      <PublicSearchPage />
    </AppProviders>,
  );
  return api;
}

const threeKinds = {
  result: true,
  messeage: '',
  totalCount: 4,
  list: [
    row({ id: 'handle-1', ordinalNum: 1, barcode: 'QP0001', cylinderStatus: '正常' }),
    row({ id: 'handle-2', ordinalNum: 2, barcode: 'QP0002', cylinderStatus: '超期未检' }),
    row({ id: 'handle-3', ordinalNum: 3, barcode: 'QP0003', cylinderStatus: '超期未报废', belongType: 2 }),
    row({ id: 'handle-4', ordinalNum: 4, barcode: 'QP0004', cylinderStatus: '已报废', blackList: true }),
  ],
};

function searchByBarcode(barcode: string) {
  fireEvent.change(screen.getByPlaceholderText('气瓶条码'), { target: { value: barcode } });
  fireEvent.click(screen.getByRole('button', { name: '查询' }));
}

/** jsdom gives every antd dialog the same generated id, so the title is matched by its text, not by aria-labelledby. */
async function findDialogTitled(title: string): Promise<HTMLElement> {
  return waitFor(() => {
    const dialog = screen
      .getAllByRole('dialog')
      .find((candidate) => candidate.querySelector('.ant-modal-title')?.textContent === title);
    if (!dialog) throw new Error(`没有标题为 ${title} 的对话框`);
    return dialog;
  });
}

describe('PublicSearch page', () => {
  it('shows the application name, the four boxes and an empty table before any query', async () => {
    renderPage();
    expect(await screen.findByRole('heading', { name: '示范市气瓶安全监管平台' }, { timeout: 10000 })).toBeTruthy();
    for (const label of ['出厂编号', '气瓶条码', '自有编号', '制造单位条码']) {
      expect(screen.getByPlaceholderText(label)).toBeTruthy();
    }
    expect(screen.getAllByText(messages.noData).length).toBeGreaterThan(0);
    expect(screen.getByText('超期未检')).toBeTruthy();
  });

  it('warns and makes no call when no condition is given', async () => {
    const api = renderPage();
    fireEvent.click(screen.getByRole('button', { name: '查询' }));
    expect(await screen.findByText(messages.publicQueryNeedsCondition)).toBeTruthy();
    fireEvent.change(screen.getByPlaceholderText('出厂编号'), { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: '查询' }));
    expect(api.public.list).not.toHaveBeenCalled();
  });

  it('queries with the condition and the default page, and marks overdue and scrapped rows', async () => {
    const api = fakeApi();
    vi.mocked(api.public.list).mockResolvedValue(threeKinds);
    renderPage(api);
    searchByBarcode(' QP000 ');

    await screen.findByText('QP0004');
    expect(api.public.list).toHaveBeenCalledWith(
      { Barcode: 'QP000', PageIndex: 1, CountPerPage: 20 },
      expect.anything(),
    );

    const kindOf = (barcode: string) => screen.getByText(barcode).closest('tr')?.getAttribute('data-row-kind');
    expect(kindOf('QP0001')).toBe('normal');
    expect(kindOf('QP0002')).toBe('overdueInspection');
    expect(kindOf('QP0003')).toBe('overdueScrap');
    expect(kindOf('QP0004')).toBe('scrapped');
    expect(screen.getByText('共 4 条')).toBeTruthy();

    const scrappedRow = screen.getByText('QP0004').closest('tr') as HTMLElement;
    expect(within(scrappedRow).getByText('是')).toBeTruthy();
    const custodialRow = screen.getByText('QP0003').closest('tr') as HTMLElement;
    expect(within(custodialRow).getByText('寄存')).toBeTruthy();
  });

  it('shows the error text of a failed query and leaves the loading state', async () => {
    const api = fakeApi();
    vi.mocked(api.public.list).mockRejectedValue(new ApiError('请求过于频繁，请30秒后再试', 429, 30));
    renderPage(api);
    searchByBarcode('QP0001');
    expect(await screen.findByText('请求过于频繁，请30秒后再试')).toBeTruthy();
    await waitFor(() => expect(document.querySelector('.public-search__table .ant-spin-spinning')).toBeNull());
    expect(screen.getAllByText(messages.noData).length).toBeGreaterThan(0);
  });

  it('runs the advanced query with plate number', async () => {
    const api = fakeApi();
    renderPage(api);
    fireEvent.click(screen.getByRole('button', { name: '高级查询' }));
    const dialog = await findDialogTitled('高级查询');
    fireEvent.change(within(dialog).getByLabelText('车牌号'), { target: { value: '示A12345' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '查询' }));
    await waitFor(() =>
      expect(api.public.list).toHaveBeenCalledWith(
        { PlateNum: '示A12345', PageIndex: 1, CountPerPage: 20 },
        expect.anything(),
      ),
    );
  });

  it('opens the detail dialog titled with the barcode, and loads tabs only when opened', async () => {
    const api = fakeApi();
    vi.mocked(api.public.list).mockResolvedValue(threeKinds);
    renderPage(api);
    searchByBarcode('QP0002');
    await screen.findByText('QP0002');

    fireEvent.click(screen.getAllByRole('button', { name: '查看' })[0] as HTMLElement);
    const dialog = await findDialogTitled('QP0001');
    expect(await within(dialog).findByText('产品质量证明书、产权证明')).toBeTruthy();
    expect(within(dialog).getByText('2019-05')).toBeTruthy();
    expect(api.public.detail).toHaveBeenCalledWith({ CylinderId: 'handle-1' }, expect.anything());
    expect(api.public.inspections).not.toHaveBeenCalled();
    expect(api.public.archiveImages).not.toHaveBeenCalled();

    fireEvent.click(within(dialog).getByRole('tab', { name: '检验信息' }));
    await waitFor(() =>
      expect(api.public.inspections).toHaveBeenCalledWith(
        { CylinderId: 'handle-1', PageIndex: 1, CountPerPage: 1 },
        expect.anything(),
      ),
    );
  });
});
