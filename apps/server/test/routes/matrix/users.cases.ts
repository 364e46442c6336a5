import type { Kysely } from 'kysely';
import { menusFor } from '@gcs/contracts';
import type { DatabaseSchema } from '../../../src/db/schema';
import { storedPassword } from '../../support/identity';
import { get, menuCells, post, type RouteCase } from './matrixKit';

/** Setting/User: users, passwords, validity, the regulators of a user's unit and the login locks. */

const base = '/api/samr/Auth';
const strong = 'Abc@12345';

/** Objects the cases act on, made by prepareUserCases before the matrix runs. */
const targets = { userId: 0, deletableId: 0, roleId: 0, regulatorId: 0 };

async function insertUser(db: Kysely<DatabaseSchema>, loginCode: string) {
  const row = await db
    .insertInto('app_user')
    .values({
      login_code: loginCode,
      user_name: `矩阵用户${loginCode}`,
      ...(await storedPassword(strong)),
      role_id: targets.roleId,
      belong_to_type: 10,
      regulator_id: targets.regulatorId,
      level: 2,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Adds a user the cases edit, disable and reset, and one the system manager deletes. */
export async function prepareUserCases(db: Kysely<DatabaseSchema>): Promise<void> {
  targets.roleId = (
    await db.selectFrom('role').where('name', '=', '区级监管').select('id').executeTakeFirstOrThrow()
  ).id;
  targets.regulatorId = (
    await db.selectFrom('regulator').where('division_code', '=', '330400').select('id').executeTakeFirstOrThrow()
  ).id;
  targets.userId = await insertUser(db, 'matrix-user');
  targets.deletableId = await insertUser(db, 'matrix-deletable');
}

const cells = menuCells(menusFor('users'));
const form = (loginCode: string) => ({
  loginCode,
  userName: '矩阵用户',
  roleId: targets.roleId,
  belongToType: 10,
  regulatorId: targets.regulatorId,
});

export const userCases: Record<string, RouteCase> = {
  [`GET ${base}/GetUser`]: { cells, ok: true, request: () => get(`${base}/GetUser?LoginCode=matrix`) },
  [`GET ${base}/GetLoginLocks`]: { cells, ok: true, request: () => get(`${base}/GetLoginLocks`) },
  [`GET ${base}/GetUserRoleOptions`]: { cells, ok: true, request: () => get(`${base}/GetUserRoleOptions`) },
  [`GET ${base}/GetUserRegulator`]: {
    cells,
    ok: true,
    request: () => get(`${base}/GetUserRegulator?Id=${targets.userId}`),
  },
  [`POST ${base}/AddUser`]: {
    cells,
    ok: true,
    request: (_world, role) =>
      post(`${base}/AddUser`, { ...form(`matrix-new-${role}`), password: strong, confirmPassword: strong }),
  },
  [`POST ${base}/UpdateUser`]: {
    cells,
    ok: true,
    request: () => post(`${base}/UpdateUser`, { ...form('matrix-user'), id: targets.userId }),
  },
  [`POST ${base}/BatchUserIsValid`]: {
    cells,
    ok: true,
    request: () => post(`${base}/BatchUserIsValid`, { ids: [targets.userId], isValid: true }),
  },
  [`POST ${base}/DelUser`]: {
    cells,
    ok: true,
    request: () => post(`${base}/DelUser`, { ids: [targets.deletableId] }),
  },
  [`POST ${base}/ResetUserPassword`]: {
    cells,
    ok: true,
    request: () => post(`${base}/ResetUserPassword`, { id: targets.userId }),
  },
  [`POST ${base}/UpdateUserPassword`]: {
    cells,
    ok: true,
    request: () =>
      post(`${base}/UpdateUserPassword`, { id: targets.userId, newPassword: strong, confirmPassword: strong }),
  },
  [`POST ${base}/UnlockUserOrIP`]: {
    cells,
    ok: true,
    request: () => post(`${base}/UnlockUserOrIP`, { LoginCode: 'nobody' }),
  },
};
