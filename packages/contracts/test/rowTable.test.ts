import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { rowTable } from '../src/lists/rowTable';

describe('rowTable', () => {
  const table = rowTable({
    ordinalNum: { value: z.number().int(), title: '序号', width: 70, align: 'center' },
    stationId: { value: z.number().int() },
    stationName: { value: z.string(), title: '充装单位', shows: { kind: 'text', whenEmpty: '未填写' } },
  });

  it('shows the fields with a title as columns, in their order, with their look', () => {
    expect(table.columns).toEqual([
      { title: '序号', code: 'ordinalNum', isDisplay: true, width: 70, align: 'center' },
      { title: '充装单位', code: 'stationName', isDisplay: true, shows: { kind: 'text', whenEmpty: '未填写' } },
    ]);
  });

  it('checks every field of the row, shown or not', () => {
    expect(table.row.parse({ ordinalNum: 1, stationId: 7, stationName: '站' })).toEqual({
      ordinalNum: 1,
      stationId: 7,
      stationName: '站',
    });
    expect(table.row.safeParse({ ordinalNum: 1, stationName: '站' }).success).toBe(false);
  });
});
