import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../support/identity';
import { as, closeCatalogueWorld, getUrl, openCatalogueWorld, postJson, type CatalogueWorld } from './catalogueWorld';

let world: CatalogueWorld;

beforeAll(async () => {
  world = await openCatalogueWorld();
}, 120_000);
afterAll(() => closeCatalogueWorld(world));

const base = '/api/samr/Auth';
const list = (query = '') => getUrl(`${base}/GetRole?CountPerPage=50${query}`);

async function addRole(name: string, menuCodes?: string[]): Promise<number> {
  const added = await as(world, 'superadmin', postJson(`${base}/AddRole`, { roleName: name }));
  expect(added.statusCode, added.body).toBe(200);
  const id = added.json().data.id as number;
  if (menuCodes) {
    const set = await as(world, 'superadmin', postJson(`${base}/UpdateRolePermission`, { RoleId: id, menuCodes }));
    expect(set.statusCode, set.body).toBe(200);
  }
  return id;
}

let userSerial = 0;
/** A regulator user (of the city unless told) holding the role; returns a fresh session token for them. */
async function userOf(roleId: number, regulatorId = world.cityRegulatorId): Promise<{ id: number; token: string }> {
  userSerial += 1;
  const user = await world.db
    .insertInto('app_user')
    .values({
      login_code: `role-user-${userSerial}`,
      user_name: `角色测试用户${userSerial}`,
      password_hash: 'x',
      password_salt: 'x',
      role_id: roleId,
      belong_to_type: 10,
      regulator_id: regulatorId,
      level: regulatorId === world.cityRegulatorId ? 2 : 3,
      update_password_time: new Date().toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: user.id, token: await world.app.sessions.create(user.id) };
}

const withToken = (token: string, options: ReturnType<typeof getUrl>) =>
  world.app.inject({ ...options, headers: { ...options.headers, ...bearer(token) } });

async function roleLogs() {
  return world.db
    .selectFrom('syslog')
    .select(['user_id', 'detail'])
    .where('event', '=', 'roleChange')
    .orderBy('id')
    .execute();
}

describe('GetRole', () => {
  it('lists the roles with their users and menus, by name and validity', async () => {
    const all = await as(world, 'superadmin', list());
    expect(all.statusCode, all.body).toBe(200);
    expect(all.json().totalCount).toBeGreaterThanOrEqual(9);
    const district = all.json().list.find((row: { roleName: string }) => row.roleName === '区级监管');
    expect(district).toMatchObject({ isValid: true, userCount: 3 });
    expect(district.menuCount).toBeGreaterThan(10);
    expect(district.createdAt).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);

    const byName = await as(world, 'superadmin', list(`&RoleName=${encodeURIComponent('检验机构')}`));
    expect(
      byName
        .json()
        .list.map((row: { roleName: string }) => row.roleName)
        .sort(),
    ).toEqual(['检验机构审批员', '检验机构审核员', '检验机构检验员', '检验机构管理员']);
    const disabled = await as(world, 'superadmin', list('&IsValid=0&RoleName=%E4%B8%AD%E4%BF%A1'));
    expect(disabled.json()).toMatchObject({ totalCount: 0, list: [] });
    const paged = await as(world, 'superadmin', getUrl(`${base}/GetRole?CountPerPage=2&PageIndex=2`));
    expect(paged.json().list).toHaveLength(2);
    expect(paged.json().list[0].ordinalNum).toBe(3);
  });

  it('is exported in the browser: isExport answers the filtered page as JSON, never a workbook', async () => {
    const columns = JSON.stringify([
      { code: 'roleName', title: '角色名称' },
      { code: 'userCount', title: '用户数' },
    ]);
    const response = await as(
      world,
      'superadmin',
      getUrl(
        `${base}/GetRole?RoleName=${encodeURIComponent('中信')}&isExport=true&ExportColumns=${encodeURIComponent(columns)}`,
      ),
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/json');
    expect(response.json().list).toEqual([expect.objectContaining({ roleName: '中信银行', userCount: 1 })]);
  });

  it('refuses a user without the role page, and a bad filter with 400', async () => {
    expect((await as(world, 'city', list())).statusCode).toBe(403);
    const bad = await as(world, 'superadmin', list('&IsValid=5'));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().messeage).toContain('启用状态只能是0、1');
  });
});

