import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dueDates } from '@gcs/contracts';
import { demoAccounts } from '../../src/db/seed/demoAccounts';
import { seedDemoData } from '../../src/db/seed/index';
import { bearer } from '../support/identity';
import { buildTestApp, testToday, type TestApp } from '../support/testApp';
import { openTestDatabase, type TestDatabase } from '../support/testDatabase';

let database: TestDatabase;
let app: TestApp;
const tokens: Record<string, string> = {};
let ids: { vendor: number; welded: number; composite: number; lpg: number; dme: number; spec: number };

beforeAll(async () => {
  database = await openTestDatabase();
  await seedDemoData(database.db, { cylinders: 40, fillingRecords: 0, imageShare: 0, anchorDate: testToday });
  app = await buildTestApp(database);
  const db = database.db;
  for (const role of ['superadmin', 'city', 'station'] as const) {
    const user = await db
      .selectFrom('app_user')
      .select('id')
      .where('login_code', '=', demoAccounts[role].loginCode)
      .executeTakeFirstOrThrow();
    tokens[role] = await app.sessions.create(user.id);
  }
  const ref = async (table: 'cylinder_type' | 'medium' | 'cylinder_spec', name: string) =>
    (
      await db
        .selectFrom(table)
        .select('id')
        .where('name', '=', name)
        .where('category', '=', 1)
        .executeTakeFirstOrThrow()
    ).id;
  ids = {
    vendor: (await db.selectFrom('vendor').select('id').orderBy('id').executeTakeFirstOrThrow()).id,
    welded: await ref('cylinder_type', '焊接钢瓶'),
    composite: await ref('cylinder_type', '复合材料气瓶'),
    lpg: await ref('medium', '液化石油气'),
    dme: await ref('medium', '二甲醚'),
    spec: await ref('cylinder_spec', 'YSP12'),
  };
}, 180_000);
afterAll(async () => {
  await app?.close();
  await database?.close();
});

async function call(role: string, options: InjectOptions) {
  const response = await app.inject({ ...options, headers: bearer(tokens[role] ?? '') });
  return { status: response.statusCode, body: response.json() };
}
const rules = '/api/samr/InspectionRule';
const post = (role: string, path: string, payload: object) =>
  call(role, { method: 'POST', url: `${rules}/${path}`, payload });
const get = (role: string, path: string) => call(role, { method: 'GET', url: `${rules}/${path}` });

async function register(barcode: string, typeId: number, mediumId = ids.lpg) {
  const response = await call('station', {
    method: 'POST',
    url: '/api/samr/Cylinder/CylinderAdd',
    payload: {
      barcode,
      category: 1,
      vendorId: ids.vendor,
      serialNumber: `SN-${barcode}`,
      typeId,
      mediumId,
      specId: ids.spec,
      makeDate: '2020-02',
    },
  });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return database.db
    .selectFrom('cylinder')
    .select(['id', 'date_rule_id', 'next_inspection_date', 'scrap_date'])
    .where('id', '=', response.body.data.id)
    .executeTakeFirstOrThrow();
}

