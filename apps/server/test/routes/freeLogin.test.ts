import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { messages } from '@gcs/contracts';
import { signArrival } from '../../src/platform/siblingSign';
import { insertFixture } from '../support/fixtures';
import { bearer, insertIdentityFixture } from '../support/identity';
import { buildTestApp, type TestApp } from '../support/testApp';
import { openTestDatabase, type TestDatabase } from '../support/testDatabase';

const secret = 'sibling-shared-secret-0001';

let database: TestDatabase;
let app: TestApp;
let siblingId: number;

beforeAll(async () => {
  database = await openTestDatabase();
  app = await buildTestApp(database);
});
afterAll(async () => {
  await app.close();
  await database.close();
});
beforeEach(async () => {
  await database.reset();
  await insertIdentityFixture(database.db, await insertFixture(database.db), new Date().toISOString());
  const sibling = await database.db
    .insertInto('sibling_platform')
    .values({
      title: '气瓶监管3.0',
      bind_system_code: 'gsmp3.0',
      bind_system_url: 'https://gsmp.example',
      sign_secret: secret,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  siblingId = sibling.id;
});

/** The query a sibling platform puts on its /FreeLogin link, signed with the shared secret. */
function handOff(loginCode: string, options: { secret?: string; time?: number; targetId?: number } = {}) {
  const arrival = {
    originalUserId: '7001',
    targetId: options.targetId ?? siblingId,
    time: String(options.time ?? Date.now()),
    loginCode,
  };
  return { ...arrival, sign: signArrival(options.secret ?? secret, arrival) };
}

const freeLogin = (payload: Record<string, unknown>) =>
  app.inject({ method: 'POST', url: '/api/samr/Auth/FreeLogin', payload });

describe('FreeLogin (a sibling platform’s signed hand-off)', () => {
  it('logs in the named account, ignoring the other query parameters, and writes the syslog row', async () => {
    const answer = await freeLogin({ ...handOff('huzhou'), sc: 'screen', menu: 'dashboard' });
    expect(answer.json()).toMatchObject({ succeded: true, loginCode: 'huzhou' });
    const menus = await app.inject({
      method: 'GET',
      url: '/api/samr/Auth/GetUserPermission',
      headers: bearer(answer.json().accessToken),
    });
    expect(menus.statusCode).toBe(200);
    const rows = await database.db
      .selectFrom('syslog')
      .where('event', '=', 'login')
      .select(['result', 'detail'])
      .execute();
    expect(rows).toEqual([
      { result: 'success', detail: { via: 'sibling', sibling: siblingId, originalUserId: '7001' } },
    ]);
  });

  it('refuses a replayed link', async () => {
    const link = handOff('huzhou');
    expect((await freeLogin(link)).json().succeded).toBe(true);
    expect((await freeLogin(link)).json()).toMatchObject({ succeded: false, errorMessage: messages.siblingSignUsed });
  });

  it('refuses a wrong secret, a changed account, an old or future time, and an unknown or disabled sibling', async () => {
    const tampered = { ...handOff('huzhou'), loginCode: 'hangzhou' };
    for (const link of [
      handOff('huzhou', { secret: 'another-secret-entirely' }),
      tampered,
      handOff('huzhou', { time: Date.now() - 6 * 60_000 }),
      handOff('huzhou', { time: Date.now() + 5 * 60_000 }),
    ]) {
      expect((await freeLogin(link)).json()).toMatchObject({
        succeded: false,
        errorMessage: messages.siblingSignInvalid,
      });
    }
    const unknown = await freeLogin(handOff('fs001', { targetId: siblingId + 100 }));
    expect(unknown.json()).toMatchObject({ succeded: false, errorMessage: messages.siblingUnknown });
    await database.db.updateTable('sibling_platform').set({ is_valid: false }).execute();
    expect((await freeLogin(handOff('fs001'))).json()).toMatchObject({ errorMessage: messages.siblingUnknown });
    const failures = await database.db.selectFrom('login_failure').select('login_code').execute();
    expect(failures.map((row) => row.login_code).sort()).toEqual([
      'fs001',
      'fs001',
      'hangzhou',
      'huzhou',
      'huzhou',
      'huzhou',
    ]);
  });

  it('refuses an account that does not exist here', async () => {
    const answer = await freeLogin(handOff('nobody'));
    expect(answer.json()).toMatchObject({ succeded: false, errorMessage: messages.citySignOnNoAccount });
  });

  it('answers 400 naming the field for a malformed link', async () => {
    const answer = await freeLogin({ ...handOff('huzhou'), sign: 'short' });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().messeage).toContain('跳转签名格式不正确');
  });
});
