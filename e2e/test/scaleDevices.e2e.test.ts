import type { Browser, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { deviceAuthorization, deviceUploadApi } from '@gcs/contracts';
import { demoBarcodes } from '@gcs/server/demo';
import { loginAs, pickOption, snap } from '../src/archive';
import { journeyHooks } from '../src/journey';

let browser: Browser;
let station: Page | undefined;
let city: Page | undefined;
const baseUrl = () => inject('baseUrl');
// A device number no demo scale has (the platform may be reused between runs).
const deviceNumber = `E2E-${Date.now().toString(36).toUpperCase()}`;

journeyHooks(
  'scaleDevices',
  (launched) => (browser = launched),
  () => city ?? station,
);

/** The credential the secret dialog showed, as a scale would be configured with it. */
interface Credential {
  guid: string;
  secret: string;
}

/** A filling of a liquefied-gas cylinder past its scrap date, as the scale reports it; the operator names this run. */
const operator = `旅程${Date.now().toString(36).slice(-5)}`;
const filling = {
  fillingGuid: crypto.randomUUID(),
  cylinderBarcode: demoBarcodes.overdueScrap,
  balance: '1号秤',
  cylinderSpec: 'YSP35.5',
  operator,
  fillingWeight: 14.2,
  residualLiquidWeight: 0.3,
  beginTime: new Date(Date.now() - 20 * 60_000).toISOString(),
  endTime: new Date(Date.now() - 17 * 60_000).toISOString(),
};

/** The scale uploads its batch over HTTP with its own credential (no browser, no user session). */
async function upload(credential: Credential) {
  const response = await fetch(new URL(deviceUploadApi.upload.path, baseUrl()), {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      authorization: deviceAuthorization(credential.guid, credential.secret),
    },
    body: JSON.stringify({ records: [filling] }),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const scaleRow = (page: Page) =>
  page.locator('[aria-label="充装秤列表"] tr[data-row-key]').filter({ hasText: deviceNumber }).first();

/** The credential the open secret dialog shows, after checking the dialog's warning and header value. */
async function shownSecret(page: Page): Promise<Credential> {
  const dialog = page.getByRole('dialog', { name: `充装秤 ${deviceNumber} 的密钥` });
  await dialog.getByText('密钥只显示这一次，请立即配置到充装秤').waitFor();
  const guid = (await dialog.getByLabel('设备GUID', { exact: true }).textContent())?.trim() ?? '';
  const secret = (await dialog.getByLabel('密钥', { exact: true }).textContent())?.trim() ?? '';
  expect(guid).toMatch(/^[0-9a-f-]{36}$/);
  expect(secret).toMatch(/^[A-Za-z0-9_-]{32}$/);
  await expect(dialog.getByLabel('Authorization 请求头', { exact: true }).textContent()).resolves.toBe(
    `Device ${guid}:${secret}`,
  );
  return { guid, secret };
}

async function closeSecret(page: Page) {
  await page
    .getByRole('dialog', { name: `充装秤 ${deviceNumber} 的密钥` })
    .getByRole('button', { name: '我已配置，关闭' })
    .click();
}

describe('a filling station registers a scale, the scale uploads, and the regulator sees what it reported', () => {
  it('adds a scale and sees its secret once, uploads with it, rotates it, then disables the scale', async () => {
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
    await expect(row.textContent()).resolves.not.toContain(first.secret);

    // The scale, configured with that secret, uploads a filling of a cylinder past its scrap date: flagged, stored once.
    const stored = await upload(first);
    expect(stored).toMatchObject({ status: 200, body: { data: { stored: 1, duplicates: 0 } } });
    expect(JSON.stringify(stored.body)).toContain('报废气瓶充装');
    await expect(upload(first)).resolves.toMatchObject({ status: 200, body: { data: { stored: 0, duplicates: 1 } } });

    await row.getByRole('button', { name: '轮换密钥' }).click();
    const ask = station.getByRole('dialog', { name: '轮换密钥' });
    await ask.getByText(/轮换后旧密钥立即失效，秤需换用新密钥/).waitFor();
    await ask.getByRole('button', { name: '确定轮换' }).click();
    const second = await shownSecret(station);
    expect(second.secret).not.toBe(first.secret);
    expect(second.guid).toBe(first.guid);
    await closeSecret(station);
    expect((await upload(first)).status).toBe(401);
    expect((await upload(second)).status).toBe(200);

    await scaleRow(station).getByRole('button', { name: '停用' }).click();
    const confirm = station.getByRole('dialog', { name: '停用充装秤' });
    await confirm.getByText(/停用后该秤上传的充装记录将被拒绝/).waitFor();
    await confirm.getByRole('button', { name: '确定停用' }).click();
    await scaleRow(station).getByRole('button', { name: '启用' }).waitFor({ timeout: 15_000 });
    await expect(scaleRow(station).textContent()).resolves.toContain('停用');
    await snap(station, 'scale-devices-2-disabled.png');
    expect((await upload(second)).status).toBe(403);
  });

  it('the city regulator finds the uploaded filling among the abnormal fillings, flagged 报废气瓶充装', async () => {
    city = await loginAs(browser, baseUrl(), 'city');
    await city.goto('/GasCylinder/AbnormalFilling');
    const filter = city.getByRole('form', { name: '异常充装查询条件' });
    await pickOption(city, filter.getByLabel('异常类型', { exact: true }), '报废气瓶充装');
    await filter.getByLabel('气瓶条码', { exact: true }).fill(demoBarcodes.overdueScrap);
    await filter
      .getByRole('button', { name: /查\s*询/ })
      .first()
      .click();
    const row = city.locator('[aria-label="异常充装列表"] tr[data-row-key]').filter({ hasText: operator });
    await row.waitFor({ timeout: 15_000 });
    await expect(row.textContent()).resolves.toContain('报废气瓶充装');
    await snap(city, 'scale-devices-3-abnormal-filling.png');
  });
});
