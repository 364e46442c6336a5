import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { messages, type TableColumn } from '@gcs/contracts';
import { ExportButton } from '../../src/components/table/ExportButton';
import { fakeApi } from '../fakeApi';
import { renderWidget } from './render';

const columns: TableColumn[] = [
  { title: '序号', code: 'ordinalNum', isDisplay: true },
  { title: '气瓶条码', code: 'barcode', isDisplay: true },
  { title: '充装单位', code: 'stationName', isDisplay: true },
];

let saved: { name: string; blob: Blob }[];
let blobs: Map<string, Blob>;

beforeEach(() => {
  saved = [];
  blobs = new Map();
  // jsdom has no object URLs and cannot download: record what would be saved.
  Object.assign(URL, {
    createObjectURL: vi.fn((blob: Blob) => {
      const url = `blob:test/${blobs.size}`;
      blobs.set(url, blob);
      return url;
    }),
    revokeObjectURL: vi.fn(),
  });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ name: this.download, blob: blobs.get(this.href) as Blob });
  });
});
afterEach(() => {
  vi.restoreAllMocks();
});

/** jsdom's Blob has no arrayBuffer(); FileReader reads it. */
function readBlob(blob: Blob): Promise<ArrayBuffer> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(blob);
  });
}

async function confirmDialog(question: string) {
  expect(await screen.findByText(question)).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: '确定' }));
}

