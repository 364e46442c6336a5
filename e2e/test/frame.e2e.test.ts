import type { Browser, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { demoAccounts } from '@gcs/server/demo-accounts';
import { loginAs } from '../src/archive';
import { newPage } from '../src/browser';
import { journeyHooks } from '../src/journey';
import { fillLogin, loginPage } from '../src/login';

let browser: Browser;
let city: Page | undefined;
let station: Page | undefined;
const baseUrl = () => inject('baseUrl');
const windowHeight = 600;

journeyHooks(
  'frame',
  (launched) => (browser = launched),
  () => station ?? city,
);

const scrollOf = (page: Page) => page.evaluate(() => window.scrollY);

/**
 * The city regulator works down a long menu (协同监督 open) in a short window: the sidebar stays put and scrolls on
 * its own, and an entry low in it opens its page at the top with the entry still in view.
 */
describe('the sidebar of a regulator who uses the platform all day', () => {
  it('stays put while the page scrolls and opens an entry low in the menu at the top of its page', async () => {
    city = await loginAs(browser, baseUrl(), 'city');
    await city.setViewportSize({ width: 1280, height: windowHeight });
    await city.goto('/Regulatory/LicenseQuery');
    await city.locator('[aria-label="许可证列表"] tr[data-row-key]').first().waitFor();
    const sider = city.locator('.app-layout__sider');
    const heights = await sider.evaluate((element) => [element.scrollHeight, element.clientHeight]);
    expect(heights[0]).toBeGreaterThan(heights[1]!);
    expect(heights[1]).toBeLessThanOrEqual(windowHeight);

    await city.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    expect(await scrollOf(city)).toBeGreaterThan(0);
    expect((await sider.boundingBox())?.y).toBe(0);

    const entry = sider.getByRole('menuitem', { name: '检验到期预测' });
    await entry.scrollIntoViewIfNeeded();
    await entry.click();
    const form = city.getByRole('form', { name: '检验到期预测查询条件' });
    await form.waitFor();
    expect(await scrollOf(city)).toBe(0);
    const formTop = (await form.boundingBox())?.y ?? -1;
    expect(formTop).toBeGreaterThanOrEqual(0);
    expect(formTop).toBeLessThan(windowHeight);
    const selected = await sider.locator('.ant-menu-item-selected').boundingBox();
    expect(selected && selected.y >= 0 && selected.y + selected.height <= windowHeight).toBe(true);
  });
});

/** The first load of the login page asks for nothing the platform does not have (the icon included). */
describe('the first load of the platform', () => {
  it('gets an answer to every request it makes', async () => {
    const page = await newPage(browser, baseUrl());
    const failed: string[] = [];
    page.on('response', (response) => {
      if (response.status() >= 400) failed.push(`${response.status()} ${new URL(response.url()).pathname}`);
    });
    await page.goto('/Login');
    await page.getByRole('button', { name: '登录', exact: true }).waitFor();
    await page.waitForLoadState('networkidle');
    const icon = await page.evaluate(() => document.querySelector<HTMLLinkElement>('link[rel="icon"]')?.href);
    expect(icon && (await page.request.get(icon)).status()).toBe(200);
    expect(failed).toEqual([]);
    await page.close();
  });
});

/** A filling station whose licence is due reads the notice after logging in, works under it and closes it. */
describe('the licence notice of a filling station', () => {
  it('lies under the 新建档案 drawer, never over its buttons, and closes when the user closes it', async () => {
    station = await loginPage(browser, baseUrl());
    await fillLogin(station, demoAccounts.station.loginCode, demoAccounts.station.password);
    const notice = station.locator('.licence-notice');
    await notice.waitFor();
    await station.getByRole('menuitem', { name: '液化气瓶管理' }).click();
    await station.getByRole('menuitem', { name: '档案管理' }).click();
    await station.getByRole('button', { name: '新建档案' }).click();
    const save = station.getByRole('dialog', { name: '新建档案' }).getByRole('button', { name: /保\s*存/ });
    await save.waitFor();
    // Where the notice lies, the drawer is on top; the drawer's buttons are never covered.
    const drawerOnNotice = await notice.evaluate((element) => {
      const { x, y, width, height } = element.getBoundingClientRect();
      return document.elementFromPoint(x + width / 2, y + height / 2)?.closest('.ant-drawer') !== null;
    });
    expect(drawerOnNotice).toBe(true);
    await save.scrollIntoViewIfNeeded();
    const saveOnTop = await save.evaluate((button) => {
      const { x, y, width, height } = button.getBoundingClientRect();
      return button.contains(document.elementFromPoint(x + width / 2, y + height / 2));
    });
    expect(saveOnTop).toBe(true);
    await station.keyboard.press('Escape');
    await notice.getByRole('button', { name: '关闭许可证提醒' }).click();
    await notice.waitFor({ state: 'detached' });
  });

  it('is offered no 监管单位 or 充装单位 on its own 充装记录, since it sees only its own station', async () => {
    station ??= await loginAs(browser, baseUrl(), 'station');
    await station.goto('/GasCylinder/FillingRecord');
    const form = station.getByRole('form', { name: '充装记录查询条件' });
    await form.getByLabel('气瓶条码', { exact: true }).waitFor();
    expect(await form.getByLabel('充装单位', { exact: true }).count()).toBe(0);
    expect(await form.getByLabel('监管单位', { exact: true }).count()).toBe(0);
  });
});
