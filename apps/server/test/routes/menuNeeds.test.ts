import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BelongToType, dashboardApi, dropDownApi, fileImagePath, messages, sunshineDashboardApi } from '@gcs/contracts';
import { demoRoleMenus } from '../../src/db/seed/accounts';
import { demoAccounts, type DemoAccountKey } from '../../src/db/seed/demoAccounts';
import type { RouteRecord } from '../../src/platform/routes';
import { seedDemoData } from '../../src/db/seed/index';
import { bearer } from '../support/identity';
import { buildTestApp, testToday, type TestApp } from '../support/testApp';
import { openTestDatabase, type TestDatabase } from '../support/testDatabase';

/**
 * Every call declares the menus that may use it (docs/security.md, Authorisation): the calls left to any logged-in
 * user are listed here, so that adding one is a decision, and the bank (menu 押金管理 alone, a page not built) passes
 * the gate of no GET call but those of its own session.
 */
const sessionOnly = [
  'GET /api/samr/Auth/GetMenuCompareTree',
  'GET /api/samr/Auth/GetRedirectList',
  'GET /api/samr/Auth/GetSign',
  'GET /api/samr/Auth/GetUserPermission',
  'GET /api/samr/Auth/GetWeChatAuthAccount',
  'POST /api/samr/Auth/Logout',
  'POST /api/samr/Auth/UpdatePassword',
  'POST /api/samr/Auth/WeChatBinding',
  'POST /api/samr/Auth/WeChatUnBinding',
];

let database: TestDatabase;
let app: TestApp;

beforeAll(async () => {
  database = await openTestDatabase();
  await seedDemoData(database.db, { cylinders: 5, fillingRecords: 0, imageShare: 0, anchorDate: testToday });
  app = await buildTestApp(database);
}, 120_000);
afterAll(async () => {
  await app?.close();
  await database?.close();
});

const key = (route: { method: string; url: string }) => `${route.method} ${route.url}`;

async function tokenOf(loginCode: string) {
  const user = await database.db
    .selectFrom('app_user')
    .where('login_code', '=', loginCode)
    .select('id')
    .executeTakeFirstOrThrow();
  return app.sessions.create(user.id);
}

describe('the menus each call declares', () => {
  it('leaves only the calls of the caller’s own session open to every logged-in user', () => {
    const open = app.routeCatalogue
      .filter((route) => route.method !== 'HEAD' && route.access?.kind === 'session')
      .map(key);
    expect(open.sort()).toEqual(sessionOnly);
  });

  it('lets the bank make no GET call but those of its own session', async () => {
    const token = await tokenOf(demoAccounts.bank.loginCode);
    const guarded = app.routeCatalogue.filter(
      (route) => route.method === 'GET' && route.access !== undefined && route.access.kind !== 'public',
    );
    const passed: string[] = [];
    for (const route of guarded) {
      const response = await app.inject({ method: 'GET', url: route.url, headers: bearer(token) });
      expect(response.statusCode, key(route)).toBeLessThan(500);
      if (response.statusCode !== 403) passed.push(key(route));
    }
    expect(passed.sort()).toEqual(sessionOnly.filter((call) => call.startsWith('GET ')));
  });

  it('lets every demo role make exactly the GET calls its menus need, and its own session', async () => {
    const needs = (route: RouteRecord, demo: DemoAccountKey) => {
      const access = route.access;
      if (access?.kind === 'session') return true;
      if (access?.kind !== 'menu') return false;
      const held = demoRoleMenus[demoAccounts[demo].roleName] ?? [];
      const asked = typeof access.menu === 'string' ? [access.menu] : access.menu;
      return (
        asked.some((code) => held.includes(code)) ||
        (access.orOwnStation === true && demoAccounts[demo].belongToType === BelongToType.FillingStation)
      );
    };
    const guarded = app.routeCatalogue.filter(
      (route) => route.method === 'GET' && route.access !== undefined && route.access.kind !== 'public',
    );
    const keys = (Object.keys(demoAccounts) as DemoAccountKey[]).filter(
      (demo) => !demoAccounts[demo].isSystemManager && demo !== 'expired' && demo !== 'weak',
    );
    for (const demo of keys) {
      const token = await tokenOf(demoAccounts[demo].loginCode);
      const passed: string[] = [];
      for (const route of guarded) {
        const response = await app.inject({ method: 'GET', url: route.url, headers: bearer(token) });
        if (response.statusCode !== 403) passed.push(key(route));
      }
      const expected = guarded.filter((route) => needs(route, demo)).map(key);
      expect(passed.sort(), demo).toEqual(expected.sort());
    }
  }, 120_000);

  it('lets the expired and weak demo accounts, until they change the password, read only their own menus', async () => {
    const guarded = app.routeCatalogue.filter(
      (route) => route.method === 'GET' && route.access !== undefined && route.access.kind !== 'public',
    );
    for (const demo of ['expired', 'weak'] as const) {
      const user = await database.db
        .selectFrom('app_user')
        .where('login_code', '=', demoAccounts[demo].loginCode)
        .select('id')
        .executeTakeFirstOrThrow();
      const token = await app.sessions.create(user.id, { passwordChangeReason: demo });
      const passed: string[] = [];
      for (const route of guarded) {
        const response = await app.inject({ method: 'GET', url: route.url, headers: bearer(token) });
        if (response.statusCode !== 403) passed.push(key(route));
        else expect(response.json().messeage, key(route)).toBe(messages.passwordChangeRequired);
      }
      expect(passed, demo).toEqual(['GET /api/samr/Auth/GetUserPermission']);
    }
  }, 120_000);

  it('answers the bank 403 with a Chinese message for a dashboard, an archive picture and a station dropdown', async () => {
    const token = await tokenOf(demoAccounts.bank.loginCode);
    for (const url of [
      dashboardApi.summary.path,
      `${fileImagePath}?Id=1`,
      dropDownApi.fillingStation.path,
      sunshineDashboardApi.refusals.path,
    ]) {
      const response = await app.inject({ method: 'GET', url, headers: bearer(token) });
      expect(response.statusCode, url).toBe(403);
      expect(response.body, url).toContain(messages.forbidden);
    }
  });
});
