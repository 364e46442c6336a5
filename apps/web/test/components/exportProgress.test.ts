import { describe, expect, it, vi } from 'vitest';
import {
  ExportCancelled,
  formatBytes,
  formatElapsed,
  progressPercent,
  progressText,
  readClientRows,
  withBytes,
  withRead,
} from '../../src/components/table/exportProgress';

const pages = (total: number) =>
  vi.fn(async (pageIndex: number, pageSize: number) => ({
    totalCount: total,
    list: Array.from({ length: Math.max(0, Math.min(pageSize, total - (pageIndex - 1) * pageSize)) }, (_, i) => ({
      n: (pageIndex - 1) * pageSize + i + 1,
    })),
  }));

describe('export progress', () => {
  it('shows a browser export as rows read of the total, with its percent', () => {
    const progress = { mode: 'client', read: 1500, total: 4200, elapsedMs: 2000 } as const;
    expect(progressText(progress)).toBe('1500 / 4200 条');
    expect(progressPercent(progress)).toBe(35);
    expect(progressPercent({ ...progress, read: 4200 })).toBe(100);
    expect(progressPercent({ ...progress, read: 0, total: 0 })).toBe(0);
  });

  it('shows a server export as bytes received and time taken, without a percent (its length is unknown)', () => {
    const progress = { mode: 'server', bytes: 1_258_291, elapsedMs: 65_000 } as const;
    expect(progressText(progress)).toBe('已接收 1.2 MB，已用时 1 分 05 秒');
    expect(progressPercent(progress)).toBeUndefined();
    expect(formatBytes(0)).toBe('0 B');
    expect(formatBytes(1023)).toBe('1023 B');
    expect(formatBytes(1536)).toBe('1.5 KB');
    expect(formatElapsed(999)).toBe('0 秒');
    expect(formatElapsed(59_999)).toBe('59 秒');
  });

  it('updates only the figure of its own mode', () => {
    const client = { mode: 'client', read: 0, total: 10, elapsedMs: 0 } as const;
    const server = { mode: 'server', bytes: 0, elapsedMs: 0 } as const;
    expect(withRead(client, 5)).toEqual({ ...client, read: 5 });
    expect(withBytes(client, 5)).toBe(client);
    expect(withBytes(server, 2048)).toEqual({ ...server, bytes: 2048 });
    expect(withRead(server, 5)).toBe(server);
    expect(withRead(null, 5)).toBeNull();
  });
});

describe('reading a browser export', () => {
  it('reads pages of 500 until the wanted rows are in, telling the rows read after each page', async () => {
    const fetchPage = pages(1200);
    const read: number[] = [];
    const rows = await readClientRows(fetchPage, 1200, {
      signal: new AbortController().signal,
      onRead: (count) => read.push(count),
    });
    expect(rows).toHaveLength(1200);
    expect(rows.at(-1)).toEqual({ n: 1200 });
    expect(fetchPage.mock.calls.map(([page, size]) => [page, size])).toEqual([
      [1, 500],
      [2, 500],
      [3, 500],
    ]);
    expect(read).toEqual([500, 1000, 1200]);
  });

  it('stops at the limit, and early when the list turns out shorter than its total said', async () => {
    const long = pages(12_000);
    expect(await readClientRows(long, 10_000, { signal: new AbortController().signal })).toHaveLength(10_000);
    expect(long).toHaveBeenCalledTimes(20);
    const shrunk = pages(700);
    expect(await readClientRows(shrunk, 900, { signal: new AbortController().signal })).toHaveLength(700);
    expect(shrunk).toHaveBeenCalledTimes(2);
  });

  it('stops with ExportCancelled once the user cancels, reading no further page', async () => {
    const controller = new AbortController();
    const fetchPage = vi.fn(async (pageIndex: number, pageSize: number) => {
      if (pageIndex === 2) controller.abort();
      return { totalCount: 5000, list: Array.from({ length: pageSize }, () => ({})) };
    });
    await expect(readClientRows(fetchPage, 5000, { signal: controller.signal })).rejects.toBeInstanceOf(
      ExportCancelled,
    );
    expect(fetchPage).toHaveBeenCalledTimes(2);
  });
});
