import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { menuOfPage, userMessages, usersPage } from '@gcs/contracts';
import { sm3Hex } from '../../src/platform/passwords';
import { as, closeCatalogueWorld, getUrl, openCatalogueWorld, postJson, type CatalogueWorld } from './catalogueWorld';

let world: CatalogueWorld;
let roleId: Record<string, number>;

const base = '/api/samr/Auth';
const list = (query = '') => getUrl(`${base}/GetUser?CountPerPage=50${query}`);
const strong = 'Abc@12345';

beforeAll(async () => {
  world = await openCatalogueWorld();
  const roles = await world.db.selectFrom('role').select(['id', 'name']).execute();
  roleId = Object.fromEntries(roles.map((role) => [role.name, role.id]));
  // The city regulator is given the User page: it then manages the users of its scope.
  await world.db
    .insertInto('role_menu')
    .values({ role_id: roleId['市级监管']!, menu_code: menuOfPage(usersPage.kind) })
    .execute();
}, 120_000);
afterAll(() => closeCatalogueWorld(world));

type Row = { id: number; loginCode: string } & Record<string, unknown>;
const codes = (rows: Row[]) => rows.map((row) => row.loginCode).sort();

function regulatorUser(loginCode: string, extra: Record<string, unknown> = {}) {
  return {
    loginCode,
    userName: `用户${loginCode}`,
    phone: '13812345678',
    roleId: roleId['区级监管'],
    belongToType: 10,
    regulatorId: world.districtRegulatorId,
    password: strong,
    confirmPassword: strong,
    ...extra,
  };
}

async function userLogs() {
  return world.db
    .selectFrom('syslog')
    .select(['user_id', 'detail'])
    .where('event', '=', 'userChange')
    .orderBy('id')
    .execute();
}

async function add(account: 'superadmin' | 'city' | 'district', body: Record<string, unknown>) {
  return as(world, account, postJson(`${base}/AddUser`, body));
}

describe('GetUser', () => {
  it('lists every user to a system manager and a regulator the users of its scope, never a system manager', async () => {
    const all = await as(world, 'superadmin', list());
    expect(all.statusCode, all.body).toBe(200);
    expect(codes(all.json().list)).toContain('superadmin');
    expect(all.json().totalCount).toBe(11);

    const city = await as(world, 'city', list());
    expect(city.statusCode, city.body).toBe(200);
    // Its own regulator and those below, and the stations it supervises; not the system manager.
    expect(codes(city.json().list)).toEqual(
      [
        'approver',
        'auditor',
        'bank',
        'city',
        'district',
        'expired',
        'inspector',
        'institution',
        'station',
        'weak',
      ].sort(),
    );
    const station = city.json().list.find((row: Row) => row.loginCode === 'station');
    expect(station).toMatchObject({
      belongToType: 1,
      belongToTypeName: '充装单位',
      fillStationId: world.ownStationId,
      inspectStationId: null,
      roleName: '充装站',
      isValid: true,
      isLocked: false,
    });
  });

  it('filters by login code, name, unit type and validity, and refuses a bad filter with 400', async () => {
    const byCode = await as(world, 'superadmin', list('&LoginCode=INSP'));
    expect(codes(byCode.json().list)).toEqual(['inspector']);
    const byType = await as(world, 'superadmin', list('&BelongToType=20'));
    expect(codes(byType.json().list)).toEqual(['approver', 'auditor', 'inspector', 'institution']);
    const byName = await as(world, 'superadmin', list(`&UserName=${encodeURIComponent('南湖区')}`));
    expect(codes(byName.json().list)).toEqual(['district']);
    const bad = await as(world, 'superadmin', list('&BelongToType=7'));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().messeage).toContain('所属单位类型');
  });

  it('filters by role within the scope, and refuses a bad role id with 400', async () => {
    const holders = async (name: string) =>
      (await world.db.selectFrom('app_user').select('login_code').where('role_id', '=', roleId[name]!).execute())
        .map((row) => row.login_code)
        .sort();
    const district = await as(world, 'superadmin', list(`&RoleId=${roleId['区级监管']}`));
    expect(district.statusCode, district.body).toBe(200);
    expect(codes(district.json().list)).toEqual(await holders('区级监管'));
    expect(district.json().totalCount).toBe((await holders('区级监管')).length);

    // A regulator sees the holders of a role only within its scope.
    const inScope = codes((await as(world, 'city', list())).json().list);
    const stations = await as(world, 'city', list(`&RoleId=${roleId['充装站']}&IsValid=1`));
    const expected = (await holders('充装站')).filter((code) => inScope.includes(code));
    expect(expected.length).toBeGreaterThan(0);
    expect(codes(stations.json().list)).toEqual(expected);

    const bad = await as(world, 'superadmin', list('&RoleId=abc'));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().messeage).toContain('角色');
  });

  it('exports the list as .xlsx', async () => {
    const response = await as(world, 'superadmin', list('&isExport=true'));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('spreadsheetml');
  });
});

