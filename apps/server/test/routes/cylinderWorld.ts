import { archiveQueryPage, menuOfPage, menusFor } from '@gcs/contracts';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../src/db/schema';
import { insertFixture, type Fixture } from '../support/fixtures';
import { bearer, insertIdentityFixture, type IdentityFixture } from '../support/identity';
import type { TestApp } from '../support/testApp';

type Db = Kysely<DatabaseSchema>;

/**
 * The world of the archive route tests: the route-test fixture (湖州市, its regulator, 吴兴燃气充装站 in 吴兴区),
 * plus a second station of the city in another district (南浔区), a district regulator of 吴兴区 and its user, and a
 * station of another city (杭州). The regulator roles hold the archive query and audit menus, the station role the
 * query menu only.
 */
export interface CylinderWorld extends Fixture, IdentityFixture {
  /** 南浔区: in the city regulator's scope, outside the district regulator's and the station's. */
  otherDistrictStationId: number;
  /** 杭州: outside every scope but the other regulator's. */
  otherCityStationId: number;
  districtRegulatorId: number;
  districtUserId: number;
  /** A second vendor and medium, for the filters. */
  otherVendorId: number;
  otherMediumId: number;
}

export type CylinderRole = 'admin' | 'city' | 'district' | 'station' | 'otherCity';

export async function insertCylinderWorld(db: Db): Promise<CylinderWorld> {
  const fixture = await insertFixture(db);
  const identity = await insertIdentityFixture(db, fixture, '2026-06-01T00:00:00.000Z');
  await db
    .insertInto('division')
    .values([
      { code: '330503', name: '南浔区', parent_code: '330500', level: 3 },
      { code: '330102', name: '上城区', parent_code: '330100', level: 3 },
    ])
    .execute();
  const station = (code: string, name: string, division: string, type = 1) =>
    db
      .insertInto('station')
      .values({
        code,
        name,
        kind: 1,
        station_type: type,
        division_code: division,
        address: null,
        principal: null,
        license_no: null,
        license_until: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
  const otherDistrict = await station('FS002', '南浔工业气体充装站', '330503', 2);
  const otherCity = await station('HZ001', '杭州上城液化气充装站', '330102');
  const districtRegulator = await db
    .insertInto('regulator')
    .values({ name: '吴兴区市场监督管理局', division_code: '330502', level: 3, parent_id: fixture.regulatorId })
    .returning('id')
    .executeTakeFirstOrThrow();
  const roles = await db.selectFrom('role').select(['id', 'name']).execute();
  const roleId = (name: string) => roles.find((role) => role.name === name)?.id ?? -1;
  const regulatorMenus = [...menusFor('readArchives', 'auditArchives')];
  await db
    .insertInto('role_menu')
    .values([
      ...regulatorMenus.map((code) => ({ role_id: roleId('市级监管'), menu_code: code })),
      { role_id: roleId('充装站'), menu_code: menuOfPage(archiveQueryPage.kind, '/GasCylinder/') },
    ])
    .execute();
  const districtUser = await db
    .insertInto('app_user')
    .values({
      login_code: 'wuxing',
      user_name: '吴兴区监管员',
      belong_to_type: 10,
      role_id: roleId('市级监管'),
      regulator_id: districtRegulator.id,
      level: 3,
      password_salt: 'x',
      password_hash: 'x',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const vendor = await db
    .insertInto('vendor')
    .values({ code: 'V02', name: '宁波明欣化工机械有限责任公司' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const medium = await db
    .insertInto('medium')
    .values({ name: '二甲醚', category: 1 })
    .returning('id')
    .executeTakeFirstOrThrow();
  return {
    ...fixture,
    ...identity,
    otherDistrictStationId: otherDistrict.id,
    otherCityStationId: otherCity.id,
    districtRegulatorId: districtRegulator.id,
    districtUserId: districtUser.id,
    otherVendorId: vendor.id,
    otherMediumId: medium.id,
  };
}

export function userOf(world: CylinderWorld, role: CylinderRole): number {
  switch (role) {
    case 'admin':
      return world.adminId;
    case 'city':
      return world.regulatorUserId;
    case 'district':
      return world.districtUserId;
    case 'station':
      return world.stationUserId;
    case 'otherCity':
      return world.otherRegulatorUserId;
  }
}

/** Makes requests as one of the world's users (a fresh session each time). */
export function requester(app: TestApp, world: () => CylinderWorld) {
  const send = async (role: CylinderRole, options: InjectOptions): Promise<LightMyRequestResponse> => {
    const token = await app.sessions.create(userOf(world(), role));
    return app.inject({ ...options, headers: { ...options.headers, ...bearer(token) } });
  };
  return {
    send,
    get: (role: CylinderRole, url: string) => send(role, { method: 'GET', url }),
    post: (role: CylinderRole, url: string, payload: object) => send(role, { method: 'POST', url, payload }),
  };
}

/** The barcodes of a list answer, in order. */
export const barcodesOf = (response: LightMyRequestResponse): string[] =>
  (response.json() as { list: { barcode: string }[] }).list.map((row) => row.barcode);
