import { describe, expect, it } from 'vitest';
import type { ListPageDefinition } from '@gcs/contracts';
import {
  filterValuesOfQuery,
  formFieldOf,
  formValuesOfNarrowing,
  initialFilterValues,
  queryOfFilter,
} from '../../src/lists/filterQuery';

const page: ListPageDefinition = {
  id: 'kinds',
  filterLabel: '查询条件',
  fixed: { CylinderCategory: 2 },
  filters: [
    { kind: 'text', field: 'Barcode', label: '气瓶条码', maxLength: 64 },
    { kind: 'select', field: 'Kind', label: '异常类型', options: { 1: '监管停用' } },
    { kind: 'station', field: 'StationId', label: '充装单位' },
    { kind: 'regulator', field: 'RegulatorId', label: '监管单位' },
    { kind: 'region', field: 'AreaCode', label: '所属区域' },
    { kind: 'dayRange', from: 'From', to: 'To', label: '加入日期' },
    { kind: 'monthRange', from: 'MakeDateFrom', to: 'MakeDateTo', label: '制造年月' },
    { kind: 'numberRange', from: 'VolumeMin', to: 'VolumeMax', label: '容积', unit: 'L' },
  ],
  tables: [],
};

describe('the query of a filter form', () => {
  it('carries the fixed values, each widget under its own fields, and nothing for an empty form', () => {
    expect(queryOfFilter(page, {})).toEqual({ CylinderCategory: 2 });
    const fields = page.filters.flatMap((field) => (field.kind === 'cylinder' ? [] : [formFieldOf(field)]));
    expect(new Set(fields).size).toBe(fields.length);
  });

  it('trims text, takes a region path by its last code, and spreads each range over its two fields', () => {
    const query = queryOfFilter(page, {
      Barcode: '  QP01 ',
      Kind: 1,
      StationId: 3,
      RegulatorId: 12,
      AreaCode: ['330000', '330400', '330402'],
      'From~To': ['2026-01-01', undefined],
      'MakeDateFrom~MakeDateTo': ['2019-01', '2020-12'],
      'VolumeMin~VolumeMax': [undefined, 50],
    });
    expect(query).toEqual({
      CylinderCategory: 2,
      Barcode: 'QP01',
      Kind: 1,
      StationId: 3,
      RegulatorId: 12,
      AreaCode: '330402',
      From: '2026-01-01',
      MakeDateFrom: '2019-01',
      MakeDateTo: '2020-12',
      VolumeMax: 50,
    });
  });

  it('drops whitespace-only text and an emptied region', () => {
    expect(queryOfFilter(page, { Barcode: '   ', AreaCode: [] })).toEqual({ CylinderCategory: 2 });
  });

  it('starts a day range with the last days up to today in China, and leaves the other widgets empty', () => {
    const filters = [
      ...page.filters,
      { kind: 'dayRange', from: 'DayFrom', to: 'DayTo', label: '充装日期', initialDays: 7 },
    ] as const;
    // 2026-03-01 01:00 in China is still 2026-02-28 in UTC: the days are China's.
    const values = initialFilterValues(filters, new Date('2026-02-28T17:00:00.000Z'));
    expect(values).toEqual({ 'DayFrom~DayTo': ['2026-02-23', '2026-03-01'] });
    expect(queryOfFilter({ filters, fixed: {} }, values)).toEqual({ DayFrom: '2026-02-23', DayTo: '2026-03-01' });
  });
});

describe('the filter form of a saved view', () => {
  it('fills each widget from the query, empties the others, and gives the same query back', () => {
    const query = { StationId: 3, AreaCode: '330402', From: '2026-11-01', To: '2026-11-30', VolumeMin: 10 };
    const values = filterValuesOfQuery(page.filters, query);
    expect(values).toMatchObject({
      Barcode: undefined,
      StationId: 3,
      AreaCode: ['330402'],
      'From~To': ['2026-11-01', '2026-11-30'],
      'MakeDateFrom~MakeDateTo': undefined,
      'VolumeMin~VolumeMax': [10, undefined],
    });
    expect(queryOfFilter(page, values)).toEqual({ CylinderCategory: 2, ...query });
  });
});

describe('a drill-down narrowing the page to another tab', () => {
  it('puts a region code into the region widget as its path, so the query narrows to that region', () => {
    const values = formValuesOfNarrowing(page.filters, { AreaCode: '330502', StationId: 7, RegulatorId: undefined });
    expect(values).toEqual({ AreaCode: ['330502'], StationId: 7, RegulatorId: undefined });
    expect(queryOfFilter(page, values)).toEqual({ CylinderCategory: 2, AreaCode: '330502', StationId: 7 });
  });
});
