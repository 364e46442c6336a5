import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { sql, type Insertable, type Kysely } from 'kysely';
import type { CylinderTable, DatabaseSchema } from '../../src/db/schema';
import { demoAccounts, type DemoAccountKey } from '../../src/db/seed/demoAccounts';
import { seedDemoData } from '../../src/db/seed/index';
import { bearer } from '../support/identity';
import { buildTestApp, testToday, type TestApp } from '../support/testApp';
import { openTestDatabase, type TestDatabase } from '../support/testDatabase';

type Db = Kysely<DatabaseSchema>;

/**
 * The demo city at small size, for the dropdown, reference data, blacklist and abnormal-cylinder tests: the demo
 * accounts with their demo menus, and the stations around the `station` account's one.
 */
export interface CatalogueWorld {
  database: TestDatabase;
  app: TestApp;
  db: Db;
  userId: Record<DemoAccountKey, number>;
  /** The station of the `station` account (南湖区, fuel gas). */
  ownStationId: number;
  /** Another filling station of 南湖区 (in the district regulator's scope, outside the station's). */
  neighbourStationId: number;
  /** A filling station of 秀洲区 (outside the district regulator's scope). */
  otherDistrictStationId: number;
  /** The vehicle filling station of 南湖区. */
  vehicleStationId: number;
  cityRegulatorId: number;
  districtRegulatorId: number;
  /** The regulator of 秀洲区. */
  otherDistrictRegulatorId: number;
  institutionId: number;
}

export async function openCatalogueWorld(): Promise<CatalogueWorld> {
  const database = await openTestDatabase();
  await seedDemoData(database.db, { cylinders: 200, fillingRecords: 0, imageShare: 0, anchorDate: testToday });
  const app = await buildTestApp(database);
  const db = database.db;
  const users = await db.selectFrom('app_user').select(['id', 'login_code', 'station_id', 'regulator_id']).execute();
  const userId = Object.fromEntries(
    Object.entries(demoAccounts).map(([key, account]) => [
      key,
      users.find((user) => user.login_code === account.loginCode)?.id ?? -1,
    ]),
  ) as Record<DemoAccountKey, number>;
  const ownStationId = users.find((user) => user.login_code === 'station')?.station_id ?? -1;
  const institutionId = users.find((user) => user.login_code === 'institution')?.station_id ?? -1;
  const stations = await db
    .selectFrom('station')
    .select(['id', 'kind', 'station_type', 'division_code'])
    .orderBy('id')
    .execute();
  const regulators = await db.selectFrom('regulator').select(['id', 'division_code']).execute();
  const find = <T>(value: T | undefined, what: string): T => {
    if (value === undefined) throw new Error(`demo world: ${what} missing`);
    return value;
  };
  return {
    database,
    app,
    db,
    userId,
    ownStationId,
    institutionId,
    neighbourStationId: find(
      stations.find(
        (s) => s.kind === 1 && s.station_type === 1 && s.division_code === '330402' && s.id !== ownStationId,
      ),
      'neighbour',
    ).id,
    otherDistrictStationId: find(
      stations.find((s) => s.kind === 1 && s.station_type === 1 && s.division_code === '330411'),
      'other district',
    ).id,
    vehicleStationId: find(
      stations.find((s) => s.kind === 1 && s.station_type === 3 && s.division_code === '330402'),
      'vehicle station',
    ).id,
    cityRegulatorId: find(
      regulators.find((r) => r.division_code === '330400'),
      'city regulator',
    ).id,
    districtRegulatorId: find(
      regulators.find((r) => r.division_code === '330402'),
      'district regulator',
    ).id,
    otherDistrictRegulatorId: find(
      regulators.find((r) => r.division_code === '330411'),
      'other regulator',
    ).id,
  };
}

export async function closeCatalogueWorld(world: CatalogueWorld | undefined): Promise<void> {
  await world?.app.close();
  await world?.database.close();
}

/** A request made by a demo account (a fresh session each time). */
export async function as(
  world: CatalogueWorld,
  account: DemoAccountKey,
  options: InjectOptions,
): Promise<LightMyRequestResponse> {
  const token = await world.app.sessions.create(world.userId[account]);
  return world.app.inject({ ...options, headers: { ...options.headers, ...bearer(token) } });
}

export const getUrl = (url: string): InjectOptions => ({ method: 'GET', url });
export const postJson = (url: string, payload: unknown): InjectOptions => ({
  method: 'POST',
  url,
  payload: payload as Record<string, unknown>,
});

let serial = 0;

/** A cylinder of a station, with a vendor and a spec of its category from the demo reference data. */
export async function cylinderAt(
  db: Db,
  stationId: number,
  values: Partial<Insertable<CylinderTable>> = {},
): Promise<{ id: number; barcode: string }> {
  serial += 1;
  const category = values.category ?? 1;
  const vendor = await db.selectFrom('vendor').select('id').orderBy('id').executeTakeFirstOrThrow();
  const spec = await db
    .selectFrom('cylinder_spec')
    .select(['id', 'medium_id'])
    .where('category', '=', category)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const barcode = values.barcode ?? `T${String(process.pid % 1000).padStart(3, '0')}${String(serial).padStart(6, '0')}`;
  const row = await db
    .insertInto('cylinder')
    .values({
      category,
      station_id: stationId,
      vendor_id: vendor.id,
      spec_id: spec.id,
      medium_id: spec.medium_id,
      serial_number: `SN${barcode}`,
      make_date: '2021-04-01',
      next_inspection_date: '2029-04-01',
      scrap_date: '2036-04-01',
      record_time: '2024-01-10T02:00:00.000Z',
      ...values,
      barcode,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: row.id, barcode };
}

/** Clears the blacklist, the abnormal entries and the history the seed wrote, so a test starts from none. */
export async function clearArchiveState(db: Db): Promise<void> {
  await sql`delete from cylinder_blacklist_evidence`.execute(db);
  await sql`delete from cylinder_blacklist`.execute(db);
  await sql`delete from cylinder_abnormal`.execute(db);
  await sql`delete from cylinder_history`.execute(db);
  await sql`update cylinder set is_blacklisted = false where is_blacklisted`.execute(db);
}
