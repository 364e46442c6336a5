import { clientExportPageSize } from './exportPlan';
import type { PagedAnswer } from './usePagedList';

/**
 * How far an export has come (issue 15: 导出中，请稍候！ with visible progress), pure: a browser export counts the
 * rows read of the rows to export; a server export streams a file of unknown length (its rows are written as they
 * are read, so there is no Content-Length), so it counts the bytes received and the time taken.
 */
export type ExportProgress =
  | { mode: 'client'; read: number; total: number; elapsedMs: number }
  | { mode: 'server'; bytes: number; elapsedMs: number };

/** The percent done of a browser export; undefined for a server export, whose end is not known in advance. */
export function progressPercent(progress: ExportProgress): number | undefined {
  if (progress.mode === 'server') return undefined;
  if (progress.total <= 0) return 0;
  return Math.min(100, Math.floor((progress.read / progress.total) * 100));
}

/** 1 536 bytes read 1.5 KB: B below a kilobyte, one decimal above. */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${Math.max(0, Math.round(bytes))} B`;
  const units = ['KB', 'MB', 'GB'];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${value.toFixed(1)} ${units[unit]}`;
}

/** 65 000 ms read 1 分 05 秒; under a minute, 秒 only. */
export function formatElapsed(ms: number): string {
  const seconds = Math.max(0, Math.floor(ms / 1000));
  if (seconds < 60) return `${seconds} 秒`;
  return `${Math.floor(seconds / 60)} 分 ${String(seconds % 60).padStart(2, '0')} 秒`;
}

/** The line under 导出中，请稍候！: `1500 / 4200 条` in the browser, `已接收 1.2 MB，已用时 3 秒` from the server. */
export function progressText(progress: ExportProgress): string {
  if (progress.mode === 'client') return `${progress.read} / ${progress.total} 条`;
  return `已接收 ${formatBytes(progress.bytes)}，已用时 ${formatElapsed(progress.elapsedMs)}`;
}

/** Thrown when the user cancels an export (取消): not an error to report. */
export class ExportCancelled extends Error {
  constructor() {
    super('已取消导出');
    this.name = 'ExportCancelled';
  }
}

/** Whether an error ends an export the user cancelled (our own, or the aborted request's). */
export function isCancelled(error: unknown, signal: AbortSignal): boolean {
  return error instanceof ExportCancelled || signal.aborted;
}

/**
 * Reads the rows of a browser export: pages of 500 in order until `wanted` rows are in (or the list ends early),
 * telling how many are read after each page; stops with ExportCancelled as soon as the signal aborts.
 */
export async function readClientRows<Row>(
  fetchPage: (pageIndex: number, pageSize: number, signal: AbortSignal) => Promise<PagedAnswer<Row>>,
  wanted: number,
  { signal, onRead }: { signal: AbortSignal; onRead?: (read: number) => void },
): Promise<Row[]> {
  const rows: Row[] = [];
  for (let page = 1; rows.length < wanted; page += 1) {
    if (signal.aborted) throw new ExportCancelled();
    const answer = await fetchPage(page, clientExportPageSize, signal);
    if (signal.aborted) throw new ExportCancelled();
    rows.push(...answer.list.slice(0, wanted - rows.length));
    onRead?.(rows.length);
    if (answer.list.length < clientExportPageSize) break;
  }
  return rows;
}

/** The progress with the bytes a server export has received (a browser export's is unchanged). */
export function withBytes(progress: ExportProgress | null, bytes: number): ExportProgress | null {
  return progress?.mode === 'server' ? { ...progress, bytes } : progress;
}

/** The progress with the rows a browser export has read (a server export's is unchanged). */
export function withRead(progress: ExportProgress | null, read: number): ExportProgress | null {
  return progress?.mode === 'client' ? { ...progress, read } : progress;
}
