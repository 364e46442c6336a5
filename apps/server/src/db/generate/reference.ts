import { sql, type Kysely } from 'kysely';
import type { DatabaseSchema } from '../schema';

type Db = Kysely<DatabaseSchema>;

/** Ids of the reference rows generated cylinders point at, per cylinder category (1 liquefied, 2 industrial, 3 vehicle). */
export interface ReferencePools {
  /** Filling stations by station type (1 fuel gas, 2 industrial, 3 vehicle); a type without stations borrows all. */
  stationsByType: Record<1 | 2 | 3, number[]>;
  vendors: number[];
  mediaByCategory: Record<1 | 2 | 3, number[]>;
  typesByCategory: Record<1 | 2 | 3, number[]>;
  specsByCategory: Record<1 | 2 | 3, number[]>;
}

const categories = [1, 2, 3] as const;

const generatorDivisions = [
  { code: '330000', name: '浙江省', parent_code: null, level: 1 },
  { code: '330400', name: '嘉兴市', parent_code: '330000', level: 2 },
  { code: '330402', name: '南湖区', parent_code: '330400', level: 3 },
  { code: '330411', name: '秀洲区', parent_code: '330400', level: 3 },
];

const media: Record<1 | 2 | 3, string[]> = {
  1: ['液化石油气', '二甲醚'],
  2: ['氧气', '氮气', '氩气', '二氧化碳', '乙炔'],
  3: ['压缩天然气', '液化天然气'],
};
const types: Record<1 | 2 | 3, string[]> = {
  1: ['钢制焊接气瓶'],
  2: ['钢质无缝气瓶', '溶解乙炔气瓶'],
  3: ['钢质内胆环向缠绕气瓶', '焊接绝热气瓶'],
};
const specs: Record<1 | 2 | 3, string[]> = {
  1: ['YSP-5', 'YSP-15', 'YSP-50'],
  2: ['40L', '10L'],
  3: ['80L', '120L'],
};

/**
 * Makes sure the reference data cylinders need exists. Demo data (the seed) normally provides it; on an empty
 * schema this inserts a small neutral set (30 filling stations, 12 vendors, media, types and specs) so that the
 * generator also works on its own. Rows already present are reused, never duplicated.
 */
export async function ensureReferenceData(db: Db): Promise<void> {
  const existing = await db.selectFrom('station').select('id').where('kind', '=', 1).limit(1).executeTakeFirst();
  if (!existing) await insertStations(db);
  const vendor = await db.selectFrom('vendor').select('id').limit(1).executeTakeFirst();
  if (!vendor) {
    await db
      .insertInto('vendor')
      .values(
        Array.from({ length: 12 }, (_, i) => ({
          code: `BGV${String(i + 1).padStart(3, '0')}`,
          name: `生成数据气瓶制造厂${i + 1}`,
        })),
      )
      .execute();
  }
  for (const category of categories) {
    await ensureNamed(db, 'medium', category, media[category]);
    await ensureNamed(db, 'cylinder_type', category, types[category]);
    await ensureNamed(db, 'cylinder_spec', category, specs[category]);
  }
}

async function insertStations(db: Db): Promise<void> {
  await db
    .insertInto('division')
    .values(generatorDivisions)
    .onConflict((c) => c.column('code').doNothing())
    .execute();
  const districts = ['330402', '330411'];
  const stations = Array.from({ length: 30 }, (_, i) => {
    const stationType = i < 18 ? 1 : i < 24 ? 2 : 3;
    return {
      code: `BGS${String(i + 1).padStart(3, '0')}`,
      name: `生成数据第${i + 1}充装站`,
      kind: 1,
      station_type: stationType,
      division_code: districts[i % districts.length] ?? '330402',
    };
  });
  const inspection = [1, 2].map((i) => ({
    code: `BGI${String(i).padStart(3, '0')}`,
    name: `生成数据第${i}检验机构`,
    kind: 2,
    station_type: null,
    division_code: '330402',
  }));
  await db
    .insertInto('station')
    .values([...stations, ...inspection])
    .onConflict((c) => c.column('code').doNothing())
    .execute();
}

async function ensureNamed(
  db: Db,
  table: 'medium' | 'cylinder_type' | 'cylinder_spec',
  category: 1 | 2 | 3,
  names: string[],
): Promise<void> {
  const row = await db.selectFrom(table).select('id').where('category', '=', category).limit(1).executeTakeFirst();
  if (row) return;
  await db
    .insertInto(table)
    .values(names.map((name) => ({ name, category })))
    .onConflict((c) => c.columns(['category', 'name']).doNothing())
    .execute();
}

/** Reads the ids generated cylinders may reference. */
export async function loadReferencePools(db: Db): Promise<ReferencePools> {
  const stations = await db
    .selectFrom('station')
    .select(['id', 'station_type'])
    .where('kind', '=', 1)
    .where('is_valid', '=', true)
    .orderBy('id')
    .execute();
  const allStations = stations.map((s) => s.id);
  const stationsOf = (type: number) => {
    const ids = stations.filter((s) => s.station_type === type).map((s) => s.id);
    return ids.length > 0 ? ids : allStations;
  };
  const vendors = (await db.selectFrom('vendor').select('id').orderBy('id').execute()).map((v) => v.id);
  const byCategory = async (table: 'medium' | 'cylinder_type' | 'cylinder_spec') => {
    const rows = await db.selectFrom(table).select(['id', 'category']).orderBy('id').execute();
    const pick = (category: number) => rows.filter((r) => r.category === category).map((r) => r.id);
    return { 1: pick(1), 2: pick(2), 3: pick(3) };
  };
  if (allStations.length === 0 || vendors.length === 0) {
    throw new Error('no filling station or vendor: run ensureReferenceData (or the demo seed) first');
  }
  return {
    stationsByType: { 1: stationsOf(1), 2: stationsOf(2), 3: stationsOf(3) },
    vendors,
    mediaByCategory: await byCategory('medium'),
    typesByCategory: await byCategory('cylinder_type'),
    specsByCategory: await byCategory('cylinder_spec'),
  };
}

/** An integer array literal for inlining into generated SQL (the ids come from the database, never from input). */
export function intArray(ids: number[]) {
  if (!ids.every((id) => Number.isSafeInteger(id))) throw new Error('reference ids must be integers');
  return sql.raw(ids.length === 0 ? `'{}'::int[]` : `array[${ids.join(',')}]::int[]`);
}
