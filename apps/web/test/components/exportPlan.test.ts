import { describe, expect, it } from 'vitest';
import type { TableColumn } from '@gcs/contracts';
import {
  clientExportPages,
  exportColumns,
  exportFileName,
  exportPlan,
  serverExportQuery,
} from '../../src/components/table/exportPlan';

describe('export plan', () => {
  it('says 无数据 for an empty list in either mode', () => {
    expect(exportPlan(0, 'client')).toEqual({ kind: 'noData' });
    expect(exportPlan(0, 'server')).toEqual({ kind: 'noData' });
  });

  it('asks to export everything up to the limit of the mode', () => {
    for (const [total, mode] of [
      [1, 'client'],
      [10_000, 'client'],
      [50_000, 'server'],
    ] as const) {
      expect(exportPlan(total, mode)).toEqual({
        kind: 'confirm',
        question: '确定导出全部数据吗？',
        rows: total,
        truncated: false,
      });
    }
  });

  it('warns above 10 000 rows in the browser and above 50 000 on the server', () => {
    expect(exportPlan(10_001, 'client')).toEqual({
      kind: 'confirm',
      question: '共 10001 条数据，超过 10000 条，仅导出前 10000 条，是否继续？',
      rows: 10_000,
      truncated: true,
    });
    expect(exportPlan(10_001, 'server')).toMatchObject({ question: '确定导出全部数据吗？', truncated: false });
    expect(exportPlan(123_456, 'server')).toMatchObject({
      question: '共 123456 条数据，超过 50000 条，仅导出前 50000 条，是否继续？',
      rows: 50_000,
    });
  });

  it('exports the shown columns in the shown order, and the filters without paging', () => {
    const columns: TableColumn[] = [
      { title: '序号', code: 'ordinalNum', isDisplay: true },
      { title: '气瓶条码', code: 'barcode', isDisplay: true },
      { title: '出厂编号', code: 'serialNumber', isDisplay: false },
      { title: '充装单位', code: 'stationName', isDisplay: true },
    ];
    expect(exportColumns(columns)).toEqual([
      { code: 'ordinalNum', title: '序号' },
      { code: 'barcode', title: '气瓶条码' },
      { code: 'stationName', title: '充装单位' },
    ]);
    expect(serverExportQuery({ Barcode: 'QP', PageIndex: 3, CountPerPage: 20 }, columns)).toEqual({
      Barcode: 'QP',
      isExport: true,
      ExportColumns: JSON.stringify(exportColumns(columns)),
    });
  });

  it('names the file after the title and reads at most 20 pages of 500 in the browser', () => {
    expect(exportFileName('气瓶档案')).toBe('气瓶档案.xlsx');
    expect(exportFileName('a/b:c')).toBe('a_b_c.xlsx');
    expect(clientExportPages(1)).toBe(1);
    expect(clientExportPages(501)).toBe(2);
    expect(clientExportPages(123_456)).toBe(20);
  });
});
