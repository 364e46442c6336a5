import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { demoAccounts, demoPassword, type DemoAccountKey } from '@gcs/server/demo-accounts';
import { artifactPath, launchBrowser } from '../src/browser';
import { fillLogin, loginPage, pathOf } from '../src/login';

let browser: Browser;
const baseUrl = () => inject('baseUrl');

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Spec 01 section 6: where each kind of account lands after logging in. */
const landings: [DemoAccountKey, string][] = [
  ['superadmin', '/SuperuserLogin'],
  ['city', '/Dashboard'],
  ['district', '/Dashboard'],
  ['station', '/Register/CylinderApproval'],
  ['inspector', '/VehicleCylinder/VcInspectionList'],
  ['auditor', '/VehicleCylinder/VcInspectionAudit'],
  ['approver', '/VehicleCylinder/VcInspectionApproval'],
  ['institution', '/Register/InspectionManage'],
  ['bank', '/Regulatory/Deposit'],
];

describe('login and landing', () => {
  for (const [key, landing] of landings) {
    it(`${key} lands on ${landing}`, async () => {
      const page = await loginPage(browser, baseUrl());
      await fillLogin(page, demoAccounts[key].loginCode, demoAccounts[key].password);
      await page.waitForURL((url) => url.pathname === landing);
      if (key === 'station') {
        await expect.poll(() => page.getByText(/充装许可证还有\d+天到期，请尽快处理。/).count()).toBeGreaterThan(0);
        await page.screenshot({ path: artifactPath('station-landing.png') });
      }
      await page.context().close();
    });
  }

  it('refuses a wrong password with the server message, a new captcha and an empty captcha box', async () => {
    const page = await loginPage(browser, baseUrl());
    const captcha = page.getByTestId('captcha-image');
    const before = await captcha.getAttribute('src');
    await fillLogin(page, 'city', 'Wrong@2026pw');
    await expect.poll(() => page.getByText('用户名或密码错误').count()).toBeGreaterThan(0);
    expect(await page.getByPlaceholder('请输入验证码').first().inputValue()).toBe('');
    await expect.poll(() => captcha.getAttribute('src')).not.toBe(before);
    expect(pathOf(page)).toBe('/Login');
    await page.context().close();
  });

  it('reads 用户名或密码错误 for an unknown user typing a weak password, with no password dialog', async () => {
    const page = await loginPage(browser, baseUrl());
    await fillLogin(page, 'nosuchuser', 'weakpass1');
    await expect.poll(() => page.getByText('用户名或密码错误').count()).toBeGreaterThan(0);
    expect(await page.getByRole('dialog', { name: '密码强度不足，请修改密码' }).count()).toBe(0);
    await page.context().close();
  });

  it('sends a visitor without a session to the login page and back where they were going', async () => {
    const page = await loginPage(browser, baseUrl(), '/GasCylinder/DocQuery');
    expect(pathOf(page)).toBe('/Login');
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/GasCylinder/DocQuery');
    await fillLogin(page, 'city', demoPassword);
    await page.waitForURL((url) => url.pathname === '/GasCylinder/DocQuery');
    await page.context().close();
  });

  it('makes an account with an old password change it before going on, then log in again', async () => {
    const page = await loginPage(browser, baseUrl());
    await fillLogin(page, 'expired', demoPassword);
    const dialog = page.getByRole('dialog', { name: '密码已过期，请修改密码' });
    await dialog.waitFor();
    await dialog.getByLabel('新密码').fill('New@2026pass');
    await dialog.getByLabel('确认密码').fill('New@2026pass');
    await dialog.getByRole('button', { name: '确认修改' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(pathOf(page)).toBe('/Login');
    await fillLogin(page, 'expired', 'New@2026pass');
    await page.waitForURL((url) => url.pathname === '/Dashboard');
    await page.context().close();
  });

  it('opens the weak-password dialog once the server accepted the weak password, and logs in with the new one', async () => {
    const page = await loginPage(browser, baseUrl());
    await fillLogin(page, 'weak', demoAccounts.weak.password);
    const dialog = page.getByRole('dialog', { name: '密码强度不足，请修改密码' });
    await dialog.waitFor();
    await dialog.getByLabel('新密码').fill('Strong@2026pw');
    await dialog.getByLabel('确认密码').fill('Strong@2026pw');
    await dialog.getByPlaceholder('请输入验证码').fill('E2E7');
    await dialog.getByRole('button', { name: '提 交' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await fillLogin(page, 'weak', 'Strong@2026pw');
    await page.waitForURL((url) => url.pathname === '/Dashboard');
    await page.context().close();
  });
});

describe('visited-route tabs', () => {
  it('closes tabs to the right, to the left and all others, never the landing tab', async () => {
    const page = await loginPage(browser, baseUrl());
    await fillLogin(page, 'city', demoPassword);
    await page.waitForURL((url) => url.pathname === '/Dashboard');
    for (const path of [
      '/GasCylinder/DocQuery',
      '/IndustryCylinder/DocQuery',
      '/Regulatory/Notice',
      '/Register/Overdue',
    ]) {
      await page.goto(path);
      await page.locator(`[data-testid="visited-tab"][data-path="${path}"]`).waitFor();
    }
    const tabs = () =>
      page.getByTestId('visited-tab').evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-path')));
    const menuOn = async (path: string, item: string) => {
      await page.locator(`[data-testid="visited-tab"][data-path="${path}"]`).click({ button: 'right' });
      const openMenus = page.locator('.ant-dropdown:not(.ant-dropdown-hidden)');
      // Click only once the menu has finished opening: while it moves, a click can land beside the item and close it.
      const settled = openMenus.and(page.locator(':not([class*="-appear"]):not([class*="-enter"])'));
      await settled.getByRole('menuitem', { name: item }).click();
      // Let the menu finish closing, so the next context menu is the only one on show.
      await expect.poll(() => openMenus.count()).toBe(0);
    };
    expect(await tabs()).toEqual([
      '/Dashboard',
      '/GasCylinder/DocQuery',
      '/IndustryCylinder/DocQuery',
      '/Regulatory/Notice',
      '/Register/Overdue',
    ]);
    // Switching by tab opens the sidebar group of the page on show.
    await page
      .locator('[data-testid="visited-tab"][data-path="/GasCylinder/DocQuery"]')
      .getByRole('button')
      .first()
      .click();
    await page.waitForURL((url) => url.pathname === '/GasCylinder/DocQuery');
    await expect
      .poll(() => page.locator('.ant-menu-submenu-open', { hasText: '液化气瓶管理' }).count())
      .toBeGreaterThan(0);
    await page
      .locator('[data-testid="visited-tab"][data-path="/Regulatory/Notice"]')
      .getByRole('button')
      .first()
      .click();
    await page.waitForURL((url) => url.pathname === '/Regulatory/Notice');
    await menuOn('/Regulatory/Notice', '关闭右侧');
    await expect
      .poll(tabs)
      .toEqual(['/Dashboard', '/GasCylinder/DocQuery', '/IndustryCylinder/DocQuery', '/Regulatory/Notice']);
    await menuOn('/IndustryCylinder/DocQuery', '关闭左侧');
    await expect.poll(tabs).toEqual(['/Dashboard', '/IndustryCylinder/DocQuery', '/Regulatory/Notice']);
    await menuOn('/Regulatory/Notice', '关闭其他');
    await expect.poll(tabs).toEqual(['/Dashboard', '/Regulatory/Notice']);
    await page.screenshot({ path: artifactPath('visited-tabs.png') });
    await page.context().close();
  });
});
