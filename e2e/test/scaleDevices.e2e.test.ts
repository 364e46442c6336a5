import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from '../src/browser';
import { loginAs, snap, snapOnFailure } from '../src/archive';

let browser: Browser;
let station: Page | undefined;
const baseUrl = () => inject('baseUrl');
// A device number no demo scale has (the platform may be reused between runs).
const deviceNumber = `E2E-${Date.now().toString(36).toUpperCase()}`;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});
beforeEach((context) => snapOnFailure(context, 'scaleDevices', () => station));

const scaleRow = (page: Page) =>
  page.locator('[aria-label="充装秤列表"] tr[data-row-key]').filter({ hasText: deviceNumber }).first();

/** The secret the open secret dialog shows, after checking the dialog's warning and header value. */
async function shownSecret(page: Page): Promise<string> {
  const dialog = page.getByRole('dialog', { name: `充装秤 ${deviceNumber} 的密钥` });
  await dialog.getByText('密钥只显示这一次，请立即配置到充装秤').waitFor();
  const guid = (await dialog.getByLabel('设备GUID', { exact: true }).textContent())?.trim() ?? '';
  const secret = (await dialog.getByLabel('密钥', { exact: true }).textContent())?.trim() ?? '';
  expect(guid).toMatch(/^[0-9a-f-]{36}$/);
  expect(secret).toMatch(/^[A-Za-z0-9_-]{32}$/);
  await expect(dialog.getByLabel('Authorization 请求头', { exact: true }).textContent()).resolves.toBe(
    `Device ${guid}:${secret}`,
  );
  return secret;
}

async function closeSecret(page: Page) {
  await page
    .getByRole('dialog', { name: `充装秤 ${deviceNumber} 的密钥` })
    .getByRole('button', { name: '我已配置，关闭' })
    .click();
}

describe('a filling station registers a scale and manages its secret', () => {
  it('adds a scale and sees its secret once, rotates it and sees another, then disables the scale', async () => {
    station = await loginAs(browser, baseUrl(), 'station');
    await station.goto('/Register/ScaleDevice');
    await station.locator('[aria-label="充装秤列表"] tr[data-row-key]').first().waitFor({ timeout: 15_000 });

    await station.getByTestId('scaleDevice.add').click();
    const form = station.getByRole('dialog', { name: '新增充装秤' });
    await form.getByLabel('设备编号').fill(deviceNumber);
    await form.getByLabel('名称').fill('旅程测试秤');
    await form.getByLabel('型号').fill('SCS-150');
    await form.getByRole('button', { name: /保\s*存/ }).click();
    const first = await shownSecret(station);
    await snap(station, 'scale-devices-1-secret.png');
    await closeSecret(station);

    const filter = station.getByRole('form', { name: '充装秤查询条件' });
    await filter.getByLabel('设备编号', { exact: true }).fill(deviceNumber);
    await filter
      .getByRole('button', { name: /查\s*询/ })
      .first()
      .click();
    const row = scaleRow(station);
    await row.waitFor({ timeout: 15_000 });
    await expect(row.textContent()).resolves.toContain('已签发');
    await expect(row.textContent()).resolves.not.toContain(first);

    await row.getByRole('button', { name: '轮换密钥' }).click();
    const ask = station.getByRole('dialog', { name: '轮换密钥' });
    await ask.getByText(/轮换后旧密钥立即失效，秤需换用新密钥/).waitFor();
    await ask.getByRole('button', { name: '确定轮换' }).click();
    const second = await shownSecret(station);
    expect(second).not.toBe(first);
    await closeSecret(station);

    await scaleRow(station).getByRole('button', { name: '停用' }).click();
    const confirm = station.getByRole('dialog', { name: '停用充装秤' });
    await confirm.getByText(/停用后该秤上传的充装记录将被拒绝/).waitFor();
    await confirm.getByRole('button', { name: '确定停用' }).click();
    await scaleRow(station).getByRole('button', { name: '启用' }).waitFor({ timeout: 15_000 });
    await expect(scaleRow(station).textContent()).resolves.toContain('停用');
    await snap(station, 'scale-devices-2-disabled.png');
  });
});
