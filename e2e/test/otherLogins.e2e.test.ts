import { createHash } from 'node:crypto';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { demoAccounts, demoPassword } from '@gcs/server/demo-accounts';
import { artifactPath, launchBrowser, newPage } from '../src/browser';
import { fillLogin, loginPage, pathOf } from '../src/login';
import { sLoginVerifyPrefix } from '../src/platform';

let browser: Browser;
const baseUrl = () => inject('baseUrl');

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const sm3 = (text: string) => createHash('sm3').update(text, 'utf8').digest('hex');

/** Today's /SLogin verify code as the sibling platform computes it: SM3 of the prefix and the China-time date. */
function todaysVerifyCode(): string {
  const chinaDay = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10).replaceAll('-', '');
  return sm3(`${sLoginVerifyPrefix}${chinaDay}`);
}

describe('/SLogin', () => {
  it('logs a user in by a sibling platform’s link and drops the query from the address', async () => {
    const page = await newPage(browser, baseUrl());
    const query = new URLSearchParams({ code: 'city', password: sm3(demoPassword), verifyCode: todaysVerifyCode() });
    await page.goto(`/SLogin?${query}`);
    await page.waitForURL((url) => url.pathname === '/Dashboard');
    expect(new URL(page.url()).search).toBe('');
    await page.context().close();
  });

  it('refuses a wrong verify code with 用户名或密码错误，请重新登录 and returns to /Login', async () => {
    const page = await newPage(browser, baseUrl());
    const query = new URLSearchParams({ code: 'city', password: demoPassword, verifyCode: sm3('another day') });
    await page.goto(`/SLogin?${query}`);
    await expect.poll(() => page.getByText('用户名或密码错误，请重新登录').count()).toBeGreaterThan(0);
    await page.waitForURL((url) => url.pathname === '/Login');
    await page.context().close();
  });
});

describe('super-user entry', () => {
  it('lets the super administrator find the station user, enter as them, and leave again', async () => {
    const page = await loginPage(browser, baseUrl());
    await fillLogin(page, demoAccounts.superadmin.loginCode, demoAccounts.superadmin.password);
    await page.waitForURL((url) => url.pathname === '/SuperuserLogin');
    await page.getByPlaceholder('请输入账号').fill('  station ');
    await page.getByRole('button', { name: '查询' }).click();
    const row = page.getByRole('row').filter({ hasText: demoAccounts.station.userName });
    await row.getByRole('button', { name: '进入系统' }).click();
    await page.waitForURL((url) => url.pathname === '/Register/CylinderApproval');
    await expect.poll(() => page.getByText(`超级用户 ${demoAccounts.superadmin.loginCode} 进入`).count()).toBe(1);
    await page.screenshot({ path: artifactPath('entered-as-station.png') });
    // The super-user entry is not for the entered session: it goes to the user's own first page.
    await page.goto('/SuperuserLogin');
    await page.waitForURL((url) => url.pathname !== '/SuperuserLogin');
    await page.getByRole('button', { name: '退出登录' }).first().click();
    await page.waitForURL((url) => url.pathname === '/Login');
    expect(pathOf(page)).toBe('/Login');
    await page.context().close();
  });
});
