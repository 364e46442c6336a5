import { once } from 'node:events';
import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import type { FastifyReply } from 'fastify';
import { serverExportLimit, shownExportColumns, type ExportColumn, type TableColumn } from '@gcs/contracts';
import type { SessionUser } from './session';
import { actorOf, type Syslog } from './syslog';

type Cell = string | number | null;

export const xlsxMimeType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Rows a keyset batch reads at a time. */
export const exportBatchSize = 1000;

/** One server-side export (spec 02 sections 2.2 and 7.2). */
export interface XlsxExport<Row extends object> {
  /** The file's name without the extension (Chinese is fine: it travels RFC 5987-encoded). */
  fileName: string;
  /** The visible columns in their shown order: code is the row field, title the header. */
  columns: readonly ExportColumn[];
  /** The rows, in the order of the screen; read lazily, so only a batch is held at a time. */
  rows: AsyncIterable<Row>;
  /** What was exported, for the audit trail (e.g. 气瓶档案). */
  what: string;
  /** At most this many rows are written (default serverExportLimit). */
  limit?: number;
  /** A row written after the rows, under the same columns: the table's 合计 row. */
  lastRow?: readonly Cell[] | undefined;
}

/** Who exports, for the syslog row every export writes. */
export interface ExportAudit {
  syslog: Syslog;
  user: SessionUser;
  now: () => Date;
}

/**
 * Rows read in keyset batches: `fetch(after, size)` answers the rows that follow the key `after` (null: from the
 * start) in the export's order; the last row of a batch gives the next key. Stops at the first short batch.
 */
export async function* keysetRows<Row, Key>(
  fetch: (after: Key | null, size: number) => Promise<readonly Row[]>,
  keyOf: (row: Row) => Key,
  batchSize: number = exportBatchSize,
): AsyncGenerator<Row> {
  let after: Key | null = null;
  for (;;) {
    const batch = await fetch(after, batchSize);
    yield* batch;
    const last = batch.at(-1);
    if (batch.length < batchSize || last === undefined) return;
    after = keyOf(last);
  }
}

/** Content-Disposition of an attachment whose name may be Chinese (RFC 6266 / RFC 5987). */
export function attachmentHeader(fileName: string): string {
  return `attachment; filename*=UTF-8''${encodeURIComponent(`${fileName}.xlsx`)}`;
}

/** A cell of a column: the row's own field of that code (never an inherited property), booleans as 是/否. */
function cellOf(row: object, code: string): Cell {
  if (!Object.hasOwn(row, code)) return null;
  const value: unknown = (row as Record<string, unknown>)[code];
  if (value === null || value === undefined) return null;
  if (typeof value === 'boolean') return value ? '是' : '否';
  if (typeof value === 'number' || typeof value === 'string') return value;
  return JSON.stringify(value);
}

const columnWidth = (title: string) => Math.min(40, Math.max(10, title.length * 2 + 4));

/**
 * Streams the rows as an .xlsx file (ExcelJS streaming writer: each row is written and released, so memory stays
 * constant however many rows go), the visible columns in their order, at most `limit` rows, and writes a syslog
 * 'export' row with who exported what and how many rows. The first batch is read before anything is sent, so a
 * failing query still answers with a JSON error; a failure later breaks the download (the browser shows 导出出错).
 * Resolves when the file has been sent (a route handler may return this promise: the reply is then handled).
 */
export async function sendXlsx<Row extends object>(
  reply: FastifyReply,
  exported: XlsxExport<Row>,
  audit: ExportAudit,
): Promise<void> {
  const limit = Math.min(exported.limit ?? serverExportLimit, serverExportLimit);
  const iterator = exported.rows[Symbol.asyncIterator]();
  const first = await iterator.next();

  const stream = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useStyles: false, useSharedStrings: false });
  const sheet = workbook.addWorksheet(exported.what.slice(0, 31) || 'Sheet1');
  sheet.columns = exported.columns.map((column) => ({ key: column.code, width: columnWidth(column.title) }));
  sheet.addRow(exported.columns.map((column) => column.title)).commit();

  const write = async () => {
    let count = 0;
    try {
      for (let step = first; !step.done && count < limit;) {
        sheet.addRow(exported.columns.map((column) => cellOf(step.value, column.code))).commit();
        count += 1;
        if (count % exportBatchSize === 0 && stream.writableNeedDrain) {
          await Promise.race([once(stream, 'drain'), once(stream, 'close')]);
        }
        if (count < limit) step = await iterator.next();
      }
      if (exported.lastRow) sheet.addRow([...exported.lastRow]).commit();
      sheet.commit();
      await writeSyslog(audit, reply, exported, 'success', count);
      await workbook.commit();
    } catch (error) {
      reply.log.error({ err: error }, 'export failed');
      stream.destroy(error as Error);
      await writeSyslog(audit, reply, exported, 'failure', count).catch(() => undefined);
    } finally {
      await iterator.return?.();
    }
  };

  reply.header('content-type', xlsxMimeType).header('content-disposition', attachmentHeader(exported.fileName));
  void write();
  await reply.send(stream);
}

function writeSyslog(
  audit: ExportAudit,
  reply: FastifyReply,
  exported: XlsxExport<object>,
  result: 'success' | 'failure',
  rows: number,
) {
  return audit.syslog.write({
    at: audit.now(),
    event: 'export',
    result,
    ...actorOf(audit.user),
    ip: reply.request.ip,
    detail: { what: exported.what, rows, columns: exported.columns.map((column) => column.code) },
  });
}

/** The columns an export writes: those the screen shows, in its order, or else the table's default visible ones. */
export function exportColumns(requested: readonly ExportColumn[] | undefined, defaults: readonly TableColumn[]) {
  return requested ?? shownExportColumns(defaults);
}

/**
 * The rows of a list read page by page (these lists are short, a few thousand rows at most, so paging by offset in the
 * screen's order is cheap), numbered as the screen numbers them.
 */
export async function* pagedRows<Row, Out>(
  read: (offset: number, limit: number) => Promise<readonly Row[]>,
  map: (row: Row, ordinalNum: number) => Out,
  batchSize = 1000,
): AsyncGenerator<Out> {
  for (let offset = 0; ; offset += batchSize) {
    const batch = await read(offset, batchSize);
    for (const [index, row] of batch.entries()) yield map(row, offset + index + 1);
    if (batch.length < batchSize) return;
  }
}

/** Rows read in their export's order (keyset batches, `keysetRows`), numbered as the screen numbers them. */
export async function* numberedRows<Row, Out>(
  rows: AsyncIterable<Row>,
  map: (row: Row, ordinalNum: number) => Out,
): AsyncGenerator<Out> {
  let ordinalNum = 0;
  for await (const row of rows) yield map(row, ++ordinalNum);
}
