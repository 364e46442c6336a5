import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { messages } from '@gcs/contracts';
import { signHandOff, siblingSignValidityMs, verifyHandOff } from '../../src/platform/siblingSign';
import { insertFixture } from '../support/fixtures';
import { bearer, insertIdentityFixture, loginToken, type IdentityFixture } from '../support/identity';
import { buildTestApp, type TestApp } from '../support/testApp';
import { openTestDatabase, type TestDatabase } from '../support/testDatabase';

const now = new Date('2026-06-15T02:00:00.000Z');
const secret = 'sesr-shared-secret-2026';

let database: TestDatabase;
let app: TestApp;
let people: IdentityFixture;
let sesrId: number;
let retiredId: number;

beforeAll(async () => {
  database = await openTestDatabase();
  app = await buildTestApp(database, {}, { now: () => now });
});
afterAll(async () => {
  await app.close();
  await database.close();
});
beforeEach(async () => {
  await database.reset();
  people = await insertIdentityFixture(database.db, await insertFixture(database.db), '2026-06-01T02:00:00.000Z');
  const rows = await database.db
    .insertInto('sibling_platform')
    .values([
      {
        title: '移动式压力容器监管平台',
        bind_system_code: 'pv',
        bind_system_url: 'https://pv.test/sso',
        sign_secret: 'pv-shared-secret-2026',
        sort: 2,
      },
      {
        title: '特种设备安全监管平台',
        bind_system_code: 'sesr',
        bind_system_url: 'https://sesr.test/sso',
        sign_secret: secret,
        sort: 1,
      },
      {
        title: '旧平台',
        bind_system_code: 'gsmp3.0',
        bind_system_url: 'https://old.test',
        sign_secret: 'old-shared-secret-2026',
        is_valid: false,
      },
    ])
    .returning('id')
    .execute();
  sesrId = rows[1]!.id;
  retiredId = rows[2]!.id;
});

const get = (token: string, url: string) => app.inject({ method: 'GET', url, headers: bearer(token) });

describe('GetRedirectList', () => {
  it('lists the enabled sibling platforms in their order, without their secrets', async () => {
    const answer = await get(await loginToken(app, 'fs001'), '/api/samr/Auth/GetRedirectList');
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({
      result: true,
      messeage: '',
      list: [
        { id: sesrId, title: '特种设备安全监管平台', bindSystemCode: 'sesr', bindSystemUrl: 'https://sesr.test/sso' },
        {
          id: expect.any(Number),
          title: '移动式压力容器监管平台',
          bindSystemCode: 'pv',
          bindSystemUrl: 'https://pv.test/sso',
        },
      ],
    });
    expect(answer.body).not.toContain('secret');
  });
});

describe('GetSign', () => {
  it('signs the hand-off of the caller so that the sibling can verify it for five minutes, and audits it', async () => {
    const answer = await get(await loginToken(app, 'huzhou'), `/api/samr/Auth/GetSign?id=${sesrId}`);
    expect(answer.statusCode).toBe(200);
    const hand = answer.json().data;
    expect(hand).toEqual(signHandOff(secret, people.regulatorUserId, sesrId, now));
    expect(hand).toMatchObject({
      originalUserId: people.regulatorUserId,
      targetId: sesrId,
      time: String(now.getTime()),
    });
    expect(verifyHandOff(secret, hand, new Date(now.getTime() + siblingSignValidityMs))).toBe(true);
    expect(verifyHandOff(secret, hand, new Date(now.getTime() + siblingSignValidityMs + 1))).toBe(false);
    expect(verifyHandOff('another-secret-of-16', hand, now)).toBe(false);
    expect(verifyHandOff(secret, { ...hand, originalUserId: people.adminId }, now)).toBe(false);
    const audit = await database.db
      .selectFrom('syslog')
      .where('event', '=', 'siblingHandOff')
      .select(['user_id', 'detail'])
      .executeTakeFirstOrThrow();
    expect(audit).toEqual({ user_id: people.regulatorUserId, detail: { sibling: sesrId, bindSystemCode: 'sesr' } });
  });

  it('answers 404 for a disabled or unknown platform and 400 without an id', async () => {
    const token = await loginToken(app, 'huzhou');
    const retired = await get(token, `/api/samr/Auth/GetSign?id=${retiredId}`);
    expect(retired.statusCode).toBe(404);
    expect(retired.json().messeage).toBe('该平台不存在或已停用');
    expect((await get(token, '/api/samr/Auth/GetSign?id=999999')).statusCode).toBe(404);
    expect((await get(token, '/api/samr/Auth/GetSign')).statusCode).toBe(400);
  });

  it('is refused in a session a super administrator entered as the user, and audits nothing', async () => {
    const entered = await app.inject({
      method: 'POST',
      url: '/api/samr/Auth/login',
      payload: { code: 'huzhou', unionId: '', isSystemManeger: true, verifyCode: '', password: '' },
      headers: bearer(await loginToken(app, 'admin')),
    });
    expect(entered.json().enteredBy).toBe('admin');
    const answer = await get(entered.json().accessToken, `/api/samr/Auth/GetSign?id=${sesrId}`);
    expect(answer.statusCode).toBe(403);
    expect(answer.json().messeage).toBe(messages.noSiblingHandOffWhenEntered);
    const handOffs = await database.db
      .selectFrom('syslog')
      .where('event', '=', 'siblingHandOff')
      .select('id')
      .execute();
    expect(handOffs).toEqual([]);
  });

  it('needs a session', async () => {
    expect((await app.inject({ method: 'GET', url: `/api/samr/Auth/GetSign?id=${sesrId}` })).statusCode).toBe(401);
    expect((await app.inject({ method: 'GET', url: '/api/samr/Auth/GetRedirectList' })).statusCode).toBe(401);
  });
});
