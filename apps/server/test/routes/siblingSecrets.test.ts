import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sealSiblingSecrets } from '../../src/db/sealSiblingSecrets';
import { developmentPersonalDataKey, PersonalDataCipher } from '../../src/platform/personalData';
import { signArrival, verifyHandOff } from '../../src/platform/siblingSign';
import { insertFixture } from '../support/fixtures';
import { bearer, insertIdentityFixture, loginToken } from '../support/identity';
import { buildTestApp, type TestApp } from '../support/testApp';
import { openTestDatabase, type TestDatabase } from '../support/testDatabase';

/** The longest secret the siblings' list has ever taken. */
const secret = `sibling-secret-${'x'.repeat(113)}`;

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
      title: '特种设备',
      bind_system_code: 'sesr',
      bind_system_url: 'https://sesr.example',
      sign_secret: secret,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  siblingId = sibling.id;
});

const storedSecret = async () =>
  (
    await database.db
      .selectFrom('sibling_platform')
      .where('id', '=', siblingId)
      .select('sign_secret')
      .executeTakeFirstOrThrow()
  ).sign_secret;

describe('the siblings’ shared secrets at rest', () => {
  it('are sealed at start under the platform’s key, once', async () => {
    expect(secret).toHaveLength(128);
    const cipher = new PersonalDataCipher(developmentPersonalDataKey);
    expect(await sealSiblingSecrets(database.db, cipher)).toBe(1);
    const stored = await storedSecret();
    expect(stored).toMatch(/^sm4:[0-9a-f]+$/);
    expect(stored).not.toContain(secret.slice(0, 16));
    expect(await sealSiblingSecrets(database.db, cipher)).toBe(0);
    expect(await storedSecret()).toBe(stored);
  });

  it('still verify a sibling’s hand-off in and sign one out once sealed', async () => {
    await sealSiblingSecrets(database.db, new PersonalDataCipher(developmentPersonalDataKey));
    const arrival = { originalUserId: '7001', targetId: siblingId, time: String(Date.now()), loginCode: 'huzhou' };
    const freeLogin = await app.inject({
      method: 'POST',
      url: '/api/samr/Auth/FreeLogin',
      payload: { ...arrival, sign: signArrival(secret, arrival) },
    });
    expect(freeLogin.json()).toMatchObject({ succeded: true, loginCode: 'huzhou' });
    const sign = await app.inject({
      method: 'GET',
      url: `/api/samr/Auth/GetSign?id=${siblingId}`,
      headers: bearer(await loginToken(app, 'huzhou')),
    });
    expect(sign.statusCode).toBe(200);
    expect(verifyHandOff(secret, sign.json().data, new Date())).toBe(true);
  });
});