describe('AddUser and UpdateUser', () => {
  it('adds a regulator user with an encrypted, masked phone and a hashed password, and logs it', async () => {
    const response = await add('superadmin', regulatorUser('newreg'));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({
      loginCode: 'newreg',
      phone: '138****5678',
      regulatorId: world.districtRegulatorId,
      unitName: '嘉兴市南湖区市场监督管理局',
      roleName: '区级监管',
    });
    const stored = await world.db
      .selectFrom('app_user')
      .selectAll()
      .where('login_code', '=', 'newreg')
      .executeTakeFirstOrThrow();
    expect(stored.phone_encrypted).not.toContain('13812345678');
    expect(stored.phone_encrypted).toMatch(/^[0-9a-f]+$/);
    expect(stored.level).toBe(3);
    expect(stored.password_hash).not.toContain(sm3Hex(strong));
    const logs = await userLogs();
    const last = logs.at(-1)!;
    expect(last.user_id).toBe(world.userId.superadmin);
    expect(JSON.stringify(last.detail)).not.toContain(strong);
    expect(last.detail).toMatchObject({ kind: 'user', action: 'add', before: null, after: { loginCode: 'newreg' } });
  });

  it('refuses a login code already taken, whatever its case, with 账号已存在', async () => {
    const response = await add('superadmin', regulatorUser('NEWREG'));
    expect(response.statusCode).toBe(400);
    expect(response.json().messeage).toBe(userMessages.loginCodeTaken);
  });

  it('refuses a weak password, a missing unit and a wrong kind of station', async () => {
    const weak = await add('superadmin', regulatorUser('weak2', { password: 'abc', confirmPassword: 'abc' }));
    expect(weak.statusCode).toBe(400);
    expect(weak.json().messeage).toContain('密码');
    const noUnit = await add('superadmin', regulatorUser('nounit', { regulatorId: null }));
    expect(noUnit.statusCode).toBe(400);
    expect(noUnit.json().messeage).toBe('请选择所属监管单位');
    const wrongKind = await add(
      'superadmin',
      regulatorUser('wrongkind', { belongToType: 20, inspectStationId: world.ownStationId }),
    );
    expect(wrongKind.statusCode).toBe(404);
    expect(wrongKind.json().messeage).toBe('所属检验机构不存在或不在您的管辖范围内');
  });

  it('lets only a system manager make a system manager, and a regulator grant only roles within its own', async () => {
    const manager = await add('city', regulatorUser('mgr', { isSystemManager: true }));
    expect(manager.statusCode).toBe(403);
    expect(manager.json().messeage).toBe(userMessages.managerOnly);
    const beyond = await add('city', regulatorUser('beyond', { roleId: roleId['充装站'] }));
    expect(beyond.statusCode).toBe(400);
    expect(beyond.json().messeage).toBe(userMessages.roleNotGrantable);
    const options = await as(world, 'city', getUrl(`${base}/GetUserRoleOptions`));
    const labels = options.json().list.map((option: { label: string }) => option.label);
    expect(labels).toContain('区级监管');
    expect(labels).not.toContain('充装站');
    expect(labels).not.toContain('系统管理员');
  });

  it('keeps a regulator to units in its scope', async () => {
    const outside = await add('district', regulatorUser('outside', { regulatorId: world.otherDistrictRegulatorId }));
    expect(outside.statusCode).toBe(403);
    const city = await add('city', regulatorUser('cityuser', { regulatorId: world.districtRegulatorId }));
    expect(city.statusCode, city.body).toBe(200);
    const foreign = await world.db
      .insertInto('regulator')
      .values({ name: '杭州市市场监督管理局', division_code: '330100', parent_id: null, level: 2 })
      .returning('id')
      .executeTakeFirstOrThrow();
    const far = await add('city', regulatorUser('far', { regulatorId: foreign.id }));
    expect(far.statusCode).toBe(404);
  });

  it('updates a user, keeping the stored phone when the masked one comes back', async () => {
    const { id } = await world.db
      .selectFrom('app_user')
      .select('id')
      .where('login_code', '=', 'newreg')
      .executeTakeFirstOrThrow();
    const before = await world.db
      .selectFrom('app_user')
      .select('phone_encrypted')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    const { password: _p, confirmPassword: _c, ...fields } = regulatorUser('newreg');
    const response = await as(
      world,
      'superadmin',
      postJson(`${base}/UpdateUser`, {
        ...fields,
        id,
        userName: '改名用户',
        phone: '138****5678',
        belongToType: 1,
        fillStationId: world.ownStationId,
      }),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({
      userName: '改名用户',
      belongToType: 1,
      regulatorId: null,
      phone: '138****5678',
    });
    const after = await world.db.selectFrom('app_user').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(after.phone_encrypted).toBe(before.phone_encrypted);
    expect(after.station_id).toBe(world.ownStationId);
    expect((await userLogs()).at(-1)!.detail).toMatchObject({
      action: 'update',
      before: { userName: '用户newreg' },
      after: { userName: '改名用户' },
    });
    const taken = await as(world, 'superadmin', postJson(`${base}/UpdateUser`, { ...fields, id, loginCode: 'City' }));
    expect(taken.statusCode).toBe(400);
    expect(taken.json().messeage).toBe('账号已存在');
  });

  it('answers 404 for a user outside the scope (the system manager for a regulator)', async () => {
    const { password: _p, confirmPassword: _c, ...fields } = regulatorUser('superadmin');
    const response = await as(
      world,
      'city',
      postJson(`${base}/UpdateUser`, { ...fields, id: world.userId.superadmin }),
    );
    expect(response.statusCode).toBe(404);
  });
});

describe('BatchUserIsValid and DelUser', () => {
  it('disables users and ends their sessions; enables them again', async () => {
    const session = await world.app.sessions.create(world.userId.district);
    const openBefore = await world.db
      .selectFrom('session')
      .where('user_id', '=', world.userId.district)
      .where('ended_at', 'is', null)
      .select('token_hash')
      .execute();
    const response = await as(
      world,
      'city',
      postJson(`${base}/BatchUserIsValid`, { ids: [world.userId.district], isValid: false }),
    );
    expect(response.statusCode, response.body).toBe(200);
    const open = await world.db
      .selectFrom('session')
      .where('user_id', '=', world.userId.district)
      .where('ended_at', 'is', null)
      .select('token_hash')
      .execute();
    expect(open).toEqual([]);
    const refused = await world.app.inject({ ...list(), headers: { authorization: `Bearer ${session}` } });
    expect(refused.statusCode).toBe(401);
    expect((await userLogs()).at(-1)!.detail).toMatchObject({ action: 'disable', ids: [world.userId.district] });
    expect((await userLogs()).at(-1)!.detail).toMatchObject({ endedSessions: openBefore.length });
    const enabled = await as(
      world,
      'city',
      postJson(`${base}/BatchUserIsValid`, { ids: [world.userId.district], isValid: true }),
    );
    expect(enabled.statusCode).toBe(200);
  });

  it('refuses to disable or delete oneself', async () => {
    const disable = await as(
      world,
      'superadmin',
      postJson(`${base}/BatchUserIsValid`, { ids: [world.userId.superadmin], isValid: false }),
    );
    expect(disable.statusCode).toBe(400);
    expect(disable.json().messeage).toBe(userMessages.notSelf);
    const remove = await as(world, 'superadmin', postJson(`${base}/DelUser`, { ids: [world.userId.superadmin] }));
    expect(remove.statusCode).toBe(400);
  });

  it('deletes a user without history and refuses one with sessions or syslog rows', async () => {
    const fresh = await add('superadmin', regulatorUser('todelete'));
    const id = fresh.json().data.id as number;
    const used = await as(world, 'superadmin', postJson(`${base}/DelUser`, { ids: [world.userId.district] }));
    expect(used.statusCode).toBe(409);
    expect(used.json().messeage).toBe(userMessages.hasHistory('南湖区监管员'));
    const both = await as(world, 'superadmin', postJson(`${base}/DelUser`, { ids: [id, world.userId.district] }));
    expect(both.statusCode).toBe(409);
    const removed = await as(world, 'superadmin', postJson(`${base}/DelUser`, { ids: [id] }));
    expect(removed.statusCode, removed.body).toBe(200);
    expect(await world.db.selectFrom('app_user').where('id', '=', id).select('id').executeTakeFirst()).toBeUndefined();
    expect((await userLogs()).at(-1)!.detail).toMatchObject({ action: 'delete', ids: [id], after: null });
  });
});

describe('ResetUserPassword and UpdateUserPassword', () => {
  it('resets to a strong random password shown once; the user must change it and its sessions end', async () => {
    await world.app.sessions.create(world.userId.weak);
    const response = await as(world, 'superadmin', postJson(`${base}/ResetUserPassword`, { id: world.userId.weak }));
    expect(response.statusCode, response.body).toBe(200);
    const password = response.json().data.password as string;
    expect(password).toMatch(/^(?=.*\d)(?=.*[A-Z])(?=.*[a-z])(?=.*[^A-Za-z\d]).{12}$/);
    expect(response.json().messeage).toContain(password);
    const stored = await world.db
      .selectFrom('app_user')
      .selectAll()
      .where('id', '=', world.userId.weak)
      .executeTakeFirstOrThrow();
    expect(stored.update_password_time).toBeNull();
    const open = await world.db
      .selectFrom('session')
      .where('user_id', '=', world.userId.weak)
      .where('ended_at', 'is', null)
      .select('user_id')
      .execute();
    expect(open).toEqual([]);
    expect(JSON.stringify((await userLogs()).at(-1)!.detail)).not.toContain(password);
  });

  it('sets a password under the strength rule', async () => {
    const weak = await as(
      world,
      'superadmin',
      postJson(`${base}/UpdateUserPassword`, { id: world.userId.weak, newPassword: 'short', confirmPassword: 'short' }),
    );
    expect(weak.statusCode).toBe(400);
    const differ = await as(
      world,
      'superadmin',
      postJson(`${base}/UpdateUserPassword`, {
        id: world.userId.weak,
        newPassword: strong,
        confirmPassword: 'Abc@123456',
      }),
    );
    expect(differ.statusCode).toBe(400);
    const set = await as(
      world,
      'superadmin',
      postJson(`${base}/UpdateUserPassword`, { id: world.userId.weak, newPassword: strong, confirmPassword: strong }),
    );
    expect(set.statusCode, set.body).toBe(200);
    const outside = await as(
      world,
      'city',
      postJson(`${base}/UpdateUserPassword`, {
        id: world.userId.superadmin,
        newPassword: strong,
        confirmPassword: strong,
      }),
    );
    expect(outside.statusCode).toBe(404);
  });
});

describe('GetUserRegulator', () => {
  it('answers a regulator user its regulator and a station user the regulators its station is bound to', async () => {
    const own = await as(world, 'superadmin', getUrl(`${base}/GetUserRegulator?Id=${world.userId.district}`));
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json().data.list).toEqual([
      { id: world.districtRegulatorId, regulatorName: '嘉兴市南湖区市场监督管理局', divisionName: '南湖区', level: 3 },
    ]);
    const station = await as(world, 'superadmin', getUrl(`${base}/GetUserRegulator?Id=${world.userId.station}`));
    expect(station.json().data.list.length).toBeGreaterThan(0);
    const hidden = await as(world, 'city', getUrl(`${base}/GetUserRegulator?Id=${world.userId.superadmin}`));
    expect(hidden.statusCode).toBe(404);
  });
});

