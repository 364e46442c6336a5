import { useState } from 'react';
import { App, Button } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { messages, type TableColumn } from '@gcs/contracts';
import { useApi } from '../../api/ApiContext';
import { saveBlob } from '../../api/files';
import { buildWorkbook } from './clientWorkbook';
import type { PagedAnswer } from './usePagedList';
import {
  clientExportPageSize,
  exportColumns,
  exportConfirmTitle,
  exportFileName,
  exportPlan,
  serverExportQuery,
} from './exportPlan';

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
  fetchPage: (pageIndex: number, pageSize: number) => Promise<PagedAnswer<Row>>;
  /** The value written for a column (default: the row's field of that code). */
  cellValue?: (row: Row, code: string) => unknown;
}

export type ExportButtonProps<Row> = ServerExportProps | ClientExportProps<Row>;

async function readRows<Row>(props: ClientExportProps<Row>, wanted: number): Promise<Record<string, unknown>[]> {
  const rows: Row[] = [];
  for (let page = 1; rows.length < wanted; page += 1) {
    const answer = await props.fetchPage(page, clientExportPageSize);
    rows.push(...answer.list.slice(0, wanted - rows.length));
    if (answer.list.length < clientExportPageSize) break;
  }
  const value = props.cellValue;
  if (!value) return rows as Record<string, unknown>[];
  return rows.map((row) => Object.fromEntries(props.columns.map((column) => [column.code, value(row, column.code)])));
}

/**
 * 导出 (spec 02 sections 2.2 and 8): 无数据 when the total is 0; otherwise a confirmation that warns above the mode's
 * limit; 导出中，请稍候！ while it runs; 导出出错 when it fails. The visible columns go, in their shown order.
 */
export function ExportButton<Row>(props: ExportButtonProps<Row>) {
  const api = useApi();
  const { message, modal } = App.useApp();
  const [running, setRunning] = useState(false);

  const run = async (rows: number) => {
    setRunning(true);
    const hide = message.loading({ content: messages.exporting, duration: 0 });
    try {
      const blob =
        props.mode === 'server'
          ? await api.shared.download(props.url, serverExportQuery(props.filters, props.columns))
          : await buildWorkbook(props.title, exportColumns(props.columns), await readRows(props, rows));
      saveBlob(blob, exportFileName(props.title));
    } catch {
      void message.error(messages.exportFailed);
    } finally {
      hide();
      setRunning(false);
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
    <Button icon={<DownloadOutlined />} onClick={start} loading={running} disabled={props.disabled}>
      {props.children ?? '导出'}
    </Button>
  );
}
