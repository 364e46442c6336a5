import type { Browser, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { menuTree } from '@gcs/contracts';
import { demoAccounts } from '@gcs/server/demo-accounts';
import { chooseOption, loginAs, pickOption, snap } from '../src/archive';
import { fillLogin, loginPage } from '../src/login';
import { chooseTreePath } from '../src/treeSelect';
import { journeyHooks } from '../src/journey';

let browser: Browser;
let admin: Page | undefined;
let newcomer: Page | undefined;
const baseUrl = () => inject('baseUrl');

const suffix = String(Date.now()).slice(-6);
const roleName = `数据分析员${suffix}`;
const account = { loginCode: `e2e${suffix}`, userName: `分析员${suffix}` };
const firstPassword = 'First#2026pw';
const ownPassword = 'Own#2026pass';

journeyHooks(
  'administration',
  (launched) => (browser = launched),
  () => newcomer ?? admin,
);

/** Searches a list page's filter form by one text field and answers the first row containing the text. */
async function findRow(page: Page, form: string, field: string, text: string, table: string) {
  const filter = page.getByRole('form', { name: form });
  await filter.getByLabel(field, { exact: true }).fill(text);
  await filter
    .getByRole('button', { name: /查\s*询/ })
    .first()
    .click();
  const row = page.locator(`[aria-label="${table}"] tr[data-row-key]`, { hasText: text }).first();
  await row.waitFor({ timeout: 15_000 });
  return row;
}

/** The sidebar's menu titles: the groups, or a group's pages once it is open. */
const sidebar = (page: Page) => page.locator('.app-layout__sider');

describe('an administrator gives a new role some menus and a new user that role', () => {
  it('creates the role and ticks the 大数据分析 group in its menu tree', async () => {
    admin = await loginAs(browser, baseUrl(), 'superadmin');
    await admin.goto('/Setting/Role');
    await admin.getByTestId('record.add').click();
    const dialog = admin.getByRole('dialog', { name: '新增角色' });
    // On a busy machine a click during the dialog's opening animation can be lost: act once it has opened.
    await expect.poll(async () => dialog.getAttribute('class'), { timeout: 15_000 }).not.toContain('appear');
    await dialog.getByLabel('角色名称', { exact: true }).fill(roleName);
    await dialog.getByRole('button', { name: /保\s*存/ }).click();
    await dialog.waitFor({ state: 'hidden', timeout: 15_000 });
    const row = await findRow(admin, '角色查询条件', '角色名称', roleName, '角色列表');
    await row.getByRole('button', { name: '菜单权限' }).click();
    const tree = admin.getByRole('dialog', { name: `菜单权限 - ${roleName}` });
    const group = tree.locator('.ant-tree-treenode', { hasText: '大数据分析' }).first();
    await group.locator('.ant-tree-checkbox').click();
    await snap(admin, 'administration-1-role-menus.png');
    await tree.getByRole('button', { name: /保\s*存/ }).click();
    await tree.waitFor({ state: 'hidden', timeout: 15_000 });
    const saved = await findRow(admin, '角色查询条件', '角色名称', roleName, '角色列表');
    // 菜单数: the group and every page under it.
    const menuCount = menuTree.filter((menu) => menu.code.startsWith('005')).length;
    await expect.poll(async () => (await saved.innerText()).split('\t')).toContain(String(menuCount));
  });

  it('creates a user of the city regulator with that role', async () => {
    const page = admin!;
    await page.goto('/Setting/User');
    await page.getByTestId('record.add').click();
    const dialog = page.getByRole('dialog', { name: '新增用户' });
    await dialog.getByLabel('账号', { exact: true }).fill(account.loginCode);
    await dialog.getByLabel('用户名', { exact: true }).fill(account.userName);
    await chooseOption(page, dialog.getByLabel('角色', { exact: true }), roleName);
    await pickOption(page, dialog.getByLabel('所属单位类型', { exact: true }), '监管单位');
    await chooseTreePath(page, dialog.getByLabel('所属监管单位', { exact: true }), ['嘉兴市市场监督管理局']);
    await dialog.getByLabel('初始密码', { exact: true }).fill(firstPassword);
    await dialog.getByLabel('确认密码', { exact: true }).fill(firstPassword);
    await snap(page, 'administration-2-new-user.png');
    await dialog.getByRole('button', { name: /保\s*存/ }).click();
    await dialog.waitFor({ state: 'hidden', timeout: 15_000 });
    const row = await findRow(page, '用户查询条件', '账号', account.loginCode, '用户列表');
    expect(await row.innerText()).toContain(roleName);
  });

  it('the user logs in, sets their own password, and sees exactly the role’s menus', async () => {
    newcomer = await loginPage(browser, baseUrl());
    await fillLogin(newcomer, account.loginCode, firstPassword);
    const change = newcomer.getByRole('dialog', { name: '密码已过期，请修改密码' });
    await change.getByLabel('新密码', { exact: true }).fill(ownPassword);
    await change.getByLabel('确认密码', { exact: true }).fill(ownPassword);
    await change.getByRole('button', { name: '确认修改' }).click();
    await change.waitFor({ state: 'hidden', timeout: 15_000 });
    const menus = newcomer.waitForResponse((response) => response.url().includes('/Auth/GetUserPermission'));
    await fillLogin(newcomer, account.loginCode, ownPassword);
    await newcomer.waitForURL((url) => url.pathname !== '/Login');
    const held = ((await (await menus).json()) as { data: { list: { menuCode: string }[] } }).data.list;
    expect(held.map((menu) => menu.menuCode).sort()).toEqual(
      menuTree
        .filter((menu) => menu.code.startsWith('005'))
        .map((menu) => menu.code)
        .sort(),
    );
    const groups = sidebar(newcomer).locator('.ant-menu-root > .ant-menu-submenu > .ant-menu-submenu-title');
    await expect.poll(() => groups.allInnerTexts()).toEqual(['大数据分析']);
    await groups.first().click();
    const pages = sidebar(newcomer).locator('.ant-menu-root > .ant-menu-submenu > .ant-menu-sub > li');
    await expect.poll(() => pages.allInnerTexts()).toEqual(expect.arrayContaining(['使用情况汇总', '企业统计']));
    await snap(newcomer, 'administration-3-new-user-menus.png');
    await newcomer.context().close();
    newcomer = undefined;
  });
});

describe('the super administrator enters as the station user', () => {
  it('and the system log names both identities', async () => {
    const page = await loginAs(browser, baseUrl(), 'superadmin');
    admin = page;
    await page.getByPlaceholder('请输入账号').fill(demoAccounts.station.loginCode);
    await page.getByRole('button', { name: '查询' }).click();
    const entry = page.getByRole('row').filter({ hasText: demoAccounts.station.userName });
    await entry.getByRole('button', { name: '进入系统' }).click();
    await page.waitForURL((url) => url.pathname === '/Register/CylinderApproval');
    await page.getByRole('button', { name: '退出登录' }).first().click();
    await page.waitForURL((url) => url.pathname === '/Login');
    await fillLogin(page, demoAccounts.superadmin.loginCode, demoAccounts.superadmin.password);
    await page.waitForURL((url) => url.pathname === '/SuperuserLogin');
    await page.goto('/Setting/SysLogs');
    const row = await findRow(page, '系统日志查询条件', '账号', demoAccounts.station.loginCode, '系统日志列表');
    const rows = page.locator('[aria-label="系统日志列表"] tr[data-row-key]', { hasText: '以用户身份进入' });
    await expect.poll(() => rows.count()).toBeGreaterThan(0);
    expect(await rows.first().innerText()).toContain(demoAccounts.superadmin.loginCode);
    expect(await row.innerText()).toContain(demoAccounts.superadmin.loginCode);
    await snap(page, 'administration-4-syslog-both-identities.png');
  });
});
