import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoBarcodes } from '../../src/db/seed/demoBarcodes';
import { demoAccounts } from '../../src/db/seed/demoAccounts';
import { seedDemoData } from '../../src/db/seed/index';
import { sm3Hex } from '../../src/platform/passwords';
import { bearer } from '../support/identity';
import { buildTestApp, testCaptchaCode, testToday, type TestApp } from '../support/testApp';
import { openTestDatabase, type TestDatabase } from '../support/testDatabase';
import {
  everyone,
  get,
  loggedIn,
  managerOnly,
  post,
  roles,
  type LoggedInRole,
  type Role,
  type RouteCase,
  type World,
} from './matrix/matrixKit';
import { matrixApiServiceAccount } from './matrix/citySignOn.cases';
import { collectedCases } from './matrix/collectedCases';

/**
 * Every registered route x every demo role (docs/architecture.md §5). A route missing from the table, or one that
 * declares no access, fails the test: adding a call means deciding who may make it.
 */
const matrix: Record<string, RouteCase> = {
  ...collectedCases.cases,
  'GET /healthz': { cells: everyone, request: () => get('/healthz') },
  'GET /api/samr/Front/frontEnd': { cells: everyone, request: () => get('/api/samr/Front/frontEnd') },
  'GET /api/samr/Front/GetApplicationName': {
    cells: everyone,
    request: () => get('/api/samr/Front/GetApplicationName'),
  },
  'GET /api/samr/PublicQuery/PublicQueryList': {
    cells: everyone,
    request: () => get(`/api/samr/PublicQuery/PublicQueryList?Barcode=${demoBarcodes.normal}`),
  },
  'GET /api/samr/PublicQuery/CylinderDetail': {
    cells: everyone,
    request: () => get('/api/samr/PublicQuery/CylinderDetail?CylinderId=1'),
  },
  'GET /api/samr/PublicQuery/InspectionListByCylinderId': {
    cells: everyone,
    request: () => get('/api/samr/PublicQuery/InspectionListByCylinderId?CylinderId=1'),
  },
  'GET /api/samr/PublicQuery/ArchiveImages': {
    cells: everyone,
    request: () => get('/api/samr/PublicQuery/ArchiveImages?CylinderId=1'),
  },
  'GET /api/samr/PublicQuery/SupplementalPhotos': {
    cells: everyone,
    request: () => get('/api/samr/PublicQuery/SupplementalPhotos?CylinderId=1'),
  },
  'GET /api/samr/CylinderFilling/FillingListByCylinderId': {
    cells: everyone,
    request: () => get('/api/samr/CylinderFilling/FillingListByCylinderId?CylinderId=1'),
  },
  'GET /api/samr/PublicQuery/Image': { cells: everyone, request: () => get('/api/samr/PublicQuery/Image?Id=1') },
  'GET /api/samr/Auth/GetVerifyCode': { cells: everyone, request: () => get('/api/samr/Auth/GetVerifyCode') },
  'POST /api/samr/Auth/login': {
    cells: everyone,
    request: () => post('/api/samr/Auth/login', { Code: 'nobody', password: sm3Hex('x'), verifyCode: 'WXYZ' }),
  },
  'POST /api/samr/Auth/UpdateWeakPassword': {
    cells: everyone,
    request: () =>
      post('/api/samr/Auth/UpdateWeakPassword', {
        code: 'nobody',
        password: sm3Hex('x'),
        verifyCode: testCaptchaCode,
        newPassword: 'Strong#2027',
        confirmPassword: 'Strong#2027',
      }),
  },
  'POST /api/samr/Auth/Logout': { cells: loggedIn, request: () => post('/api/samr/Auth/Logout') },
  'GET /api/samr/Auth/GetUserPermission': { cells: loggedIn, request: () => get('/api/samr/Auth/GetUserPermission') },
  'POST /api/samr/Auth/UpdatePassword': {
    cells: loggedIn,
    request: (world, role) =>
      post('/api/samr/Auth/UpdatePassword', {
        id: role === 'anonymous' ? 1 : world.userId[role],
        oldPassword: sm3Hex('not-the-old-password'),
        newPassword: 'Strong#2027',
        confirmPassword: 'Strong#2027',
      }),
  },
  'GET /api/samr/Auth/GetRedirectList': { cells: loggedIn, request: () => get('/api/samr/Auth/GetRedirectList') },
  'GET /api/samr/Auth/GetSign': { cells: loggedIn, request: () => get('/api/samr/Auth/GetSign?id=1') },
  'GET /api/samr/Auth/GetWeChatQrConnect': {
    cells: everyone,
    request: () => get('/api/samr/Auth/GetWeChatQrConnect?purpose=login'),
  },
  'GET /api/samr/Auth/GetWeChatUserinfo': {
    cells: everyone,
    request: () => get('/api/samr/Auth/GetWeChatUserinfo?code=c&state=s'),
  },
  'GET /api/samr/Auth/WeChatLogin': { cells: everyone, request: () => get('/api/samr/Auth/WeChatLogin?UnionId=u') },
  'GET /api/samr/Auth/GetWeChatAuthAccount': {
    cells: loggedIn,
    ok: true,
    request: () => get('/api/samr/Auth/GetWeChatAuthAccount'),
  },
  'POST /api/samr/Auth/WeChatBinding': {
    cells: loggedIn,
    request: () => post('/api/samr/Auth/WeChatBinding', { code: 'c', state: 's' }),
  },
  'POST /api/samr/Auth/WeChatUnBinding': { cells: loggedIn, request: () => post('/api/samr/Auth/WeChatUnBinding') },
  'GET /api/samr/Auth/SuperAdminSelectUser': {
    cells: managerOnly,
    request: () => get('/api/samr/Auth/SuperAdminSelectUser?LoginCode=station'),
  },
  'POST /api/samr/Auth/ApiDocsAccess': { cells: managerOnly, request: () => post('/api/samr/Auth/ApiDocsAccess') },
};