describe('GetLoginLocks and UnlockUserOrIP', () => {
  it('lists the accounts and addresses locked now and lifts a lock', async () => {
    const future = new Date(Date.now() + 10 * 60_000).toISOString();
    const past = new Date(Date.now() - 60_000).toISOString();
    await world.db
      .insertInto('login_lock')
      .values([
        { kind: 'account', key: 'district', locked_until: future },
        { kind: 'account', key: 'superadmin', locked_until: future },
        { kind: 'ip', key: '10.1.2.3', locked_until: future },
        { kind: 'account', key: 'station', locked_until: past },
      ])
      .execute();
    const all = await as(world, 'superadmin', getUrl(`${base}/GetLoginLocks`));
    expect(all.statusCode, all.body).toBe(200);
    expect(
      all
        .json()
        .list.map((row: { lockKey: string }) => row.lockKey)
        .sort(),
    ).toEqual(['account:district', 'account:superadmin', 'ip:10.1.2.3']);
    const row = all.json().list.find((lock: { key: string }) => lock.key === 'district');
    expect(row).toMatchObject({ kindName: '账号', userName: '南湖区监管员' });
    const lockedFlag = await as(world, 'superadmin', list('&LoginCode=district'));
    expect(lockedFlag.json().list[0].isLocked).toBe(true);

    // A regulator sees only the accounts of its scope, and no address.
    const city = await as(world, 'city', getUrl(`${base}/GetLoginLocks`));
    expect(city.json().list.map((lock: { lockKey: string }) => lock.lockKey)).toEqual(['account:district']);
    const ip = await as(world, 'city', postJson(`${base}/UnlockUserOrIP`, { Ip: '10.1.2.3' }));
    expect(ip.statusCode).toBe(403);
    const manager = await as(world, 'city', postJson(`${base}/UnlockUserOrIP`, { LoginCode: 'superadmin' }));
    expect(manager.statusCode).toBe(404);

    const unlocked = await as(world, 'city', postJson(`${base}/UnlockUserOrIP`, { LoginCode: 'district' }));
    expect(unlocked.statusCode, unlocked.body).toBe(200);
    const byIp = await as(world, 'superadmin', postJson(`${base}/UnlockUserOrIP`, { Ip: '10.1.2.3' }));
    expect(byIp.statusCode).toBe(200);
    const left = await as(world, 'superadmin', getUrl(`${base}/GetLoginLocks`));
    expect(left.json().list.map((lock: { lockKey: string }) => lock.lockKey)).toEqual(['account:superadmin']);
  });
});