describe('AddRole, UpdateRole, BatchRoleIsValid and DelRol', () => {
  it('adds and renames a role, refusing a name already taken, and logs each change', async () => {
    const before = (await roleLogs()).length;
    const id = await addRole('测试角色甲');
    const taken = await as(world, 'superadmin', postJson(`${base}/AddRole`, { roleName: '充装站' }));
    expect(taken.statusCode).toBe(400);
    expect(taken.json().messeage).toBe('角色名称已存在：充装站');
    const blank = await as(world, 'superadmin', postJson(`${base}/AddRole`, { roleName: '  ' }));
    expect(blank.statusCode).toBe(400);
    expect(blank.json().messeage).toContain('请填写角色名称');

    const renamed = await as(world, 'superadmin', postJson(`${base}/UpdateRole`, { id, roleName: '测试角色乙' }));
    expect(renamed.json().data).toMatchObject({ id, roleName: '测试角色乙', userCount: 0, menuCount: 0 });
    const missing = await as(world, 'superadmin', postJson(`${base}/UpdateRole`, { id: 999999, roleName: '无' }));
    expect(missing.statusCode).toBe(404);

    const logs = (await roleLogs()).slice(before);
    expect(logs.map((log) => (log.detail as { action: string }).action)).toEqual(['add', 'update']);
    expect(logs[1]?.detail).toMatchObject({
      kind: 'role',
      id,
      before: { roleName: '测试角色甲' },
      after: { roleName: '测试角色乙' },
    });
    expect(logs[1]?.user_id).toBe(world.userId.superadmin);
  });

  it('refuses to delete a role users hold, naming how many, and deletes an unused one', async () => {
    const district = await world.db
      .selectFrom('role')
      .where('name', '=', '区级监管')
      .select('id')
      .executeTakeFirstOrThrow();
    const refused = await as(world, 'superadmin', postJson(`${base}/DelRol`, { ids: [district.id] }));
    expect(refused.statusCode).toBe(409);
    expect(refused.json().messeage).toBe('角色“区级监管”仍有3个用户在使用，不能删除；可将其停用或先为这些用户更换角色');
    expect(
      await world.db.selectFrom('role').where('id', '=', district.id).select('id').executeTakeFirst(),
    ).toBeDefined();

    const unused = await addRole('待删除角色', ['006002']);
    const removed = await as(world, 'superadmin', postJson(`${base}/DelRol`, { ids: [unused] }));
    expect(removed.statusCode, removed.body).toBe(200);
    expect(await world.db.selectFrom('role').where('id', '=', unused).select('id').executeTakeFirst()).toBeUndefined();
    expect(await world.db.selectFrom('role_menu').where('role_id', '=', unused).select('menu_code').execute()).toEqual(
      [],
    );
    const log = (await roleLogs()).at(-1);
    expect(log?.detail).toMatchObject({
      action: 'delete',
      before: [{ roleName: '待删除角色', menuCodes: ['006', '006002'] }],
    });
  });

  it('takes every menu from the users of a disabled role on their next request, and gives them back', async () => {
    const roleId = await addRole('停用测试角色', ['006002']);
    const user = await userOf(roleId);
    const menus = async () =>
      (await withToken(user.token, getUrl(`${base}/GetUserPermission`)))
        .json()
        .data.list.map((menu: { menuCode: string }) => menu.menuCode);
    expect(await menus()).toEqual(['006', '006002']);
    await as(world, 'superadmin', postJson(`${base}/BatchRoleIsValid`, { ids: [roleId], isValid: false }));
    expect(await menus()).toEqual([]);
    await as(world, 'superadmin', postJson(`${base}/BatchRoleIsValid`, { ids: [roleId], isValid: true }));
    expect(await menus()).toEqual(['006', '006002']);
  });
});