describe('ExportButton', () => {
  it('says 无数据 and asks nothing when the list is empty', async () => {
    const api = fakeApi();
    renderWidget(<ExportButton mode="server" title="气瓶档案" total={0} columns={columns} url="/x" filters={{}} />, {
      api,
    });
    fireEvent.click(screen.getByRole('button', { name: /导出/ }));
    expect(await screen.findByText(messages.exportNoData)).toBeTruthy();
    expect(screen.queryByText('确定导出全部数据吗？')).toBeNull();
    expect(api.shared.download).not.toHaveBeenCalled();
  });

  it('server export: warns above 50 000, shows 导出中 while the file comes, and saves <title>.xlsx', async () => {
    const api = fakeApi();
    let deliver: (blob: Blob) => void = () => undefined;
    vi.mocked(api.shared.download).mockReturnValue(new Promise<Blob>((resolve) => (deliver = resolve)));
    renderWidget(
      <ExportButton
        mode="server"
        title="气瓶档案"
        total={123456}
        columns={[columns[1], { ...columns[0], isDisplay: false }, columns[2]] as TableColumn[]}
        url="/api/samr/Cylinder/list"
        filters={{ Barcode: 'QP', PageIndex: 2, CountPerPage: 20 }}
      />,
      { api },
    );
    fireEvent.click(screen.getByRole('button', { name: /导出/ }));
    await confirmDialog('共 123456 条数据，超过 50000 条，仅导出前 50000 条，是否继续？');

    expect(await screen.findByText(messages.exporting)).toBeTruthy();
    expect(api.shared.download).toHaveBeenCalledWith(
      '/api/samr/Cylinder/list',
      {
        Barcode: 'QP',
        isExport: true,
        ExportColumns: JSON.stringify([
          { code: 'barcode', title: '气瓶条码' },
          { code: 'stationName', title: '充装单位' },
        ]),
      },
      expect.any(AbortSignal),
      expect.any(Function),
    );
    deliver(new Blob(['xlsx'], { type: 'application/octet-stream' }));
    await waitFor(() => expect(saved.map((file) => file.name)).toEqual(['气瓶档案.xlsx']));
    await waitFor(() => expect(screen.queryByText(messages.exporting)).toBeNull());
  });

  it('asks 确定导出全部数据吗？ up to the limit', async () => {
    const api = fakeApi();
    vi.mocked(api.shared.download).mockResolvedValue(new Blob(['x']));
    renderWidget(<ExportButton mode="server" title="报表" total={30} columns={columns} url="/r" filters={{}} />, {
      api,
    });
    fireEvent.click(screen.getByRole('button', { name: /导出/ }));
    await confirmDialog('确定导出全部数据吗？');
    await waitFor(() => expect(saved).toHaveLength(1));
  });

  it('says 导出出错 when the export fails', async () => {
    const api = fakeApi();
    vi.mocked(api.shared.download).mockRejectedValue(new Error('服务器内部错误'));
    renderWidget(<ExportButton mode="server" title="报表" total={30} columns={columns} url="/r" filters={{}} />, {
      api,
    });
    fireEvent.click(screen.getByRole('button', { name: /导出/ }));
    await confirmDialog('确定导出全部数据吗？');
    expect(await screen.findByText(messages.exportFailed)).toBeTruthy();
    expect(saved).toHaveLength(0);
  });

  it('client export: warns above 10 000, reads pages of 500 and writes the shown columns in order', async () => {
    const fetchPage = vi.fn(async (pageIndex: number, pageSize: number) => ({
      totalCount: 12000,
      list: Array.from({ length: pageSize }, (_, index) => {
        const n = (pageIndex - 1) * pageSize + index + 1;
        return { ordinalNum: n, barcode: `QP${n}`, stationName: '示范充装站', hidden: 'x' };
      }),
    }));
    renderWidget(<ExportButton mode="client" title="气瓶清单" total={12000} columns={columns} fetchPage={fetchPage} />);
    fireEvent.click(screen.getByRole('button', { name: /导出/ }));
    await confirmDialog('共 12000 条数据，超过 10000 条，仅导出前 10000 条，是否继续？');
    expect(await screen.findByText(messages.exporting)).toBeTruthy();
    await waitFor(() => expect(saved).toHaveLength(1), { timeout: 15000 });

    expect(fetchPage).toHaveBeenCalledTimes(20);
    expect(fetchPage.mock.calls.every(([, size]) => size === 500)).toBe(true);
    expect(saved[0]?.name).toBe('气瓶清单.xlsx');
    const ExcelJS = await import('exceljs');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await readBlob(saved[0]?.blob as Blob));
    const sheet = workbook.worksheets[0];
    expect(sheet?.getRow(1).values).toEqual([undefined, '序号', '气瓶条码', '充装单位']);
    expect(sheet?.getRow(2).values).toEqual([undefined, 1, 'QP1', '示范充装站']);
    expect(sheet?.rowCount).toBe(10001);
  }, 30000);

  it('client export: shows the rows read of the total while it reads, records the export, then saves the file', async () => {
    let release: () => void = () => undefined;
    const second = new Promise<void>((resolve) => (release = resolve));
    const fetchPage = vi.fn(async (pageIndex: number, pageSize: number) => {
      if (pageIndex === 2) await second;
      const count = pageIndex === 1 ? pageSize : 200;
      return {
        totalCount: 700,
        list: Array.from({ length: count }, (_, index) => ({ ordinalNum: index + 1, barcode: 'QP', stationName: 'S' })),
      };
    });
    const onExported = vi.fn(async () => undefined);
    renderWidget(
      <ExportButton
        mode="client"
        title="车辆类型"
        total={700}
        columns={columns}
        fetchPage={fetchPage}
        onExported={onExported}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: /导出/ }));
    await confirmDialog('确定导出全部数据吗？');
    expect(await screen.findByText(messages.exporting)).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('export-progress').textContent).toBe('500 / 700 条'));
    expect(saved).toHaveLength(0);
    release();
    await waitFor(() => expect(saved.map((file) => file.name)).toEqual(['车辆类型.xlsx']), { timeout: 15000 });
    expect(onExported).toHaveBeenCalledWith(700, [
      { code: 'ordinalNum', title: '序号' },
      { code: 'barcode', title: '气瓶条码' },
      { code: 'stationName', title: '充装单位' },
    ]);
    await waitFor(() => expect(screen.queryByText(messages.exporting)).toBeNull());
  }, 30000);

  it('client export: says 导出出错 and offers no file when the export cannot be recorded', async () => {
    const fetchPage = vi.fn(async () => ({ totalCount: 2, list: [{ ordinalNum: 1 }, { ordinalNum: 2 }] }));
    const onExported = vi.fn(async () => {
      throw new Error('记录失败');
    });
    renderWidget(
      <ExportButton
        mode="client"
        title="角色"
        total={2}
        columns={columns}
        fetchPage={fetchPage}
        onExported={onExported}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: /导出/ }));
    await confirmDialog('确定导出全部数据吗？');
    expect(await screen.findByText(messages.exportFailed, {}, { timeout: 15000 })).toBeTruthy();
    expect(onExported).toHaveBeenCalledTimes(1);
    expect(saved).toHaveLength(0);
  }, 30000);

  it('取消导出 stops a running export: no file, no record, 已取消导出', async () => {
    const fetchPage = vi.fn(
      (_pageIndex: number, _pageSize: number, signal: AbortSignal) =>
        new Promise<{ totalCount: number; list: object[] }>((_resolve, reject) =>
          signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
        ),
    );
    const onExported = vi.fn(async () => undefined);
    renderWidget(
      <ExportButton
        mode="client"
        title="角色"
        total={40}
        columns={columns}
        fetchPage={fetchPage}
        onExported={onExported}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: /导出/ }));
    await confirmDialog('确定导出全部数据吗？');
    expect(await screen.findByText('0 / 40 条')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '取消导出' }));
    expect(await screen.findByText('已取消导出')).toBeTruthy();
    expect(onExported).not.toHaveBeenCalled();
    expect(saved).toHaveLength(0);
  });

  it('server export: shows the bytes received while the file streams', async () => {
    const api = fakeApi();
    let deliver: (blob: Blob) => void = () => undefined;
    vi.mocked(api.shared.download).mockImplementation((_url, _params, _signal, onProgress) => {
      onProgress?.(2048);
      return new Promise<Blob>((resolve) => (deliver = resolve));
    });
    renderWidget(<ExportButton mode="server" title="报表" total={30} columns={columns} url="/r" filters={{}} />, {
      api,
    });
    fireEvent.click(screen.getByRole('button', { name: /导出/ }));
    await confirmDialog('确定导出全部数据吗？');
    await waitFor(() =>
      expect(screen.getByTestId('export-progress').textContent).toMatch(/^已接收 2\.0 KB，已用时 \d+ 秒$/),
    );
    deliver(new Blob(['x']));
    await waitFor(() => expect(saved).toHaveLength(1));
  });
});
