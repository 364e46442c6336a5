import { useEffect, useRef, useState } from 'react';
import { App, Button, Modal, Progress, Typography } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { messages, type ExportColumn, type TableColumn } from '@gcs/contracts';
import { useApi } from '../../api/ApiContext';
import { saveBlob } from '../../api/files';
import { buildWorkbook } from './clientWorkbook';
import type { PagedAnswer } from './usePagedList';
import { exportColumns, exportConfirmTitle, exportFileName, exportPlan, serverExportQuery } from './exportPlan';
import {
  isCancelled,
  progressPercent,
  progressText,
  readClientRows,
  withBytes,
  withRead,
  type ExportProgress,
} from './exportProgress';

interface CommonProps {
  /** File name (without .xlsx) and sheet name. */
  title: string;
  /** The list's current total (0 answers 无数据 without a call). */
  total: number;
  /** The shown columns in their shown order (useColumnConfig's `visible`). */
  columns: readonly TableColumn[];
  disabled?: boolean;
  /** Button text; 导出 by default. */
  children?: string;
}

/** The server builds the .xlsx: the list address is called with the filters, isExport=true and ExportColumns. */
export interface ServerExportProps extends CommonProps {
  mode: 'server';
  url: string;
  filters: Record<string, unknown>;
}

/** The browser builds the .xlsx from pages of 500 rows (up to 10 000). */
export interface ClientExportProps<Row> extends CommonProps {
  mode: 'client';
  fetchPage: (pageIndex: number, pageSize: number, signal: AbortSignal) => Promise<PagedAnswer<Row>>;
  /** The value written for a column (default: the row's field of that code). */
  cellValue?: (row: Row, code: string) => unknown;
  /**
   * Records the export in the audit trail once the file is built and before it is offered: a failure to record
   * is an export failure (导出出错), so no browser export goes unaudited.
   */
  onExported?: (rows: number, columns: readonly ExportColumn[]) => Promise<void>;
}

export type ExportButtonProps<Row> = ServerExportProps | ClientExportProps<Row>;

function sheetRows<Row>(props: ClientExportProps<Row>, rows: readonly Row[]): Record<string, unknown>[] {
  const value = props.cellValue;
  if (!value) return rows as Record<string, unknown>[];
  return rows.map((row) => Object.fromEntries(props.columns.map((column) => [column.code, value(row, column.code)])));
}

/** The dialog shown while an export runs: 导出中，请稍候！, the progress and 取消. */
function ExportProgressDialog({
  title,
  progress,
  onCancel,
}: {
  title: string;
  progress: ExportProgress;
  onCancel: () => void;
}) {
  const percent = progressPercent(progress);
  return (
    <Modal
      open
      title={`导出：${title}`}
      closable={false}
      maskClosable={false}
      keyboard={false}
      footer={<Button onClick={onCancel}>取消导出</Button>}
    >
      <Typography.Paragraph>{messages.exporting}</Typography.Paragraph>
      {percent === undefined ? (
        <Progress percent={100} status="active" showInfo={false} aria-label="导出进度" />
      ) : (
        <Progress percent={percent} status="active" aria-label="导出进度" />
      )}
      <Typography.Text type="secondary" role="status" data-testid="export-progress">
        {progressText(progress)}
      </Typography.Text>
    </Modal>
  );
}

/**
 * 导出 (spec 02 sections 2.2 and 8): 无数据 when the total is 0; otherwise a confirmation that warns above the mode's
 * limit; while it runs a dialog with 导出中，请稍候！ and its progress (rows read of the total in the browser; bytes
 * received and the time taken from the server) and 取消导出; 导出出错 when it fails. The visible columns go, in their
 * shown order.
 */
export function ExportButton<Row>(props: ExportButtonProps<Row>) {
  const api = useApi();
  const { message, modal } = App.useApp();
  const [progress, setProgress] = useState<ExportProgress | null>(null);
  const controller = useRef<AbortController | null>(null);
  const running = progress !== null;

  // The elapsed time moves on while nothing else does (a server still building the first rows).
  useEffect(() => {
    if (!running) return undefined;
    const started = Date.now();
    const timer = window.setInterval(() => {
      setProgress((current) => current && { ...current, elapsedMs: Date.now() - started });
    }, 1000);
    return () => window.clearInterval(timer);
  }, [running]);
  // Leaving the page stops an export still running.
  useEffect(() => () => controller.current?.abort(), []);

  const run = async (rows: number) => {
    const abort = new AbortController();
    controller.current = abort;
    const { signal } = abort;
    setProgress(
      props.mode === 'server'
        ? { mode: 'server', bytes: 0, elapsedMs: 0 }
        : { mode: 'client', read: 0, total: rows, elapsedMs: 0 },
    );
    try {
      let blob: Blob;
      if (props.mode === 'server') {
        blob = await api.shared.download(props.url, serverExportQuery(props.filters, props.columns), signal, (bytes) =>
          setProgress((current) => withBytes(current, bytes)),
        );
      } else {
        const read = await readClientRows(props.fetchPage, rows, {
          signal,
          onRead: (count) => setProgress((current) => withRead(current, count)),
        });
        const columns = exportColumns(props.columns);
        blob = await buildWorkbook(props.title, columns, sheetRows(props, read));
        if (signal.aborted) throw new DOMException('aborted', 'AbortError');
        await props.onExported?.(read.length, columns);
      }
      if (signal.aborted) throw new DOMException('aborted', 'AbortError');
      saveBlob(blob, exportFileName(props.title));
    } catch (error) {
      if (isCancelled(error, signal)) void message.info('已取消导出');
      else void message.error(messages.exportFailed);
    } finally {
      controller.current = null;
      setProgress(null);
    }
  };

  const start = () => {
    const plan = exportPlan(props.total, props.mode);
    if (plan.kind === 'noData') {
      void message.info(messages.exportNoData);
      return;
    }
    modal.confirm({
      title: exportConfirmTitle,
      content: plan.question,
      okText: '确定',
      cancelText: '取消',
      onOk: () => {
        void run(plan.rows);
      },
    });
  };

  return (
    <>
      <Button icon={<DownloadOutlined />} onClick={start} loading={running} disabled={props.disabled}>
        {props.children ?? '导出'}
      </Button>
      {progress && (
        <ExportProgressDialog title={props.title} progress={progress} onCancel={() => controller.current?.abort()} />
      )}
    </>
  );
}
