import type { Browser, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { messages } from '@gcs/contracts';
import { demoAccounts } from '@gcs/server/demo-accounts';
import { loginAs } from '../src/archive';
import { artifactPath } from '../src/browser';
import { loginPage, pathOf } from '../src/login';
import { journeyHooks } from '../src/journey';

/**
 * WeChat QR login and binding against the fake WeChat the run starts (src/globalSetup.ts): the page embeds WeChat's
 * QR page; a journey "scans" it by confirming its uuid as a WeChat user, as a phone does, and WeChat's page sends the
 * whole window back to the platform with a code and the state, as the real one does.
 */

let browser: Browser;
let page: Page | undefined;
const baseUrl = () => inject('baseUrl');
const person = demoAccounts.district;
/** A WeChat user of this run only, so a rerun against the same platform starts unbound. */
const unionId = `union-e2e-${Date.now()}`;

journeyHooks(
  'wechat',
  (launched) => (browser = launched),
  () => page,
);

/**
 * Scans the QR on show with the phone of the WeChat user `scanner` and confirms, as a phone does: outside the browser,
 * by the QR's uuid. WeChat's page, polling, then sends the window back.
 */
async function scanAs(shown: Page, scanner: string): Promise<void> {
  const frameElement = shown.locator('iframe[title="微信扫码"]');
  await frameElement.waitFor();
  const frame = await (await frameElement.elementHandle())?.contentFrame();
  if (!frame) throw new Error('WeChat’s QR page is not on show');
  await frame.getByText('请使用微信扫一扫').waitFor();
  const uuid = await frame.locator('[data-uuid]').getAttribute('data-uuid');
  // The browser reaches WeChat as localhost; the phone, outside it, by the address the fake listens on.
  const phone = new URL('/connect/confirm', frame.url());
  phone.hostname = '127.0.0.1';
  phone.searchParams.set('uuid', uuid ?? '');
  phone.searchParams.set('as', scanner);
  const confirmed = await fetch(phone);
  if (!confirmed.ok) throw new Error(`WeChat refused the scan: ${confirmed.status} ${await confirmed.text()}`);
}

/** From the login page: the WeChat tab, past the confidentiality reminder, scanned as `scanner`. */
async function loginByWechat(shown: Page, scanner: string, screenshot?: string): Promise<void> {
  await shown.getByRole('button', { name: '微信扫码登录' }).click();
  await shown.getByRole('dialog', { name: messages.confidentialityTitle }).getByRole('button').click();
  if (screenshot) {
    await shown.locator('iframe[title="微信扫码"]').waitFor();
    await shown.screenshot({ path: artifactPath(screenshot) });
  }
  await scanAs(shown, scanner);
}

async function openBindingDialog(shown: Page) {
  await shown.getByRole('button', { name: /个人设置/ }).click();
  await shown.getByRole('menuitem', { name: /微信绑定/ }).click();
  const dialog = shown.getByRole('dialog', { name: '微信绑定' });
  await dialog.waitFor();
  return dialog;
}

describe('WeChat QR login', () => {
  it('alerts a WeChat no account is bound to and is back on a clean /Login', async () => {
    page = await loginPage(browser, baseUrl());
    await loginByWechat(page, `union-nobody-${Date.now()}`, 'wechat-login-qr.png');
    await page.getByText(messages.wechatUnbound).waitFor();
    expect(pathOf(page)).toBe('/Login');
    expect(new URL(page.url()).search).toBe('');
    await page.screenshot({ path: artifactPath('wechat-unbound.png') });
    await page.getByRole('button', { name: /确\s*定/ }).click();
    await page.getByPlaceholder('请输入用户名').waitFor();
    expect(await page.locator('iframe[title="微信扫码"]').count()).toBe(0);
    await page.context().close();
  });

  it('binds a user’s WeChat from their own settings, then logs them in by it', async () => {
    page = await loginAs(browser, baseUrl(), 'district');
    const landing = pathOf(page);
    let dialog = await openBindingDialog(page);
    await dialog.getByText('未绑定').waitFor();
    await dialog.getByRole('button', { name: /绑定微信/ }).click();
    await scanAs(page, unionId);
    // The binding's answer, whichever it is, so that a refusal names itself in the failure.
    const notice = page.locator('.ant-message-notice').first();
    await notice.waitFor();
    expect(await notice.textContent()).toContain('微信绑定成功');
    await page.waitForURL((url) => url.pathname === '/Main' && url.search === '');
    dialog = await openBindingDialog(page);
    await dialog.getByText('已绑定').waitFor();
    await page.screenshot({ path: artifactPath('wechat-bound.png') });
    await dialog
      .locator('.ant-modal-footer')
      .getByRole('button', { name: /关\s*闭/ })
      .click();
    await page.getByRole('button', { name: '退出登录' }).first().click();
    await page.waitForURL((url) => url.pathname === '/Login');

    await loginByWechat(page, unionId);
    await page.waitForURL((url) => url.pathname === landing && url.search === '');
    await page.getByRole('button', { name: /个人设置/ }).waitFor();
    expect(await page.getByRole('button', { name: /个人设置/ }).textContent()).toContain(person.userName);
    await page.context().close();
  });

  it('unbinds: the WeChat no longer logs the user in', async () => {
    page = await loginAs(browser, baseUrl(), 'district');
    await page.goto('/Main');
    const dialog = await openBindingDialog(page);
    await dialog.getByText('已绑定').waitFor();
    await dialog.getByRole('button', { name: '解除绑定' }).click();
    const confirm = page.locator('.ant-modal-confirm').filter({ hasText: '确认解除微信绑定？' });
    await confirm.waitFor();
    await confirm.getByRole('button', { name: '解除绑定' }).click();
    await page.getByText('已解除微信绑定').waitFor();
    await dialog.getByText('未绑定').waitFor();
    await dialog
      .locator('.ant-modal-footer')
      .getByRole('button', { name: /关\s*闭/ })
      .click();
    await page.getByRole('button', { name: '退出登录' }).first().click();
    await page.waitForURL((url) => url.pathname === '/Login');

    await loginByWechat(page, unionId);
    await page.getByText(messages.wechatUnbound).waitFor();
    expect(pathOf(page)).toBe('/Login');
    await page.context().close();
  });
});
