import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { arrayLiteral, arrayParameter } from '../../src/db/arrayLiteral';
import { openTestDatabase, type TestDatabase } from '../support/testDatabase';

describe('arrayLiteral', () => {
  it('quotes every string, escapes only quotes and backslashes, and leaves numbers and NULL bare', () => {
    expect(arrayLiteral([])).toBe('{}');
    expect(arrayLiteral(['a', null, 3, undefined, 1.5])).toBe('{"a",NULL,3,NULL,1.5}');
    expect(arrayLiteral(['say "hi"', 'C:\\dir'])).toBe('{"say \\"hi\\"","C:\\\\dir"}');
    expect(arrayLiteral([true, false, 12n])).toBe('{t,f,12}');
    expect(arrayLiteral([new Date('2026-03-04T05:06:07.123Z')])).toBe('{"2026-03-04T05:06:07.123Z"}');
  });

  it('is what the pool sends for a flat array of scalars, and leaves any other parameter to pg', () => {
    expect(arrayParameter(['a', 1, null, true])).toBe('{"a",1,NULL,t}');
    const instants = [new Date('2026-03-04T05:06:07.123Z')];
    const nested = [[1, 2]];
    expect(arrayParameter(instants)).toBe(instants);
    expect(arrayParameter(nested)).toBe(nested);
    expect(arrayParameter('text')).toBe('text');
    expect(arrayParameter(7)).toBe(7);
  });
});

describe('array literals read by the database', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(async () => {
    await database.close();
  });

  it('read back as the same texts, however awkward', async () => {
    const texts = [
      '',
      'NULL',
      'null',
      'a,b',
      '{x}',
      ' padded ',
      'say "hi"',
      'C:\\dir\\',
      '液化石油气',
      'tab\there',
      null,
    ];
    const { rows } = await sql<{ value: string | null }>`
      select value from unnest(${arrayLiteral(texts)}::text[]) with ordinality as t (value, n) order by n`.execute(
      database.db,
    );
    expect(rows.map((row) => row.value)).toEqual(texts);
  });

  it('read back as the same numbers, guids and instants in their typed arrays', async () => {
    const guids = ['7b0c3f5e-52a4-4d55-9a27-1f0e5c1d2b3a', null];
    const { rows } = await sql<{ ints: number[]; numbers: string[]; guids: (string | null)[]; times: string[] }>`
      select ${arrayLiteral([1, -2, null])}::int4[] as ints,
             array(select x::text from unnest(${arrayLiteral([12.5, '0.10', 1e-7])}::numeric[]) as x) as numbers,
             ${arrayLiteral(guids)}::uuid[] as guids,
             array(select to_char(x at time zone 'UTC', 'YYYY-MM-DD HH24:MI:SS.MS')
                     from unnest(${arrayLiteral(['2026-03-04T05:06:07.123Z', new Date('2026-12-31T16:00:00.000Z')])}::timestamptz[]) as x) as times`.execute(
      database.db,
    );
    expect(rows[0]).toEqual({
      ints: [1, -2, null],
      numbers: ['12.5', '0.10', '0.0000001'],
      guids,
      times: ['2026-03-04 05:06:07.123', '2026-12-31 16:00:00.000'],
    });
  });
});
