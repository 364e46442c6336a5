import { menuTree } from '@gcs/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { syncMenuRegistry } from '../../src/db/menuRegistry';
import { sheetOf } from '../support/xlsxSheet';
import { as, closeCatalogueWorld, getUrl, openCatalogueWorld, postJson, type CatalogueWorld } from './catalogueWorld';

let world: CatalogueWorld;

beforeAll(async () => {
  world = await openCatalogueWorld();
}, 120_000);
afterAll(() => closeCatalogueWorld(world));

const base = '/api/samr/Auth';
const children = (query = '') => getUrl(`${base}/GetChildMenu?CountPerPage=50${query}`);
const admin = (url: string, body: Record<string, unknown>) => as(world, 'superadmin', postJson(`${base}/${url}`, body));

async function menuRow(code: string) {
  return world.db.selectFrom('menu').selectAll().where('code', '=', code).executeTakeFirst();
}

type Node = { menuCode: string; parentCode: string | null; title: string; available: boolean; builtIn: boolean };

describe('GetMenuTree', () => {
  it('answers every entry in tree order with its parent, whether built and whether the registry owns it', async () => {
    const response = await as(world, 'superadmin', getUrl(`${base}/GetMenuTree`));
    expect(response.statusCode, response.body).toBe(200);
    const list = response.json().list as Node[];
    expect(list).toHaveLength(menuTree.length);
    expect(list.slice(0, 3).map((node) => node.menuCode)).toEqual(['001', '001001', '001002']);
    const seen = new Set<string>();
    for (const node of list) {
      if (node.parentCode) expect(seen.has(node.parentCode), node.menuCode).toBe(true);
      seen.add(node.menuCode);
    }
    expect(list.find((node) => node.menuCode === '008002')).toMatchObject({
      parentCode: '008',
      title: '角色管理',
      available: true,
      builtIn: true,
    });
    expect(list.find((node) => node.menuCode === '001010001')).toMatchObject({
      parentCode: '001010',
      available: false,
    });
  });

  it('is open to the role page too (its checkable tree), and to no one else', async () => {
    expect((await as(world, 'city', getUrl(`${base}/GetMenuTree`))).statusCode).toBe(403);
    expect((await as(world, 'station', getUrl(`${base}/GetMenuTree`))).statusCode).toBe(403);
  });
});

describe('GetChildMenu', () => {
  it('lists the top-level groups without a parent, the children of a parent, by title and validity', async () => {
    const top = await as(world, 'superadmin', children());
    expect(top.statusCode, top.body).toBe(200);
    expect(top.json().list.map((row: { menuCode: string }) => row.menuCode)).toEqual(
      menuTree.filter((menu) => menu.code.length === 3).map((menu) => menu.code),
    );
    const setting = await as(world, 'superadmin', children('&ParentCode=008'));
    const role = setting.json().list.find((row: { menuCode: string }) => row.menuCode === '008002');
    expect(role).toMatchObject({
      path: '/Setting/Role',
      menuName: '/Setting/Role/角色管理',
      level: 2,
      levelName: '二级',
      childCount: 0,
      sourceName: '系统页面',
      isValid: true,
    });
    const ai = await as(world, 'superadmin', children(`&ParentCode=005&MenuTitle=${encodeURIComponent('预警')}`));
    expect(ai.json().list).toEqual([expect.objectContaining({ menuCode: '005003', childCount: 9 })]);
    const disabled = await as(world, 'superadmin', children('&ParentCode=008&IsValid=0'));
    expect(disabled.json().totalCount).toBe(0);
    const bad = await as(world, 'superadmin', children('&ParentCode=12'));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().messeage).toContain('上级菜单编码应为3或6位数字');
  });

  it('exports the shown columns as .xlsx', async () => {
    const columns = JSON.stringify([
      { code: 'menuCode', title: '菜单编码' },
      { code: 'title', title: '菜单名称' },
    ]);
    const response = await as(
      world,
      'superadmin',
      getUrl(`${base}/GetChildMenu?ParentCode=004002&isExport=true&ExportColumns=${encodeURIComponent(columns)}`),
    );
    expect(await sheetOf(response.rawPayload)).toEqual([
      ['菜单编码', '菜单名称'],
      ['004002001', '证书打印'],
    ]);
  });
});

