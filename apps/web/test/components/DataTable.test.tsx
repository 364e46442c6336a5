import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { messages, type TableColumn } from '@gcs/contracts';
import { DataTable } from '../../src/components/table/DataTable';
import { usePagedList, type PageParams } from '../../src/components/table/usePagedList';
import { ApiError } from '../../src/api/errors';
import { renderWidget } from './render';

interface Row {
  id: number;
  ordinalNum: number;
  barcode: string;
  status: string;
}

const columns: TableColumn[] = [
  { title: '序号', code: 'ordinalNum', isDisplay: true, width: 70 },
  { title: '气瓶条码', code: 'barcode', isDisplay: true, width: 150 },
  { title: '气瓶状态', code: 'status', isDisplay: true, width: 100 },
];

/** A server of `total` rows: each page holds the rows of that page. */
function pagedServer(total: number) {
  return vi.fn(async (query: { Barcode?: string } & PageParams) => {
    const first = (query.PageIndex - 1) * query.CountPerPage;
    const count = Math.max(0, Math.min(query.CountPerPage, total - first));
    const list = Array.from({ length: count }, (_, index): Row => {
      const n = first + index + 1;
      return { id: n, ordinalNum: n, barcode: `QP${String(n).padStart(4, '0')}`, status: n % 2 ? '正常' : '超期未检' };
    });
    return { list, totalCount: total };
  });
}

const pagination = () => within(document.querySelector('.ant-pagination') as HTMLElement);

function Harness({ fetchPage }: { fetchPage: ReturnType<typeof pagedServer> }) {
  const list = usePagedList({
    queryKey: ['test', 'rows'],
    filter: { Barcode: 'QP' },
    fetchPage: (query) => fetchPage(query),
  });
  return (
    <DataTable<Row>
      label="测试表格"
      columns={columns}
      rowKey="id"
      {...list}
      renderers={{ status: (row) => <strong>{row.status}</strong> }}
      rowClassName={(row) => (row.status === '正常' ? 'row-normal' : 'row-overdue')}
    />
  );
}

describe('DataTable', () => {
  it('shows the first page of 20 with 共 N 条, and asks the server for the page the user opens', async () => {
    const fetchPage = pagedServer(45);
    renderWidget(<Harness fetchPage={fetchPage} />);
    expect(await screen.findByText('QP0001')).toBeTruthy();
    expect(screen.getByText('共 45 条')).toBeTruthy();
    expect(fetchPage).toHaveBeenLastCalledWith({ Barcode: 'QP', PageIndex: 1, CountPerPage: 20 });
    expect(screen.getByText('QP0001').closest('tr')?.className).toContain('row-normal');
    expect(screen.getByText('QP0002').closest('tr')?.className).toContain('row-overdue');

    fireEvent.click(pagination().getByTitle('3'));
    expect(await screen.findByText('QP0045')).toBeTruthy();
    expect(screen.queryByText('QP0001')).toBeNull();
    expect(fetchPage).toHaveBeenLastCalledWith({ Barcode: 'QP', PageIndex: 3, CountPerPage: 20 });
  });

  it('offers 10/20/30/50 rows a page and starts again at page 1 with a new size', async () => {
    const fetchPage = pagedServer(120);
    renderWidget(<Harness fetchPage={fetchPage} />);
    await screen.findByText('QP0001');
    fireEvent.click(pagination().getByTitle('2'));
    await screen.findByText('QP0021');

    const sizeChanger = document.querySelector('.ant-pagination-options .ant-select') as HTMLElement;
    fireEvent.mouseDown(sizeChanger.querySelector('.ant-select-content, .ant-select-selector') ?? sizeChanger);
    const fifty = await screen.findByTitle('50 条/页');
    for (const size of ['10 条/页', '20 条/页', '30 条/页'])
      expect(screen.getAllByTitle(size).length).toBeGreaterThan(0);
    fireEvent.click(fifty);

    expect(await screen.findByText('QP0050')).toBeTruthy();
    expect(fetchPage).toHaveBeenLastCalledWith({ Barcode: 'QP', PageIndex: 1, CountPerPage: 50 });
  });

  it('says 暂无数据 when nothing matches', async () => {
    renderWidget(<Harness fetchPage={pagedServer(0)} />);
    expect((await screen.findAllByText(messages.noData)).length).toBeGreaterThan(0);
    expect(screen.queryByRole('row', { name: /QP/ })).toBeNull();
  });

  it('shows why a load failed and loads again on 重试', async () => {
    const fetchPage = pagedServer(3);
    fetchPage.mockRejectedValueOnce(new ApiError('服务器内部错误，请稍后再试', 500));
    renderWidget(<Harness fetchPage={fetchPage} />);
    expect(await screen.findByText('数据加载失败')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('服务器内部错误，请稍后再试');

    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByText('QP0003')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('数据加载失败')).toBeNull());
  });

  it('lines the summary row up with the columns, after the selection column and before the extra ones', async () => {
    const rows: Row[] = [{ id: 1, ordinalNum: 1, barcode: 'QP0001', status: '正常' }];
    renderWidget(
      <DataTable<Row>
        label="测试表格"
        columns={columns}
        rowKey="id"
        rows={rows}
        total={1}
        pageIndex={1}
        pageSize={20}
        onPageChange={() => undefined}
        selection={{ selectedKeys: [], onChange: () => undefined }}
        extraColumns={[{ key: 'actions', title: '操作', width: 80 }]}
        summaryCells={[null, '合计', 7]}
      />,
    );
    const row = (await screen.findByText('合计')).closest('tr');
    if (!row) throw new Error('没有合计行');
    const cells = within(row).getAllByRole('cell');
    expect(cells.map((cell) => cell.textContent)).toEqual(['', '', '合计', '7', '']);
    const header = screen.getAllByRole('columnheader').map((cell) => cell.textContent);
    expect(header.indexOf('气瓶条码')).toBe(2);
    expect(header).toHaveLength(cells.length);
  });
});
