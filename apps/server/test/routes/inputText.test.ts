import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bearer, insertIdentityFixture, tokenFor } from '../support/identity';
import { insertCylinder, insertFixture, type Fixture } from '../support/fixtures';
import { buildTestApp, testToday, type TestApp } from '../support/testApp';
import { openTestDatabase, type TestDatabase } from '../support/testDatabase';

/** Text the database cannot hold is refused for every route, before any handler runs (platform/inputText.ts). */

const publicList = '/api/samr/PublicQuery/PublicQueryList';
const vendorAdd = '/api/samr/CylinderVendor/Add';

let database: TestDatabase;
let app: TestApp;
let fixture: Fixture;
let admin: Record<string, string>;

beforeAll(async () => {
  database = await openTestDatabase();
  app = await buildTestApp(database, { publicRateLimitPerMinute: 1000 });
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});
beforeEach(async () => {
  await database.reset();
  fixture = await insertFixture(database.db);
  await insertIdentityFixture(database.db, fixture, `${testToday}T00:00:00.000Z`);
  await insertCylinder(database.db, fixture, { barcode: 'HZ0001' });
  admin = bearer(await tokenFor(app, 'admin'));
});

const vendorNames = async () =>
  (await database.db.selectFrom('vendor').select('name').orderBy('id').execute()).map((row) => row.name);

describe('text that cannot be stored', () => {
  it('answers a NUL in a query parameter with 400 naming the parameter, not 500', async () => {
    const response = await app.inject({ url: `${publicList}?Barcode=%00` });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      result: false,
      messeage: '字段Barcode含有不允许的空字符（NUL）',
      statusCode: 400,
    });
  });

  it('refuses a NUL in a parameter name, and one hidden after ordinary text', async () => {
    const name = await app.inject({ url: `${publicList}?Barcode=HZ0001&Bar%00code=1` });
    expect(name.statusCode).toBe(400);
    expect(name.json().messeage).toBe('查询参数的字段名含有不允许的空字符（NUL）');
    const inside = await app.inject({ url: `${publicList}?SerialNumber=SN-HZ%000001` });
    expect(inside.statusCode).toBe(400);
    expect(inside.json().messeage).toContain('SerialNumber');
  });

  it('refuses a NUL or an unpaired surrogate in a JSON body, names the field, and stores nothing', async () => {
    const before = await vendorNames();
    const nul = await app.inject({
      method: 'POST',
      url: vendorAdd,
      headers: admin,
      payload: { code: 'V02', name: '金盾\u0000压力容器' },
    });
    expect(nul.statusCode).toBe(400);
    expect(nul.json().messeage).toBe('字段name含有不允许的空字符（NUL）');
    const surrogate = await app.inject({
      method: 'POST',
      url: vendorAdd,
      headers: { ...admin, 'content-type': 'application/json' },
      payload: JSON.stringify({ code: 'V03', name: '金盾\ud800' }),
    });
    expect(surrogate.statusCode).toBe(400);
    expect(surrogate.json().messeage).toBe('字段name含有无效的Unicode字符（不成对的代理项）');
    expect(await vendorNames()).toEqual(before);
  });

  it('names a nested field by its path', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/samr/CylinderBlack/AddBlackList',
      headers: admin,
      payload: {
        reason: '伪造',
        evidenceFiles: [
          { id: 1, name: 'a.png' },
          { id: 2, name: 'b\u0000.png' },
        ],
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().messeage).toBe('字段evidenceFiles[1].name含有不允许的空字符（NUL）');
  });

  it('still accepts other text: control characters PostgreSQL holds, emoji, and Chinese', async () => {
    const found = await app.inject({ url: `${publicList}?Barcode=${encodeURIComponent('HZ0001')}` });
    expect(found.statusCode).toBe(200);
    expect(found.json().totalCount).toBe(1);
    // A control character passes the platform's check; the query runs and matches nothing.
    const tabbed = await app.inject({ url: `${publicList}?Barcode=${encodeURIComponent('HZ\t0001')}` });
    expect(tabbed.statusCode).toBe(200);
    expect(tabbed.json().totalCount).toBe(0);
    const added = await app.inject({
      method: 'POST',
      url: vendorAdd,
      headers: admin,
      payload: { code: 'V04', name: '金盾压力容器😀' },
    });
    expect(added.statusCode).toBe(200);
    expect(await vendorNames()).toContain('金盾压力容器😀');
    // Names are one visible line (docs/security.md, Names): the contract refuses a tab in one, naming the field.
    const tabbedName = await app.inject({
      method: 'POST',
      url: vendorAdd,
      headers: admin,
      payload: { code: 'V05', name: '金盾\t压力容器' },
    });
    expect(tabbedName.statusCode).toBe(400);
    expect(tabbedName.json().messeage).toContain('制造单位名称不能包含控制字符或不可见字符');
  });
});
