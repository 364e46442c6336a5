import { describe, expect, it } from 'vitest';
import {
  CylinderCategory,
  columnKeysOfUrl,
  columnsHiddenByKeys,
  enterpriseColumnKeys,
  enterprisePage,
  filterValuesOfUrl,
  tabOfUrl,
  usageColumnKeys,
  usageSummaryApi,
  usageSummaryPage,
  type ListTable,
} from '../src/index';

const url = (query: string) => new URLSearchParams(query);

describe('the dashboard drill-down pages', () => {
  const usage = usageSummaryPage();
  const [usageTable] = usage.tables as [ListTable];

  it('gives every key of the dashboard one column of 使用情况汇总, and each group all of its keys', () => {
    const codes = usageTable.columns.map((column) => column.code);
    for (const [key, code] of Object.entries(usageColumnKeys)) {
      expect(codes).toContain(code);
      expect(usageTable.columnKeys?.[key]).toEqual([code]);
    }
    for (const group of ['1', '2', '3']) {
      const members = Object.entries(usageColumnKeys).filter(([key]) => key.startsWith(`${group}-`));
      expect(usageTable.columnKeys?.[group]).toEqual(members.map(([, code]) => code));
    }
    expect(usageTable.summaryRow?.sums).toEqual(Object.values(usageColumnKeys));
  });

  it('reads the card link: keys as a comma list or repeated, the days of dateRange, codes as numbers', () => {
    const link = url('summaryColKey=2-1,2-6&DivisionCode=330502&Category=3&dateRange=2026-01-01,2026-11-26');
    expect(columnKeysOfUrl(usage, link)).toEqual(['2-1', '2-6']);
    expect(columnKeysOfUrl(usage, url('summaryColKey=1-1&summaryColKey=1-2'))).toEqual(['1-1', '1-2']);
    expect(filterValuesOfUrl(usage.filters, usageSummaryApi.usageSummary.query, link)).toEqual({
      DivisionCode: '330502',
      Category: CylinderCategory.Vehicle,
      From: '2026-01-01',
      To: '2026-11-26',
    });
    const hidden = columnsHiddenByKeys(usageTable, ['2-1', '2-6']);
    expect(hidden.has(usageColumnKeys['2-1'])).toBe(false);
    expect(hidden.has(usageColumnKeys['1-1'])).toBe(true);
    expect(hidden.has('divisionName')).toBe(false);
    expect(columnsHiddenByKeys(usageTable, ['9-9']).size).toBe(0);
  });

  it('drops what the call refuses and keeps the rest', () => {
    const values = filterValuesOfUrl(
      usage.filters,
      usageSummaryApi.usageSummary.query,
      url('DivisionCode=33&Category=9&dateRange=2026-11-26,2026-01-01&From=2026-02-01'),
    );
    // The malformed division and category go, then the end before the start; the start stays.
    expect(values).toEqual({ From: '2026-02-01' });
    expect(
      filterValuesOfUrl(usage.filters, usageSummaryApi.usageSummary.query, url('Category=2&DivisionCode=abc')),
    ).toEqual({ Category: 2 });
  });

  it('opens 企业统计 on the tab its link names, by tabName or by the key alone', () => {
    const enterprise = enterprisePage();
    expect(tabOfUrl(enterprise, url('summaryColKey=2&tabName=Inspection'))).toBe('Inspection');
    expect(tabOfUrl(enterprise, url(`summaryColKey=${enterpriseColumnKeys.Inspection}`))).toBe('Inspection');
    expect(tabOfUrl(enterprise, url('summaryColKey=1&tabName=fillStation&StationType=3'))).toBe('fillStation');
    expect(tabOfUrl(enterprise, url(''))).toBeUndefined();
    const [fillStation] = enterprise.tables as [ListTable];
    expect(
      filterValuesOfUrl(fillStation.filters ?? [], fillStation.call.query, url('StationType=3&DivisionCode=330502')),
    ).toEqual({ StationType: 3, DivisionCode: '330502' });
  });
});
