import { describe, expect, expectTypeOf, it } from 'vitest';
import { listQuery } from '../src/index';

const widgets = [
  { kind: 'station', field: 'StationId', label: '充装单位' },
  { kind: 'text', field: 'LicenseNo', label: '许可证编号', maxLength: 8 },
  { kind: 'select', field: 'State', label: '状态', options: { 1: '已过期', 2: '30天内到期' } },
  { kind: 'dayRange', from: 'From', to: 'To', label: '有效期止' },
] as const;
const query = listQuery(widgets);

const messages = (input: Record<string, unknown>) =>
  query.safeParse(input).error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`) ?? [];

describe('the query of a list from its filter widgets', () => {
  it('reads each widget’s fields, the page and the export flag, leaving absent ones out', () => {
    const parsed = query.parse({
      StationId: '7',
      LicenseNo: ' TS42 ',
      State: '2',
      From: '2026-01-01',
      isExport: 'true',
    });
    expect(parsed).toMatchObject({ StationId: 7, LicenseNo: 'TS42', State: 2, From: '2026-01-01' });
    expect('To' in parsed).toBe(false);
    expect(parsed).toMatchObject({ PageIndex: 1, CountPerPage: 20, isExport: true });
    expectTypeOf(parsed.StationId).toEqualTypeOf<number | undefined>();
    expectTypeOf(parsed.From).toEqualTypeOf<string | undefined>();
  });

  it('names the widget’s label in each refusal', () => {
    expect(messages({ StationId: 'x' })[0]).toContain('充装单位');
    expect(messages({ LicenseNo: '123456789' })[0]).toContain('许可证编号');
    expect(messages({ State: '3' })[0]).toContain('状态');
    expect(messages({ From: '2026/01/01' })).toEqual(['From: 有效期止起格式应为年-月-日，例如2024-05-01']);
  });

  it('refuses a range that ends before it starts, on its end field', () => {
    expect(messages({ From: '2026-02-01', To: '2026-01-31' })).toEqual(['To: 有效期止的开始日期不能晚于结束日期']);
    expect(messages({ From: '2026-02-01', To: '2026-02-01' })).toEqual([]);
  });

  it('adds the call’s own fields after the widgets’', () => {
    const extended = listQuery(widgets.slice(0, 1), { Extra: query.shape.LicenseNo });
    expect(extended.parse({ Extra: 'a', StationId: 3 })).toMatchObject({ Extra: 'a', StationId: 3 });
    expect(extended.safeParse({ Extra: 'x'.repeat(9) }).error?.issues[0]?.message).toContain('许可证编号');
  });
});
