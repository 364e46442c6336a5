import { describe, expect, it } from 'vitest';
import {
  addCheckRecordBody,
  checkTimeProblem,
  disposeFitsKind,
  disposeMethodsOfKind,
  FillingCheckDispose,
  FillingCheckKind,
  fillingCheckDisposeValues,
  listPages,
} from '../src/index';

const now = new Date('2026-11-26T02:00:00.000Z');
const minutes = (n: number) => new Date(now.getTime() + n * 60_000);

describe('the check records', () => {
  it('accepts a check time up to seven days back, and none in the future beyond a clock’s drift', () => {
    expect(checkTimeProblem(now, now)).toBeUndefined();
    expect(checkTimeProblem(minutes(2), now)).toBeUndefined();
    expect(checkTimeProblem(minutes(3), now)).toBe('检查时间不能晚于当前时间');
    expect(checkTimeProblem(minutes(-7 * 24 * 60), now)).toBeUndefined();
    expect(checkTimeProblem(minutes(-7 * 24 * 60 - 1), now)).toBe('只能补录7天内的检查记录');
  });

  it('lets each kind decide only its own dispose methods, and every method belongs to a kind', () => {
    expect(disposeFitsKind(FillingCheckKind.Before, FillingCheckDispose.Fill)).toBe(true);
    expect(disposeFitsKind(FillingCheckKind.Before, FillingCheckDispose.Release)).toBe(false);
    expect(disposeFitsKind(FillingCheckKind.After, FillingCheckDispose.Release)).toBe(true);
    expect(disposeFitsKind(FillingCheckKind.After, FillingCheckDispose.DrainThenFill)).toBe(false);
    const used = new Set(Object.values(disposeMethodsOfKind).flat());
    expect([...used].sort()).toEqual([...fillingCheckDisposeValues].sort());
  });

  it('reads a China time without offset, and an ISO instant, as the same instant', () => {
    const body = { Kind: 1, Barcode: 'JX0001', Operator: '李师傅', DisposeMethod: 1 };
    const local = addCheckRecordBody.parse({ ...body, CheckTime: '2026-11-26 09:30' });
    const iso = addCheckRecordBody.parse({ ...body, CheckTime: '2026-11-26T01:30:00Z' });
    expect(local.CheckTime).toBe('2026-11-26T01:30:00.000Z');
    expect(iso.CheckTime).toBe(local.CheckTime);
    expect(addCheckRecordBody.safeParse({ ...body, CheckTime: '2026-11-26T09:30:00' }).success).toBe(true);
    expect(addCheckRecordBody.safeParse({ ...body, CheckTime: '2026-13-45 09:30' }).success).toBe(false);
  });

  it('fixes the kind on each page of the one definition, and offers only that kind’s dispose methods', () => {
    const area = { category: 3, isVehicle: true, pageName: 'BeforeFillingInspection' } as const;
    const before = listPages.beforeFillingChecks(area);
    const after = listPages.afterFillingChecks({ ...area, pageName: 'AfterFillingInspection' });
    expect(before.fixed).toEqual({ Kind: FillingCheckKind.Before });
    expect(after.fixed).toEqual({ Kind: FillingCheckKind.After });
    expect(before.tables[0]?.call).toBe(after.tables[0]?.call);
    const disposeFilter = (page: typeof before) =>
      page.filters.find((filter) => 'field' in filter && filter.field === 'DisposeMethod');
    expect(Object.keys((disposeFilter(after) as { options: object }).options).map(Number)).toEqual(
      [...disposeMethodsOfKind[FillingCheckKind.After]].sort(),
    );
  });
});