describe('GetRolePermission and UpdateRolePermission', () => {
  it('answers a role menu codes, and 404 for an unknown role', async () => {
    const station = await world.db
      .selectFrom('role')
      .where('name', '=', '充装站')
      .select('id')
      .executeTakeFirstOrThrow();
    const response = await as(world, 'superadmin', getUrl(`${base}/GetRolePermission?RoleId=${station.id}`));
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ roleId: station.id, roleName: '充装站' });
    expect(response.json().data.menuCodes).toEqual(
      expect.arrayContaining(['001', '001001', '007', '007001', '009004']),
    );
    expect((await as(world, 'superadmin', getUrl(`${base}/GetRolePermission?RoleId=999999`))).statusCode).toBe(404);
  });

  it('changes what the role users see and may call on their very next request', async () => {
    const roleId = await addRole('权限变更角色', ['006002']);
    const user = await userOf(roleId);
    const permissions = () => withToken(user.token, getUrl(`${base}/GetUserPermission`));
    const guarded = () => withToken(user.token, list());
    expect((await guarded()).statusCode).toBe(403);

    const granted = await as(
      world,
      'superadmin',
      postJson(`${base}/UpdateRolePermission`, { RoleId: roleId, menuCodes: ['006002', '008002'] }),
    );
    expect(granted.json().data.menuCodes).toEqual(['006', '006002', '008', '008002']);
    expect((await permissions()).json().data.list).toEqual([
      { menuCode: '006', menuName: '/Regulatory/协同监督' },
      { menuCode: '006002', menuName: '/Regulatory/Notice/通知公告' },
      { menuCode: '008', menuName: '/Setting/系统设置' },
      { menuCode: '008002', menuName: '/Setting/Role/角色管理' },
    ]);
    expect((await guarded()).statusCode).toBe(200);

    await as(world, 'superadmin', postJson(`${base}/UpdateRolePermission`, { RoleId: roleId, menuCodes: ['006002'] }));
    expect((await guarded()).statusCode).toBe(403);
    expect((await permissions()).json().data.list.map((menu: { menuCode: string }) => menu.menuCode)).toEqual([
      '006',
      '006002',
    ]);
    const log = (await roleLogs()).at(-1);
    expect(log?.detail).toMatchObject({
      action: 'permission',
      id: roleId,
      before: { menuCodes: ['006', '006002', '008', '008002'] },
      after: { menuCodes: ['006', '006002'] },
      removed: ['008', '008002'],
    });
  });

  it('never lets a user grant or take away a menu they do not hold', async () => {
    const adminRole = await addRole('角色管理员', ['008002', '001001', '006002']);
    const admin = await userOf(adminRole);
    const target = await addRole('被管理角色', ['009001']);
    const update = (menuCodes: string[]) =>
      withToken(admin.token, postJson(`${base}/UpdateRolePermission`, { RoleId: target, menuCodes }));

    const notHeld = await update(['009001', '002001']);
    expect(notHeld.statusCode).toBe(403);
    expect(notHeld.json().messeage).toBe('您没有“工业气瓶管理”菜单的权限，不能授予或收回该菜单');
    const takeAway = await update([]);
    expect(takeAway.statusCode).toBe(403);
    expect(takeAway.json().messeage).toContain('单位管理');

    const allowed = await update(['009001', '001001', '006002']);
    expect(allowed.statusCode, allowed.body).toBe(200);
    expect(allowed.json().data.menuCodes).toEqual(['001', '001001', '006', '006002', '009', '009001']);
    const stored = await world.db.selectFrom('role_menu').where('role_id', '=', target).select('menu_code').execute();
    expect(stored.map((row) => row.menu_code).sort()).toEqual(['001', '001001', '006', '006002', '009', '009001']);
  });

  it('lets a role be changed only by a holder who manages every user of it', async () => {
    const districtAdmin = await userOf(
      await addRole('区级角色管理员', ['008002', '001001']),
      world.districtRegulatorId,
    );
    const cityRole = await addRole('市级测试角色', ['001001']);
    await userOf(cityRole);
    const districtRole = await addRole('区级测试角色', ['001001']);
    await userOf(districtRole, world.districtRegulatorId);
    const call = (url: string, payload: unknown) => withToken(districtAdmin.token, postJson(`${base}/${url}`, payload));
    const refused = `角色“市级测试角色”有不在您管辖范围内的用户，您不能修改该角色`;
    const before = await roleLogs();

    for (const [url, payload] of [
      ['BatchRoleIsValid', { ids: [districtRole, cityRole], isValid: false }],
      ['UpdateRole', { id: cityRole, roleName: '改名的市级角色' }],
      ['UpdateRolePermission', { RoleId: cityRole, menuCodes: [] }],
    ] as const) {
      const answer = await call(url, payload);
      expect(answer.statusCode, `${url}: ${answer.body}`).toBe(403);
      expect(answer.json().messeage).toBe(refused);
    }
    const stored = await world.db
      .selectFrom('role')
      .select(['name', 'is_valid'])
      .where('id', 'in', [cityRole, districtRole])
      .orderBy('id')
      .execute();
    expect(stored).toEqual([
      { name: '市级测试角色', is_valid: true },
      { name: '区级测试角色', is_valid: true },
    ]);
    const cityMenus = await world.db
      .selectFrom('role_menu')
      .where('role_id', '=', cityRole)
      .select('menu_code')
      .execute();
    expect(cityMenus.map((row) => row.menu_code).sort()).toEqual(['001', '001001']);
    expect(await roleLogs()).toHaveLength(before.length);

    const renamed = await call('UpdateRole', { id: districtRole, roleName: '区级测试角色二' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const disabled = await call('BatchRoleIsValid', { ids: [districtRole], isValid: false });
    expect(disabled.statusCode, disabled.body).toBe(200);
    const managerRole = await world.db
      .selectFrom('app_user')
      .select('role_id')
      .where('login_code', '=', 'superadmin')
      .executeTakeFirstOrThrow();
    const managers = await call('UpdateRole', { id: managerRole.role_id, roleName: '系统管理' });
    expect(managers.statusCode).toBe(403);
  });

  it('answers an unknown or malformed menu code with 400', async () => {
    const roleId = await addRole('编码测试角色');
    const unknown = await as(
      world,
      'superadmin',
      postJson(`${base}/UpdateRolePermission`, { RoleId: roleId, menuCodes: ['999'] }),
    );
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().messeage).toBe('菜单不存在：999');
    const malformed = await as(
      world,
      'superadmin',
      postJson(`${base}/UpdateRolePermission`, { RoleId: roleId, menuCodes: ['12'] }),
    );
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().messeage).toContain('菜单编码应为3、6或9位数字');
  });
});
