import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BelongToType } from '@gcs/contracts';
import { boundStationInScope, stationInScope, type ScopeUser } from '../../src/platform/dataScope';
import { openTestDatabase, type TestDatabase } from '../support/testDatabase';

let database: TestDatabase;

/** Divisions: a province, two cities, three districts. */
const divisions = [
  { code: '330000', name: '浙江省', parent_code: null, level: 1 },
  { code: '330400', name: '嘉兴市', parent_code: '330000', level: 2 },
  { code: '330402', name: '南湖区', parent_code: '330400', level: 3 },
  { code: '330411', name: '秀洲区', parent_code: '330400', level: 3 },
  { code: '330100', name: '杭州市', parent_code: '330000', level: 2 },
  { code: '330102', name: '上城区', parent_code: '330100', level: 3 },
];
/** Regulators: the province, its cities and districts, and one without a parent (bound to stations elsewhere). */
const regulators = [
  { key: 'province', division_code: '330000', parent: null, level: 1 },
  { key: 'jiaxing', division_code: '330400', parent: 'province', level: 2 },
  { key: 'nanhu', division_code: '330402', parent: 'jiaxing', level: 3 },
  { key: 'xiuzhou', division_code: '330411', parent: 'jiaxing', level: 3 },
  { key: 'hangzhou', division_code: '330100', parent: 'province', level: 2 },
  { key: 'shangcheng', division_code: '330102', parent: 'hangzhou', level: 3 },
  { key: 'bureau', division_code: '330411', parent: null, level: 3 },
] as const;
/** Stations in each division, and bindings that cross division lines. */
const stations = [
  { code: 'NH', division_code: '330402', boundTo: [] },
  { code: 'XZ', division_code: '330411', boundTo: [] },
  { code: 'JX', division_code: '330400', boundTo: [] },
  { code: 'SC', division_code: '330102', boundTo: ['nanhu'] },
  { code: 'HZ', division_code: '330100', boundTo: ['bureau'] },
  { code: 'ZJ', division_code: '330000', boundTo: ['xiuzhou', 'shangcheng'] },
] as const;

const regulatorIds = new Map<string, number>();
const stationIds: number[] = [];

beforeAll(async () => {
  database = await openTestDatabase();
  const db = database.db;
  for (const division of divisions) await db.insertInto('division').values(division).execute();
  for (const regulator of regulators) {
    const row = await db
      .insertInto('regulator')
      .values({
        name: regulator.key,
        division_code: regulator.division_code,
        parent_id: regulator.parent === null ? null : (regulatorIds.get(regulator.parent) ?? null),
        level: regulator.level,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    regulatorIds.set(regulator.key, row.id);
  }
  for (const station of stations) {
    const row = await db
      .insertInto('station')
      .values({
        code: station.code,
        name: station.code,
        kind: 1,
        station_type: 1,
        division_code: station.division_code,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    stationIds.push(row.id);
    for (const key of station.boundTo) {
      await db
        .insertInto('regulator_station')
        .values({ regulator_id: regulatorIds.get(key) ?? 0, station_id: row.id })
        .execute();
    }
  }
});

afterAll(async () => {
  await database?.close();
});

const regulatorUser = (regulatorId: number | null): ScopeUser => ({
  isSystemManager: false,
  belongToType: BelongToType.Regulator,
  regulatorId,
  stationId: null,
});

/** The stations the user's scope holds, asked row by row (`stationInScope` on the station id column). */
async function stationsInScope(user: ScopeUser): Promise<number[]> {
  const rows = await database.db
    .selectFrom('station as s')
    .where((eb) => stationInScope(user, eb.ref('s.id')))
    .select('s.id')
    .orderBy('s.id')
    .execute();
  return rows.map((row) => row.id);
}

/** The same, asked one bound station id at a time (`boundStationInScope`). */
async function stationsInBoundScope(user: ScopeUser, candidates: readonly number[]): Promise<number[]> {
  const held: number[] = [];
  for (const id of candidates) {
    const row = await sql<{ held: boolean }>`select ${boundStationInScope(user, sql.val(id))} as held`.execute(
      database.db,
    );
    if (row.rows[0]?.held) held.push(id);
  }
  return held;
}

describe('a station id bound before the statement runs', () => {
  it('is in scope exactly when the station is, for every regulator of every level', async () => {
    const byKey = (codes: readonly string[]) =>
      codes.map((code) => stationIds[stations.findIndex((station) => station.code === code)]);
    const expected: Record<(typeof regulators)[number]['key'], string[]> = {
      province: ['NH', 'XZ', 'JX', 'SC', 'HZ', 'ZJ'],
      jiaxing: ['NH', 'XZ', 'JX', 'SC', 'ZJ'],
      nanhu: ['NH', 'SC'],
      xiuzhou: ['XZ', 'ZJ'],
      hangzhou: ['SC', 'HZ', 'ZJ'],
      shangcheng: ['SC', 'ZJ'],
      bureau: ['XZ', 'HZ'],
    };
    const candidates = [...stationIds, 0, 987_654];
    for (const regulator of regulators) {
      const user = regulatorUser(regulatorIds.get(regulator.key) ?? null);
      const rowByRow = await stationsInScope(user);
      expect(rowByRow, regulator.key).toEqual(byKey(expected[regulator.key]));
      expect(await stationsInBoundScope(user, candidates), regulator.key).toEqual(rowByRow);
    }
  });

  it('is in scope for a station user only when it is their own station, and always for a system manager', async () => {
    const own = stationIds[1] ?? 0;
    const stationUser: ScopeUser = {
      isSystemManager: false,
      belongToType: BelongToType.FillingStation,
      regulatorId: null,
      stationId: own,
    };
    const manager: ScopeUser = { ...regulatorUser(regulatorIds.get('nanhu') ?? null), isSystemManager: true };
    expect(await stationsInBoundScope(stationUser, stationIds)).toEqual([own]);
    expect(await stationsInBoundScope(manager, stationIds)).toEqual(stationIds);
    expect(await stationsInBoundScope(regulatorUser(null), stationIds)).toEqual([]);
  });
});
