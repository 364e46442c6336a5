import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fillingRuleMessages, fillingRulesPage, menuOfPage } from '@gcs/contracts';
import { insertFixture } from '../support/fixtures';
import { bearer, insertIdentityFixture, tokenFor } from '../support/identity';
import { buildTestApp, type TestApp } from '../support/testApp';
import { openTestDatabase, type TestDatabase } from '../support/testDatabase';

const now = new Date('2026-11-26T06:00:00.000Z');
const listUrl = '/api/samr/CylinderFilling/GetFillingRule';
const updateUrl = '/api/samr/CylinderFilling/UpdateFillingRule';

let database: TestDatabase;
let app: TestApp;

beforeAll(async () => {
  database = await openTestDatabase();
  app = await buildTestApp(database, {}, { now: () => now, today: () => '2026-11-26' });
});
afterAll(async () => {
  await app.close();
  await database.close();
});

beforeEach(async () => {
  await database.reset();
  const fixture = await insertFixture(database.db);
  await insertIdentityFixture(database.db, fixture, '2026-11-01T02:00:00.000Z');
  const roles = await database.db.selectFrom('role').select('id').execute();
  await database.db
    .insertInto('role_menu')
    .values(
      roles.flatMap((role) =>
        ['001', menuOfPage(fillingRulesPage.kind)].map((code) => ({ role_id: role.id, menu_code: code })),
      ),
    )
    .execute();
});

const as = async (code: string) => bearer(await tokenFor(app, code));
const list = async (code: string) => app.inject({ method: 'GET', url: listUrl, headers: await as(code) });
const update = async (code: string, payload: Record<string, unknown>) =>
  app.inject({ method: 'POST', url: updateUrl, headers: await as(code), payload });

describe('GetFillingRule and UpdateFillingRule (the per-city windows)', () => {
  it('lists the cities of the caller’s scope with the defaults until a city sets its own', async () => {
    expect((await list('huzhou')).json()).toMatchObject({
      totalCount: 1,
      list: [
        {
          areaCode: '330500',
          cityName: '湖州市',
          clonedLabelMinutes: 30,
          continuousFillingMinutes: 120,
          source: '默认',
          updatedAt: null,
        },
      ],
    });
    expect((await list('fs001')).json().list.map((row: { areaCode: string }) => row.areaCode)).toEqual(['330500']);
    expect((await list('hangzhou')).json().list.map((row: { areaCode: string }) => row.areaCode)).toEqual(['330100']);
    expect((await list('admin')).json().list.map((row: { areaCode: string }) => row.areaCode)).toEqual([
      '330100',
      '330500',
    ]);
  });

  it('lets a city regulator set its own city’s windows (a system manager any city’s), audited before and after', async () => {
    const answer = await update('huzhou', { areaCode: '330500', clonedLabelMinutes: 45, continuousFillingMinutes: 60 });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ result: true, messeage: '已保存湖州市的充装规则' });
    expect((await list('huzhou')).json().list[0]).toMatchObject({
      clonedLabelMinutes: 45,
      continuousFillingMinutes: 60,
      source: '本市设定',
      updatedAt: '2026-11-26 14:00:00',
    });
    expect(
      await database.db.selectFrom('filling_rule').select(['area_code', 'cloned_label_minutes']).execute(),
    ).toEqual([{ area_code: '330500', cloned_label_minutes: 45 }]);
    const log = await database.db
      .selectFrom('syslog')
      .select(['login_code', 'detail'])
      .where('event', '=', 'ruleChange')
      .executeTakeFirstOrThrow();
    expect(log).toEqual({
      login_code: 'huzhou',
      detail: {
        kind: 'fillingRule',
        areaCode: '330500',
        before: { clonedLabelMinutes: 30, continuousFillingMinutes: 120, source: '默认' },
        after: { clonedLabelMinutes: 45, continuousFillingMinutes: 60 },
      },
    });
    const again = await update('admin', { areaCode: '330500', clonedLabelMinutes: 50, continuousFillingMinutes: 60 });
    expect(again.statusCode).toBe(200);
  });

  it('refuses another city (404), a station (403) and windows that are not sensible whole minutes', async () => {
    const other = await update('huzhou', { areaCode: '330100', clonedLabelMinutes: 45, continuousFillingMinutes: 60 });
    expect(other.statusCode).toBe(404);
    expect(other.json().messeage).toBe(fillingRuleMessages.notCity);
    const station = await update('fs001', { areaCode: '330500', clonedLabelMinutes: 45, continuousFillingMinutes: 60 });
    expect(station.statusCode).toBe(403);
    expect(station.json().messeage).toBe(fillingRuleMessages.notCityRegulator);
    const unknown = await update('admin', { areaCode: '110100', clonedLabelMinutes: 45, continuousFillingMinutes: 60 });
    expect(unknown.statusCode).toBe(404);
    const cases: [Record<string, unknown>, string][] = [
      [{ clonedLabelMinutes: 2.5 }, '疑似克隆标签时间窗应为整数分钟'],
      [{ clonedLabelMinutes: 2 }, '疑似克隆标签时间窗应在5到1440分钟之间'],
      [{ continuousFillingMinutes: 20000 }, '连续充装时间窗应在5到10080分钟之间'],
      [{ areaCode: '330502' }, fillingRuleMessages.areaInvalid],
    ];
    for (const [change, message] of cases) {
      const refused = await update('huzhou', {
        areaCode: '330500',
        clonedLabelMinutes: 45,
        continuousFillingMinutes: 60,
        ...change,
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().messeage).toContain(message);
    }
    expect(await database.db.selectFrom('filling_rule').select('area_code').execute()).toEqual([]);
  });
});
