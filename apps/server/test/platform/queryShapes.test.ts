import { describe, expect, it } from 'vitest';
import { listPublicCylinders, type PublicQueryFilter } from '../../src/modules/public/public.repository';
import { givenValues, QueryShapeCache } from '../../src/platform/queryShapes';
import { compileOnlyDb } from '../support/compileOnlyDb';

const db = compileOnlyDb;

const filters: PublicQueryFilter[] = [
  { barcode: 'JX01' },
  { barcode: 'JX02' },
  { serialNumber: 'S1', makeDateFrom: '2020-01-01', makeDateBefore: '2020-04-01' },
  { plateNum: '浙F·12345', nextInspectionFrom: '2026-01-01' },
  { serialNumber: 'S2', makeDateFrom: '2019-05-01', makeDateBefore: '2019-06-01' },
];

describe('QueryShapeCache', () => {
  it('gives exactly what building and compiling each query would, for every shape and value', () => {
    const cache = new QueryShapeCache();
    for (const [index, filter] of filters.entries()) {
      const direct = listPublicCylinders(db, filter, index * 20, 20).compile();
      const cached = cache.compile(
        'list',
        { ...filter, offset: index * 20, limit: 20 },
        ({ offset, limit, ...values }) => listPublicCylinders(db, values, offset as number, limit as number),
      );
      expect(cached.sql).toBe(direct.sql);
      expect(cached.parameters).toEqual(direct.parameters);
    }
  });

  it('builds each shape once and reuses the very same SQL text', () => {
    const cache = new QueryShapeCache();
    let builds = 0;
    const compile = (filter: PublicQueryFilter) =>
      cache.compile('list', { ...filter, offset: 0, limit: 20 }, ({ offset, limit, ...values }) => {
        builds += 1;
        return listPublicCylinders(db, values, offset as number, limit as number);
      });
    const first = compile({ barcode: 'A' });
    const second = compile({ barcode: 'B' });
    compile({ serialNumber: 'C' });
    expect(builds).toBe(2);
    expect(second.sql).toBe(first.sql);
    expect(second.parameters).toContain('B');
    expect(second.parameters).not.toContain('A');
  });

  it('refuses a shape that binds a constant or a value it changed, which would freeze into later statements', () => {
    const cache = new QueryShapeCache();
    expect(() =>
      cache.compile('constant', { barcode: 'A' }, (values) => listPublicCylinders(db, values, 0, 20)),
    ).toThrow(/is not one of its values/);
    expect(() =>
      cache.compile('changed', { barcode: 'A', offset: 0, limit: 20 }, ({ barcode, offset, limit }) =>
        listPublicCylinders(db, { barcode: `${barcode}%` }, offset as number, limit as number),
      ),
    ).toThrow(/is not one of its values/);
  });
});

describe('givenValues', () => {
  it('keeps every given value, falsy ones too, and leaves out only those not given', () => {
    const given = givenValues({ a: 0, b: undefined, c: false, d: '', e: [1, 2], f: undefined });
    expect(given).toEqual({ a: 0, c: false, d: '', e: [1, 2] });
    expect(Object.keys(given)).toEqual(['a', 'c', 'd', 'e']);
  });
});
