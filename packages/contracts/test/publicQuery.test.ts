import { describe, expect, it } from 'vitest';
import { publicQueryListQuery } from '../src/index';

describe('public query conditions', () => {
  it('needs at least one condition', () => {
    const result = publicQueryListQuery.safeParse({ PageIndex: '1' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('至少输入一个查询条件');
  });

  it('trims text, reads full dates as months and pages 20 rows from page 1 by default', () => {
    const parsed = publicQueryListQuery.parse({ Barcode: ' HZ01 ', MakeDateStart: '2020-03-15' });
    expect(parsed).toMatchObject({ Barcode: 'HZ01', MakeDateStart: '2020-03', PageIndex: 1, CountPerPage: 20 });
  });

  it('explains a month in the wrong format', () => {
    const result = publicQueryListQuery.safeParse({ NextInspectionDateEnd: '2020-13' });
    expect(result.error?.issues[0]?.message).toBe('下次检验日期止格式应为年-月，例如2024-05');
  });
});
