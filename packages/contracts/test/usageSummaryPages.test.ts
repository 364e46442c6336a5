import { describe, expect, it } from 'vitest';
import {
  CylinderCategory,
  columnKeysOfUrl,
  columnsHiddenByKeys,
  drillNarrowing,
  drillOpens,
  definitionOf,
  drillsFrom,
  enterpriseColumnKeys,
  enterprisePage,
  filterValuesOfUrl,
  listPageFor,
  listTableOf,
  tabOfUrl,
  usageColumnKeys,
  usageSummaryApi,
  usageSummaryPage,
  type ListTable,
} from '../src/index';

const url = (query: string) => new URLSearchParams(query);

describe('the dashboard drill-down pages', () => {
  const usage = definitionOf(usageSummaryPage);
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
    const enterprise = definitionOf(enterprisePage);
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

describe('the counts of 企业统计 and of 充装率 by district', () => {
  it('opens the units a 企业统计 count stands for in a dialog of the page, by the row’s region and level', () => {
    const [fillStations, inspections] = definitionOf(enterprisePage).tables as [ListTable, ListTable];
    for (const [table, count, call] of [
      [fillStations, 'stationCount', usageSummaryApi.enterpriseFillStationUnits],
      [inspections, 'institutionCount', usageSummaryApi.enterpriseInspectionUnits],
    ] as const) {
      const drill = table.drill;
      if (!drill || !('dialog' in drill)) throw new Error(`${table.key} should open its units in a dialog`);
      expect(drill.dialog.call).toBe(call);
      // The server answers the dialog's call for the page that opens it (its holders need not hold UnitManage).
      expect(listTableOf('enterprise', call)).toBe(drill.dialog);
      expect(Object.keys(drill.byColumn)).toEqual([count]);
      const own = { divisionCode: '330500', divisionName: '湖州市（本级）', ownLevel: true };
      expect(drillNarrowing(drill, own, count)).toEqual({ DivisionCode: '330500', OwnLevel: true });
      expect(drillOpens(table, count)).toBe(drill.dialog.label);
    }
  });

  it('opens the per-station tab of 充装率 narrowed to a district, and no district for the rows without one', () => {
    const page = listPageFor('fillingRate', {
      category: CylinderCategory.Vehicle,
      isVehicle: true,
      pageName: 'FillingRate',
    });
    const districts = page.tables.find((table) => table.key === 'districts');
    const drill = districts?.drill;
    if (!drill || !('to' in drill)) throw new Error('按区域统计 should open the per-station tab');
    expect(districts?.tab).toBe('按区域统计');
    expect(drill.to).toBe('stations');
    expect(page.filters.some((field) => field.kind === 'region' && field.field === 'DivisionCode')).toBe(true);
    expect(drillNarrowing(drill, { divisionCode: '330502' }, 'stationCount')).toEqual({ DivisionCode: '330502' });
    expect(drillsFrom(drill, { divisionCode: null, divisionName: '湖州市（本级）' })).toBe(false);
  });
});
