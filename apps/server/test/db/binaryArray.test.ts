import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PostgresPool } from 'kysely';
import pg from 'pg';
import { arrayLiteral, type ArrayElement } from '../../src/db/arrayLiteral';
import { binaryArray, binaryArrayCasts } from '../../src/db/binaryArray';
import { withDefaultUser } from '../../src/db/database';
import { preparingPool } from '../../src/db/preparedStatements';

describe('binaryArrayCasts', () => {
  it('finds each parameter written once and cast there to an array of a type sent in binary', () => {
    const casts = binaryArrayCasts(
      'select $1::uuid[], $2::int4[], $3::uuid, $4::constructor[], $5::TIMESTAMPTZ[], $6::uuid[][] from t where $10::timestamptz[] is not null',
    );
    expect(Object.fromEntries(casts)).toEqual({ 0: 'uuid', 4: 'timestamptz', 5: 'uuid', 9: 'timestamptz' });
  });

  it('leaves a parameter written twice as text: PostgreSQL types it by the first place it meets it', () => {
    expect([...binaryArrayCasts('select $1 = any($1::uuid[]), $2::uuid[], $12::uuid[]').keys()]).toEqual([1, 11]);
  });
});

describe('binaryArray', () => {
  it('writes the header, each length and NULL as -1, in network order', () => {
    expect(binaryArray('timestamptz', ['2000-01-01T00:00:01Z', null])!.toString('hex')).toBe(
      ['00000001', '00000001', '000004a0', '00000002', '00000001', '00000008', '00000000000f4240', 'ffffffff'].join(''),
    );
    expect(binaryArray('uuid', [])!.toString('hex')).toBe(['00000000', '00000000', '00000b86'].join(''));
    expect(binaryArray('uuid', ['7b0c3f5e-52a4-4d55-9a27-1f0e5c1d2b3a'])!.subarray(20).toString('hex')).toBe(
      '000000107b0c3f5e52a44d559a271f0e5c1d2b3a',
    );
  });

  it('refuses an array with any element whose binary form would not be what PostgreSQL reads from its text', () => {
    const inexact: [string, unknown][] = [
      ['uuid', '{7b0c3f5e-52a4-4d55-9a27-1f0e5c1d2b3a}'],
      ['uuid', '7b0c3f5e-52a4-4d55-9a27-1f0e5c1d2b3g'],
      ['uuid', '7b0c3f5e52a4-4d55-9a27-1f0e5c1d2b3a-'],
      ['timestamptz', '2026-03-04 05:06:07'],
      ['timestamptz', '2026-02-30T00:00:00Z'],
      ['timestamptz', '2026-03-04T24:00:00Z'],
      ['timestamptz', '2026-03-04T05:06:60Z'],
      ['timestamptz', '2026-03-04T05:06:07.1234567Z'],
      ['timestamptz', 'now'],
      ['timestamptz', new Date(Number.NaN)],
      ['timestamptz', '2026-03-04T05:06:07.Z'],
      ['timestamptz', '2026-03-04T05:06:07+16:00'],
      ['timestamptz', '2026-03-04T05:06:07+08:0'],
      ['timestamptz', '2026-03-04T05:06:07z'],
      ['timestamptz', '0999-03-04T05:06:07Z'],
      ['timestamptz', 1_700_000_000_000],
      ['uuid', 7],
      ['text', 'a'],
    ];
    const valid = { timestamptz: '2026-03-04T05:06:07Z', uuid: '7b0c3f5e-52a4-4d55-9a27-1f0e5c1d2b3a', text: 'a' };
    for (const [type, value] of inexact) {
      expect([type, value, binaryArray(type, [valid[type as keyof typeof valid], value])]).toEqual([
        type,
        value,
        undefined,
      ]);
    }
  });
});

const url = process.env.TEST_DATABASE_URL;

/** Values of each type, with the awkward ones, that go in binary; each is read back as text on both paths. */
const cases: { type: string; values: ArrayElement[] }[] = [
  {
    type: 'uuid',
    values: [
      '7b0c3f5e-52a4-4d55-9a27-1f0e5c1d2b3a',
      '7B0C3F5E-52A4-4D55-9A27-1F0E5C1D2B3A',
      '7b0c3f5e52a44d559a271f0e5c1d2b3a',
      null,
    ],
  },
  {
    type: 'timestamptz',
    values: [
      '2026-03-04T05:06:07.123Z',
      '2026-03-04 05:06:07Z',
      '2026-03-04T05:06:07.123456+08:00',
      '2026-03-04T05:06:07-0530',
      '2026-03-04T05:06:07+08',
      '1999-12-31T23:59:59.999999Z',
      '1970-01-01T00:00:00Z',
      '2024-02-29T12:00:00.5Z',
      '2000-02-29T00:00:00Z',
      '1900-03-01T00:00:00+01:00',
      '2100-02-28T23:59:59.000001Z',
      new Date('2026-12-31T16:00:00.000Z'),
      null,
    ],
  },
];

describe.runIf(url)('binary array parameters on PostgreSQL', () => {
  let pool: pg.Pool;
  let preparing: PostgresPool;
  beforeAll(() => {
    pool = new pg.Pool({ connectionString: withDefaultUser(url!), max: 2 });
    preparing = preparingPool(pool);
  });
  afterAll(async () => {
    await pool.end();
  });

  /** Each element as PostgreSQL prints it (an instant as its microseconds since 1970, whatever the time zone). */
  const printed = (type: string, parameter: string) =>
    type === 'timestamptz'
      ? `select array(select (extract(epoch from x) * 1000000)::bigint::text from unnest(${parameter}) as x) as values`
      : `select array(select x::text from unnest(${parameter}) as x) as values`;

  it('reads every element back as its text form reads', async () => {
    const connection = await preparing.connect();
    try {
      for (const { type, values } of cases) {
        expect(binaryArray(type, values), type).toBeInstanceOf(Buffer);
        for (const sample of [values, []]) {
          const binary = await connection.query<{ values: string[] }>(printed(type, `$1::${type}[]`), [sample]);
          const text = await pool.query<{ values: string[] }>(printed(type, `$1::${type}[]`), [arrayLiteral(sample)]);
          expect([type, binary.rows[0]!.values]).toEqual([type, text.rows[0]!.values]);
        }
      }
    } finally {
      connection.release();
    }
  });

  it('sends an array with an element it cannot write exactly as text, which PostgreSQL refuses as before', async () => {
    const connection = await preparing.connect();
    try {
      await expect(
        connection.query('select $1::timestamptz[] as values', [['2026-03-04T05:06:07Z', '2026-02-30T00:00:00Z']]),
      ).rejects.toThrow(/out of range/);
      const guids = ['{7b0c3f5e-52a4-4d55-9a27-1f0e5c1d2b3a}', '7b0c3f5e-52a4-4d55-9a27-1f0e5c1d2b3b'];
      const { rows } = await connection.query<{ values: string[] }>(printed('uuid', '$1::uuid[]'), [guids]);
      expect(rows[0]!.values).toEqual(['7b0c3f5e-52a4-4d55-9a27-1f0e5c1d2b3a', '7b0c3f5e-52a4-4d55-9a27-1f0e5c1d2b3b']);
    } finally {
      connection.release();
    }
  });
});