let database: TestDatabase;
let app: TestApp;
let world: World;

beforeAll(async () => {
  database = await openTestDatabase();
  await seedDemoData(database.db, { cylinders: 5, fillingRecords: 0, imageShare: 0, anchorDate: testToday });
  app = await buildTestApp(database, {
    publicRateLimitPerMinute: 1000,
    apiServiceAccounts: new Set([matrixApiServiceAccount]),
  });
  const db = database.db;
  const users = await db.selectFrom('app_user').select(['id', 'login_code', 'station_id']).execute();
  const userId = Object.fromEntries(
    roles
      .filter((role): role is LoggedInRole => role !== 'anonymous')
      .map((role) => [role, users.find((user) => user.login_code === demoAccounts[role].loginCode)?.id ?? -1]),
  ) as Record<LoggedInRole, number>;
  const ownStationId = users.find((user) => user.login_code === 'station')?.station_id ?? -1;
  const stations = await db.selectFrom('station').select(['id', 'code', 'division_code', 'kind']).execute();
  const own = stations.find((station) => station.id === ownStationId);
  const neighbour = stations.find((s) => s.kind === 1 && s.division_code === own?.division_code && s.id !== own?.id);
  const otherDistrict = stations.find((s) => s.kind === 1 && s.division_code !== own?.division_code);
  const otherCity = await db
    .insertInto('station')
    .values({
      code: 'HZ330102',
      name: '杭州上城液化气充装站',
      kind: 1,
      station_type: 1,
      division_code: '330102',
      address: null,
      principal: null,
      license_no: null,
      license_until: '2027-01-01',
    })
    .returning(['id', 'code'])
    .executeTakeFirstOrThrow();
  if (!own || !neighbour || !otherDistrict) throw new Error('demo stations missing');
  const cylinderAt = async (barcode: string, stationId: number) =>
    (
      await db
        .insertInto('cylinder')
        .values({
          barcode,
          category: 1,
          station_id: stationId,
          serial_number: `${barcode}-SN`,
          make_date: '2022-03-01',
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  world = {
    ownCylinderId: await cylinderAt('MX-OWN', own.id),
    neighbourCylinderId: await cylinderAt('MX-NEIGHBOUR', neighbour.id),
    otherDistrictCylinderId: await cylinderAt('MX-OTHERDISTRICT', otherDistrict.id),
    otherCityCylinderId: await cylinderAt('MX-OTHERCITY', otherCity.id),
    userId,
    ownStationId,
    ownStationCode: own.code,
    neighbourStationId: neighbour.id,
    neighbourStationCode: neighbour.code,
    otherDistrictStationId: otherDistrict.id,
    otherDistrictStationCode: otherDistrict.code,
    otherCityStationId: otherCity.id,
    otherCityStationCode: otherCity.code,
  };
  for (const prepare of collectedCases.prepares) await prepare(db, world);
}, 180_000);
afterAll(async () => {
  await app?.close();
  await database?.close();
});

/** Registered routes that are the application's own (API documentation pages are served by the docs plugin). */
function applicationRoutes() {
  return app.routeCatalogue.filter((route) => route.method !== 'HEAD' && !route.url.startsWith('/api/docs'));
}

async function call(options: InjectOptions, role: Role) {
  if (role === 'anonymous') return app.inject(options);
  const token = await app.sessions.create(world.userId[role]);
  return app.inject({ ...options, headers: { ...options.headers, ...bearer(token) } });
}

describe('authorisation matrix', () => {
  it('covers every registered route, and every route declares its access', () => {
    const registered = applicationRoutes().map((route) => `${route.method} ${route.url}`);
    expect(
      registered.filter((key) => !(key in matrix)),
      'routes missing from the matrix',
    ).toEqual([]);
    expect(
      Object.keys(matrix).filter((key) => !registered.includes(key)),
      'matrix rows with no route',
    ).toEqual([]);
    const undeclared = applicationRoutes().filter((route) => route.access === undefined);
    expect(undeclared.map((route) => route.url)).toEqual([]);
  });

  it('lets the demo accounts log in through the real login call', async () => {
    for (const role of roles.filter((r) => r !== 'anonymous')) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/samr/Auth/login',
        payload: {
          Code: demoAccounts[role as LoggedInRole].loginCode,
          password: sm3Hex(demoAccounts[role as LoggedInRole].password),
          verifyCode: testCaptchaCode,
        },
      });
      expect(response.json(), role).toMatchObject({
        succeded: true,
        roleName: demoAccounts[role as LoggedInRole].roleName,
      });
    }
  });

  for (const [key, route] of Object.entries(matrix)) {
    for (const role of roles) {
      const cell = route.cells[role];
      it(`${key} as ${role}: ${cell}`, async () => {
        const response = await call(route.request(world, role), role);
        const where = `${key} as ${role} -> ${response.statusCode} ${response.body.slice(0, 120)}`;
        expect(response.statusCode, where).toBeLessThan(500);
        if (cell === 'allowed') {
          expect([401, 403], where).not.toContain(response.statusCode);
          if (route.ok) expect(response.statusCode, where).toBeLessThan(300);
        } else if (cell === 'denied') {
          expect(response.statusCode, where).toBe(role === 'anonymous' ? 401 : 403);
        } else {
          if (role === 'anonymous' || !route.scope)
            throw new Error(`${key}: a scoped cell needs a logged-in role and a scope`);
          const scope = route.scope(world, role);
          if (scope.own) {
            const own = await call(scope.own, role);
            expect(own.statusCode, `${where} (own)`).toBe(200);
          }
          const foreign = await call(scope.foreign, role);
          expect([403, 404], `${key} as ${role}, foreign object`).toContain(foreign.statusCode);
          expect(foreign.body).not.toContain(scope.secret);
          expect(foreign.body).not.toMatch(/"list":\[\{/);
        }
      });
    }
  }
});