describe('inspection rule list', () => {
  it('lists the seeded rules with their names resolved, one per category and type', async () => {
    const answer = await get('city', 'list?CylinderCategory=1');
    expect(answer.status).toBe(200);
    const welded = answer.body.list.find((rule: { typeId: number }) => rule.typeId === ids.welded);
    expect(welded).toMatchObject({
      version: 1,
      category: 1,
      categoryName: '液化气瓶',
      typeName: '焊接钢瓶',
      mediumName: null,
      inspectionPeriodMonths: 48,
      designLifeYears: 15,
      createdBy: '系统',
      isCurrent: true,
      retiredAt: null,
      description: '液化气瓶 焊接钢瓶：每4年检验一次，设计使用年限15年',
    });
    expect(answer.body.list.every((rule: { category: number }) => rule.category === 1)).toBe(true);
    const all = await get('city', 'list');
    expect(all.body.totalCount).toBe(9);
  });

  it('pages the rules by category, rule and version, with the total of the filter', async () => {
    const all = (await get('city', 'list?CountPerPage=500')).body;
    expect(all.list).toHaveLength(9);
    const keys = all.list.map((rule: { category: number; ruleKey: number }) => [rule.category, rule.ruleKey]);
    expect(keys).toEqual(
      [...keys].sort(([a, b]: number[], [c, d]: number[]) => (a ?? 0) - (c ?? 0) || (b ?? 0) - (d ?? 0)),
    );
    const second = await get('city', 'list?PageIndex=2&CountPerPage=4');
    expect(second.status).toBe(200);
    expect(second.body.totalCount).toBe(9);
    expect(second.body.list.map((rule: { id: number }) => rule.id)).toEqual(
      all.list.slice(4, 8).map((rule: { id: number }) => rule.id),
    );
    const liquefied = await get('city', 'list?CylinderCategory=1&CountPerPage=1');
    expect(liquefied.body.list).toHaveLength(1);
    expect(liquefied.body.totalCount).toBe(all.list.filter((rule: { category: number }) => rule.category === 1).length);
    expect((await get('city', 'list?CountPerPage=501')).status).toBe(400);
  });

  it('is exported in the browser: isExport answers the filtered page as JSON, never a workbook', async () => {
    const columns = JSON.stringify([
      { code: 'typeName', title: '气瓶类型' },
      { code: 'inspectionPeriodMonths', title: '检验周期（月）' },
    ]);
    const response = await app.inject({
      method: 'GET',
      url: `${rules}/list?CylinderCategory=1&isExport=true&ExportColumns=${encodeURIComponent(columns)}`,
      headers: bearer(tokens.city ?? ''),
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/json');
    const listed = (await get('city', 'list?CylinderCategory=1')).body;
    expect(listed.list.length).toBeGreaterThan(0);
    expect(response.json()).toEqual(listed);
  });

  it('gives every seeded cylinder the rule of its category and type', async () => {
    const unmatched = await database.db.selectFrom('cylinder').select('id').where('date_rule_id', 'is', null).execute();
    expect(unmatched).toEqual([]);
  });

  it('agrees with the dates the seeded cylinders carry', async () => {
    const rows = await database.db
      .selectFrom('cylinder as c')
      .innerJoin('inspection_rule as r', 'r.id', 'c.date_rule_id')
      .select([
        'c.barcode',
        'c.make_date',
        'c.last_inspection_date',
        'c.next_inspection_date',
        'c.scrap_date',
        'r.first_inspection_months',
        'r.inspection_period_months',
        'r.design_life_years',
      ])
      .where('c.next_inspection_date', 'is not', null)
      .execute();
    expect(rows.length).toBeGreaterThan(20);
    for (const row of rows) {
      const expected = dueDates(
        {
          firstInspectionMonths: row.first_inspection_months,
          inspectionPeriodMonths: row.inspection_period_months,
          designLifeYears: row.design_life_years,
        },
        { makeDate: row.make_date ?? '', lastInspectionDate: row.last_inspection_date },
      );
      expect({ next: row.next_inspection_date, scrap: row.scrap_date }, row.barcode).toEqual({
        next: expected.nextInspectionDate,
        scrap: expected.scrapDate,
      });
    }
  });
});

describe('editing the rule table', () => {
  it('checks the periods, the manufacture window and the category of the medium and type', async () => {
    const base = { category: 1, typeId: ids.welded, inspectionPeriodMonths: 48, designLifeYears: 15 };
    const period = await post('superadmin', 'add', { ...base, inspectionPeriodMonths: 0 });
    expect(period.status).toBe(400);
    expect(period.body.messeage).toContain('检验周期应在1到240个月之间');
    const life = await post('superadmin', 'add', { ...base, designLifeYears: 101 });
    expect(life.body.messeage).toContain('设计使用年限应在1到100年之间');
    const first = await post('superadmin', 'add', { ...base, firstInspectionMonths: 241 });
    expect(first.body.messeage).toContain('首次检验月数应在1到240个月之间');
    const window = await post('superadmin', 'add', { ...base, madeFrom: '2020-01', madeTo: '2019-12' });
    expect(window.body.messeage).toContain('制造年月起不能晚于制造年月止');
    const missing = await post('superadmin', 'add', { category: 1, designLifeYears: 15 });
    expect(missing.body.messeage).toContain('请填写检验周期');
    const foreignType = await post('superadmin', 'add', { ...base, category: 2 });
    expect(foreignType.body.messeage).toBe('气瓶类型不存在或不属于该气瓶类别');
    const same = await post('superadmin', 'add', base);
    expect(same.body.messeage).toBe('已有相同适用条件的规则，请修改该规则');
  });

  it('takes a more specific new rule for new cylinders only', async () => {
    const before = await register('RULE-0001', ids.welded, ids.dme);
    const added = await post('superadmin', 'add', {
      category: 1,
      mediumId: ids.dme,
      typeId: ids.welded,
      inspectionPeriodMonths: 24,
      designLifeYears: 8,
      remark: '二甲醚钢瓶',
    });
    expect(added.status).toBe(200);
    expect(added.body.data).toMatchObject({ version: 1, ruleKey: added.body.data.id });
    const after = await register('RULE-0002', ids.welded, ids.dme);
    expect(after).toMatchObject({
      date_rule_id: added.body.data.id,
      next_inspection_date: '2022-02-01',
      scrap_date: '2028-02-01',
    });
    const unchanged = await database.db
      .selectFrom('cylinder')
      .select(['date_rule_id', 'next_inspection_date'])
      .where('id', '=', before.id)
      .executeTakeFirstOrThrow();
    expect(unchanged).toEqual({ date_rule_id: before.date_rule_id, next_inspection_date: '2024-02-01' });
  });

  it('versions an edit: the old version is retired, the cylinder it dated keeps it, new ones get the new one', async () => {
    const current = (await get('city', 'list?CylinderCategory=1')).body.list.find(
      (rule: { typeId: number; mediumId: number | null }) => rule.typeId === ids.composite && rule.mediumId === null,
    );
    const dated = await register('RULE-0003', ids.composite);
    expect(dated.date_rule_id).toBe(current.id);
    expect(dated.next_inspection_date).toBe('2023-02-01');

    const update = {
      id: current.id,
      category: 1,
      typeId: ids.composite,
      inspectionPeriodMonths: 60,
      designLifeYears: 20,
    };
    const answer = await post('superadmin', 'update', update);
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ ruleKey: current.ruleKey, version: 2 });
    const newId = answer.body.data.id;
    expect(newId).not.toBe(current.id);

    const history = await get('city', `history?RuleKey=${current.ruleKey}`);
    expect(
      history.body.list.map((rule: { version: number; isCurrent: boolean }) => [rule.version, rule.isCurrent]),
    ).toEqual([
      [2, true],
      [1, false],
    ]);
    expect(history.body.list[1].retiredAt).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);

    const kept = await database.db
      .selectFrom('cylinder')
      .select(['date_rule_id', 'next_inspection_date', 'scrap_date'])
      .where('id', '=', dated.id)
      .executeTakeFirstOrThrow();
    expect(kept).toEqual({ date_rule_id: current.id, next_inspection_date: '2023-02-01', scrap_date: '2032-02-01' });
    const fresh = await register('RULE-0004', ids.composite);
    expect(fresh).toMatchObject({ date_rule_id: newId, next_inspection_date: '2025-02-01', scrap_date: '2040-02-01' });

    const stale = await post('superadmin', 'update', update);
    expect(stale.status).toBe(409);
    expect(stale.body.messeage).toBe('该规则已被修改，请刷新后重试');
    const listed = await get('city', 'list?CylinderCategory=1&IncludeRetired=true');
    expect(listed.body.list.filter((rule: { ruleKey: number }) => rule.ruleKey === current.ruleKey)).toHaveLength(2);

    const logs = await database.db
      .selectFrom('syslog')
      .select(['detail'])
      .where('event', '=', 'ruleChange')
      .orderBy('id')
      .execute();
    expect(logs.at(-1)?.detail).toMatchObject({ action: 'update', ruleKey: current.ruleKey, version: 2 });
  });

  it('retires a rule, after which the cylinders it covered cannot be registered', async () => {
    const rule = (await get('city', 'list?CylinderCategory=3')).body.list[0];
    const retired = await post('superadmin', 'retire', { id: rule.id });
    expect(retired.status).toBe(200);
    const again = await post('superadmin', 'retire', { id: rule.id });
    expect(again.status).toBe(409);
    const current = (await get('city', 'list?CylinderCategory=3')).body.list;
    expect(current.map((row: { id: number }) => row.id)).not.toContain(rule.id);
    const vehicle = async (table: 'medium' | 'cylinder_spec') =>
      (
        await database.db
          .selectFrom(table)
          .select('id')
          .where('category', '=', 3)
          .orderBy('id')
          .executeTakeFirstOrThrow()
      ).id;
    const refused = await call('station', {
      method: 'POST',
      url: '/api/samr/Cylinder/CylinderAdd',
      payload: {
        barcode: 'RULE-VC1',
        category: 3,
        vendorId: ids.vendor,
        serialNumber: 'SN-RULE-VC1',
        typeId: rule.typeId,
        mediumId: await vehicle('medium'),
        specId: await vehicle('cylinder_spec'),
        makeDate: '2022-01',
      },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.messeage).toBe('没有适用的检验规则，请联系管理员配置');
  });

  it('is edited by rule administrators only', async () => {
    const answer = await post('city', 'add', { category: 1, inspectionPeriodMonths: 12, designLifeYears: 8 });
    expect(answer.status).toBe(403);
    expect((await get('station', 'list')).status).toBe(200);
  });
});