describe('AddMenu, UpdateMenu, DeleteMenu', () => {
  it('adds an entry under a parent with the next free code, or the code given, and logs it', async () => {
    // The next free code follows the highest child of 006 the registry holds.
    const highest = Math.max(
      ...menuTree.filter((menu) => /^006\d{3}$/.test(menu.code)).map((menu) => Number(menu.code.slice(3))),
    );
    const next = `006${String(highest + 1).padStart(3, '0')}`;
    const added = await admin('AddMenu', { parentCode: '006', path: '/Regulatory/Hotline', title: '投诉热线' });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json().data).toMatchObject({
      menuCode: next,
      parentCode: '006',
      menuName: '/Regulatory/Hotline/投诉热线',
      builtIn: false,
      available: false,
      isValid: true,
    });
    const given = await admin('AddMenu', {
      parentCode: next,
      menuCode: `${next}005`,
      path: '/Regulatory/Hotline/Records',
      title: '来电记录',
    });
    expect(given.json().data).toMatchObject({ menuCode: `${next}005`, level: 3 });
    const log = await world.db
      .selectFrom('syslog')
      .select('detail')
      .where('event', '=', 'menuChange')
      .orderBy('id', 'desc')
      .executeTakeFirst();
    expect(log?.detail).toMatchObject({ kind: 'menu', action: 'add', id: `${next}005`, before: null });
  });

  it('refuses codes, paths and depths that do not fit the tree, naming the problem', async () => {
    const cases: [Record<string, unknown>, number, string][] = [
      [{ parentCode: '777', path: '/Nowhere/Page', title: '无' }, 400, '上级菜单不存在：777'],
      [{ parentCode: '001010001', path: '/GasCylinder/FillingRule/AntiLock/X', title: '四级' }, 400, '菜单最多三级'],
      [
        { parentCode: '006', menuCode: '007099', path: '/Regulatory/Wrong', title: '错' },
        400,
        '菜单编码应为上级菜单编码006后加3位数字',
      ],
      [
        { parentCode: '006', menuCode: '006001', path: '/Regulatory/Other', title: '重' },
        400,
        '菜单编码已存在：006001',
      ],
      [
        { parentCode: '006', path: '/Setting/Elsewhere', title: '外' },
        400,
        '菜单路径应以上级菜单的路径“/Regulatory/”开头',
      ],
      [{ parentCode: '006', path: '/Regulatory/notice', title: '同' }, 400, '菜单路径已被使用：/Regulatory/notice'],
      [{ parentCode: '006', path: 'Regulatory/x', title: '坏' }, 400, '菜单路径应以/开头'],
      [{ parentCode: '006', path: '/Regulatory/Slash', title: 'a/b' }, 400, '菜单名称不能包含/'],
    ];
    for (const [body, status, message] of cases) {
      const response = await admin('AddMenu', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(status);
      expect(response.json().messeage).toContain(message);
    }
  });

  it('retitles and reorders a registry page but keeps its path; an extra entry may move its path', async () => {
    const renamed = await admin('UpdateMenu', {
      menuCode: '006002',
      path: '/Regulatory/Notice',
      title: '公告',
      sort: 1,
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(await menuRow('006002')).toMatchObject({ title: '公告', sort: 1 });
    const moved = await admin('UpdateMenu', { menuCode: '006002', path: '/Regulatory/News', title: '公告' });
    expect(moved.statusCode).toBe(400);
    expect(moved.json().messeage).toBe('“公告”是系统页面，其路径不能修改');
    const reparent = await admin('UpdateMenu', {
      menuCode: '006002',
      parentCode: '007',
      path: '/Regulatory/Notice',
      title: '公告',
    });
    expect(reparent.json().messeage).toBe('菜单不能移动到其他上级菜单下');

    await admin('AddMenu', { parentCode: '007', path: '/Register/Extra', title: '附加' });
    const extra = (
      await world.db.selectFrom('menu').select('code').where('path', '=', '/Register/Extra').executeTakeFirstOrThrow()
    ).code;
    const repathed = await admin('UpdateMenu', { menuCode: extra, path: '/Register/Extra2', title: '附加二' });
    expect(repathed.json().data).toMatchObject({ path: '/Register/Extra2', title: '附加二' });
    expect((await admin('UpdateMenu', { menuCode: '123456', path: '/A/B', title: '无' })).statusCode).toBe(404);
  });

  it('refuses to delete an entry with children or a registry page, and deletes an extra leaf with its grants', async () => {
    await admin('AddMenu', { parentCode: '009', menuCode: '009050', path: '/UnitManage/Parent', title: '父菜单' });
    await admin('AddMenu', { parentCode: '009050', path: '/UnitManage/Parent/Child', title: '子菜单' });
    const withChildren = await admin('DeleteMenu', { menuCode: '009050' });
    expect(withChildren.statusCode).toBe(409);
    expect(withChildren.json().messeage).toBe('菜单“父菜单”下还有1个下级菜单，不能删除；请先删除下级菜单');
    const builtIn = await admin('DeleteMenu', { menuCode: '009001' });
    expect(builtIn.statusCode).toBe(409);
    expect(builtIn.json().messeage).toBe('“监管单位”是系统页面，不能删除；可将其停用');

    const role = await world.db
      .selectFrom('role')
      .where('name', '=', '中信银行')
      .select('id')
      .executeTakeFirstOrThrow();
    await world.db.insertInto('role_menu').values({ role_id: role.id, menu_code: '009050001' }).execute();
    const removed = await admin('DeleteMenu', { menuCode: '009050001' });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(await menuRow('009050001')).toBeUndefined();
    expect(await world.db.selectFrom('role_menu').where('menu_code', '=', '009050001').selectAll().execute()).toEqual(
      [],
    );
    expect((await admin('DeleteMenu', { menuCode: '009050' })).statusCode).toBe(200);
  });
});

describe('BatchMenuIsValid', () => {
  it('disables an entry with everything below it, hiding it from its holders at once, and enables it with its groups', async () => {
    const menus = async () =>
      (await as(world, 'city', getUrl(`${base}/GetUserPermission`)))
        .json()
        .data.list.map((menu: { menuCode: string }) => menu.menuCode);
    expect(await menus()).toContain('005003004');
    const disabled = await admin('BatchMenuIsValid', { ids: ['005003'], isValid: false });
    expect(disabled.json().data.count).toBe(10);
    expect(await menus()).not.toContain('005003004');
    expect(await menus()).not.toContain('005003');
    expect((await menuRow('005003009'))?.is_valid).toBe(false);

    const enabled = await admin('BatchMenuIsValid', { ids: ['005003004'], isValid: true });
    expect(enabled.json().data.count).toBe(3);
    expect(await menus()).toEqual(expect.arrayContaining(['005', '005003', '005003004']));
    expect(await menus()).not.toContain('005003005');
  });

  it('keeps the menu page itself enabled, and answers an unknown code with 404', async () => {
    const refused = await admin('BatchMenuIsValid', { ids: ['008'], isValid: false });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().messeage).toBe('不能停用系统设置或菜单管理本身，否则将无法再管理菜单');
    expect((await admin('BatchMenuIsValid', { ids: ['555'], isValid: false })).statusCode).toBe(404);
  });
});

describe('the page registry and the menu table', () => {
  it('adds the registry entries a database lacks and puts back a registry path, keeping titles', async () => {
    await world.db.deleteFrom('menu').where('code', '=', '010004').execute();
    await world.db
      .updateTable('menu')
      .set({ path: '/Setting/Moved', title: '改过的标题' })
      .where('code', '=', '008010')
      .execute();
    expect(await syncMenuRegistry(world.db)).toBe(1);
    expect(await menuRow('010004')).toMatchObject({ path: '/Pressure/UseStation', title: '使用单位', is_valid: true });
    expect(await menuRow('008010')).toMatchObject({ path: '/Setting/Report', title: '改过的标题' });
    expect(await syncMenuRegistry(world.db)).toBe(0);
  });
});

describe('GetMenuCompareTree', () => {
  it('answers every page with its levels, a description and a tick derived from the registry', async () => {
    const response = await as(world, 'station', getUrl(`${base}/GetMenuCompareTree`));
    expect(response.statusCode, response.body).toBe(200);
    const list = response.json().list as { menuCode: string; available: boolean }[];
    const byCode = new Map(list.map((row) => [row.menuCode, row]));
    expect(byCode.get('001002')).toMatchObject({
      firstMenu: '液化气瓶管理',
      secondMenu: '黑名单气瓶',
      thirdMenu: '',
      available: true,
    });
    expect(byCode.get('003014007')).toMatchObject({
      firstMenu: '车用气瓶管理',
      secondMenu: '异常充装',
      thirdMenu: '规格不符充装',
      available: true,
    });
    expect(byCode.get('001010001')).toMatchObject({
      firstMenu: '液化气瓶管理',
      secondMenu: '充装规则',
      thirdMenu: '防锁设置',
      available: false,
      description: '本版本暂未提供',
    });
    // An entry with a page of its own and entries below it is a row too; a group without a page is not.
    expect(byCode.get('003014')).toMatchObject({
      firstMenu: '车用气瓶管理',
      secondMenu: '异常充装',
      thirdMenu: '',
      available: true,
    });
    expect(byCode.has('003'), 'a group without a page of its own is not a row').toBe(false);
    for (const menu of menuTree) {
      const row = byCode.get(menu.code);
      if (row) expect(row.available, menu.code).toBe(menu.page !== undefined);
    }
    expect((await world.app.inject(getUrl(`${base}/GetMenuCompareTree`))).statusCode).toBe(401);
  });
});
