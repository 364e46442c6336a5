import { describe, expect, it } from 'vitest';
import { pageCarryingTotal, pageWithTotal } from '../../src/platform/paging';

const rowsOf = (count: number) => Array.from({ length: count }, (_, index) => index);

describe('pageWithTotal', () => {
  it('derives the total from a page that is not full, without counting', async () => {
    let counted = 0;
    const count = async () => ++counted && 999;
    expect(await pageWithTotal(0, 20, async () => rowsOf(1), count)).toEqual({ rows: [0], totalCount: 1 });
    expect(await pageWithTotal(0, 20, async () => [], count)).toEqual({ rows: [], totalCount: 0 });
    expect(await pageWithTotal(40, 20, async () => rowsOf(5), count)).toMatchObject({ totalCount: 45 });
    expect(counted).toBe(0);
  });

  it('counts when the page is full or lies past the end', async () => {
    expect(
      await pageWithTotal(
        0,
        2,
        async () => rowsOf(2),
        async () => 7,
      ),
    ).toMatchObject({ totalCount: 7 });
    expect(
      await pageWithTotal(
        60,
        20,
        async () => [],
        async () => 45,
      ),
    ).toMatchObject({ totalCount: 45 });
  });
});

describe('pageCarryingTotal', () => {
  const carrying = (count: number, total: string) => rowsOf(count).map((id) => ({ id, total_count: total }));

  it('takes the total from the rows of the page, without counting again', async () => {
    let counted = 0;
    const count = async () => ++counted && 999;
    expect(await pageCarryingTotal(0, async () => carrying(2, '7'), count)).toEqual({
      rows: carrying(2, '7'),
      totalCount: 7,
    });
    expect(await pageCarryingTotal(0, async () => [], count)).toEqual({ rows: [], totalCount: 0 });
    expect(counted).toBe(0);
  });

  it('counts on its own only for an empty page past the first', async () => {
    expect(
      await pageCarryingTotal(
        60,
        async () => [],
        async () => 45,
      ),
    ).toEqual({ rows: [], totalCount: 45 });
  });
});
