import type { Kysely } from 'kysely';
import { enterprisePage, menuOfPage, menuTree, usageSummaryPage } from '@gcs/contracts';
import type { DatabaseSchema } from '../../src/db/schema';
import { hashPasswordDigest, newSalt, sm3Hex } from '../../src/platform/passwords';
import type { Fixture } from './fixtures';
import { databaseOf, testCaptchaCode, type TestApp } from './testApp';

type Db = Kysely<DatabaseSchema>;

export const testPassword = 'Huzhou@2026';

const storedForms = new Map<string, Promise<{ password_salt: string; password_hash: string }>>();

/**
 * A user's stored password columns for a password, worked out once per test process: one scrypt takes about 40 ms,
 * and fixtures insert several users before every test. Users sharing a salt changes nothing a test checks: a login
 * verifies against the salt stored with the user, and the platform's own code gives every user a new one.
 */
export function storedPassword(password = testPassword): Promise<{ password_salt: string; password_hash: string }> {
  let stored = storedForms.get(password);
  if (!stored) {
    const salt = newSalt();
    stored = hashPasswordDigest(sm3Hex(password), salt).then((hash) => ({ password_salt: salt, password_hash: hash }));
    storedForms.set(password, stored);
  }
  return stored;
}

export interface IdentityFixture {
  adminId: number;
  regulatorUserId: number;
  stationUserId: number;
  /** A regulator of another city, whose scope excludes the fixture's station. */
  otherRegulatorUserId: number;
}

/** Menus, two roles and four users over the route-test fixture, all with testPassword, changed recently. */
export async function insertIdentityFixture(db: Db, fixture: Fixture, passwordTime: string): Promise<IdentityFixture> {
  await db
    .insertInto('menu')
    .values(menuTree.map((menu, index) => ({ code: menu.code, path: menu.path, title: menu.title, sort: index })))
    .execute();
  const regulatorRole = await db
    .insertInto('role')
    .values({ name: '市级监管' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const stationRole = await db.insertInto('role').values({ name: '充装站' }).returning('id').executeTakeFirstOrThrow();
  await db
    .insertInto('role_menu')
    .values([
      ...['005', menuOfPage(usageSummaryPage.kind), menuOfPage(enterprisePage.kind)].map((code) => ({
        role_id: regulatorRole.id,
        menu_code: code,
      })),
      ...['007', '007001'].map((code) => ({ role_id: stationRole.id, menu_code: code })),
    ])
    .execute();
  await db.insertInto('division').values({ code: '330100', name: '杭州市', parent_code: '330000', level: 2 }).execute();
  const otherRegulator = await db
    .insertInto('regulator')
    .values({ name: '杭州市市场监督管理局', division_code: '330100', level: 2, parent_id: null })
    .returning('id')
    .executeTakeFirstOrThrow();

  const user = async (values: {
    login_code: string;
    user_name: string;
    belong_to_type: number;
    role_id?: number;
    regulator_id?: number;
    station_id?: number;
    level?: number;
    is_system_manager?: boolean;
  }) => {
    const row = await db
      .insertInto('app_user')
      .values({
        ...values,
        ...(await storedPassword()),
        update_password_time: passwordTime,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  };
  return {
    adminId: await user({ login_code: 'admin', user_name: '管理员', belong_to_type: 10, is_system_manager: true }),
    regulatorUserId: await user({
      login_code: 'huzhou',
      user_name: '湖州市监管员',
      belong_to_type: 10,
      role_id: regulatorRole.id,
      regulator_id: fixture.regulatorId,
      level: 2,
    }),
    stationUserId: await user({
      login_code: 'fs001',
      user_name: '吴兴充装站',
      belong_to_type: 1,
      role_id: stationRole.id,
      station_id: fixture.stationId,
    }),
    otherRegulatorUserId: await user({
      login_code: 'hangzhou',
      user_name: '杭州市监管员',
      belong_to_type: 10,
      role_id: regulatorRole.id,
      regulator_id: otherRegulator.id,
      level: 2,
    }),
  };
}

export interface LoginAttempt {
  password?: string;
  verifyCode?: string;
  cookie?: string;
  ip?: string;
}

/** Logs in through the real login call (the test captcha code unless told otherwise). */
export async function login(app: TestApp, code: string, attempt: LoginAttempt = {}) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/samr/Auth/login',
    payload: {
      Code: code,
      password: sm3Hex(attempt.password ?? testPassword),
      verifyCode: attempt.verifyCode ?? testCaptchaCode,
    },
    ...(attempt.cookie ? { headers: { cookie: attempt.cookie } } : {}),
    ...(attempt.ip ? { remoteAddress: attempt.ip } : {}),
  });
  return response;
}

/**
 * A session of the user with this login code, created directly: a request of a test that is not about logging in
 * costs no captcha and no password hash (docs/testing.md). Tests of the login itself use `loginToken`.
 */
export async function tokenFor(app: TestApp, code: string): Promise<string> {
  const database = databaseOf(app);
  if (!database) return loginToken(app, code);
  const user = await database.db
    .selectFrom('app_user')
    .where('login_code', '=', code)
    .select('id')
    .executeTakeFirstOrThrow(() => new Error(`没有登录名为 ${code} 的用户`));
  return app.sessions.create(user.id);
}

/** The token of a real login (password and the test captcha), for the tests of logging in and of sessions. */
export async function loginToken(app: TestApp, code: string, password = testPassword): Promise<string> {
  const body = (await login(app, code, { password })).json();
  if (!body.succeded) throw new Error(`login of ${code} failed: ${body.errorMessage}`);
  return body.accessToken;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
