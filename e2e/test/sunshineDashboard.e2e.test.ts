import { createHmac } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { deviceAuthorization, deviceUploadApi, scaleDeviceApi, todayInChina } from '@gcs/contracts';
import { demoAccounts } from '@gcs/server/demo-accounts';
import { demoBarcodes } from '@gcs/server/demo';
import { demoSiblingPlatforms } from '@gcs/server/seed';
import { newPage } from '../src/browser';
import { snap } from '../src/archive';
import { journeyHooks } from '../src/journey';

let browser: Browser;
let page: Page | undefined;
const baseUrl = () => inject('baseUrl');

journeyHooks(
  'sunshineDashboard',
  (launched) => (browser = launched),
  () => page,
);

/** The demo data's first sibling platform and the secret it shares with us (as the sibling hand-off journey uses). */
const sibling = { id: 1, secret: demoSiblingPlatforms()[0]?.sign_secret ?? '' };

function signedLink(loginCode: string, extra: Record<string, string>) {
  const hand = { originalUserId: '9002', targetId: String(sibling.id), time: String(Date.now()), loginCode };
  const sign = createHmac('sha256', sibling.secret)
    .update(`${hand.originalUserId}|${hand.targetId}|${hand.time}|${hand.loginCode}`)
    .digest('hex');
  return `/FreeLogin?${new URLSearchParams({ ...extra, ...hand, sign })}`;
}

/** A call made by the logged-in page itself, with the session the page holds. */
async function callAsPage(target: Page, path: string, body: unknown) {
  return target.evaluate(
    async ({ path, body }) => {
      const token = sessionStorage.getItem('accessToken') ?? localStorage.getItem('accessToken') ?? '';
      const response = await fetch(path, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify(body),
      });
      return { status: response.status, body: (await response.json()) as Record<string, unknown> };
    },
    { path, body },
  );
}

const counterValue = async (target: Page, label: string) =>
  Number(
    ((await target.getByLabel(label, { exact: true }).locator('.sunshine-counter-value').textContent()) ?? '').replace(
      /[^\d]/g,
      '',
    ),
  );

describe('the open-filling dashboard on a wall screen', () => {
  it('opens from a sibling’s /FreeLogin link, shows today’s counters, and shows a new filling as it arrives', async () => {
    page = await newPage(browser, baseUrl());
    await page.goto(signedLink(demoAccounts.station.loginCode, { sc: 'screen', menu: 'sunshinefilling' }));
    await page.waitForURL((url) => url.pathname === '/SunshineDashboard', { timeout: 30_000 });
    await page.getByRole('heading', { name: /阳光充装/ }).waitFor({ timeout: 30_000 });
    await page.getByLabel('当前时间').waitFor();
    await expect.poll(async () => page?.getByText('数据加载中···').count(), { timeout: 30_000 }).toBe(0);
    const before = await counterValue(page, '今日充装');
    await snap(page, 'sunshine-dashboard-1-open.png');

    // A scale of the station, registered by the station itself, uploads a filling that began a minute ago.
    const deviceNumber = `SUN-${Date.now().toString(36).toUpperCase()}`;
    const added = await callAsPage(page, scaleDeviceApi.add.path, { deviceNumber, deviceName: '看板旅程秤' });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    const credential = added.body.data as { deviceGuid: string; secret: string };
    const operator = `看板${Date.now().toString(36).slice(-5)}`;
    // Began a minute ago, but never before China's midnight: the dashboard shows China's today only.
    const chinaMidnight = Date.parse(`${todayInChina()}T00:00:00+08:00`);
    const began = Math.max(Date.now() - 60_000, chinaMidnight);
    const beginTime = new Date(began).toISOString();
    const upload = await fetch(new URL(deviceUploadApi.upload.path, baseUrl()), {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: deviceAuthorization(credential.deviceGuid, credential.secret),
      },
      body: JSON.stringify({
        records: [
          {
            fillingGuid: crypto.randomUUID(),
            cylinderBarcode: demoBarcodes.normal,
            balance: '1号秤',
            cylinderSpec: 'YSP35.5',
            operator,
            fillingWeight: 14.3,
            residualLiquidWeight: 0.2,
            beginTime,
            endTime: new Date(Math.max(Date.now() - 10_000, began + 1_000)).toISOString(),
          },
        ],
      }),
    });
    expect(upload.status).toBe(200);

    // Without reloading, the next poll puts it on top of the feed, highlighted, and counts it.
    const feed = page.getByRole('region', { name: '最新充装' });
    const arrived = feed.locator('li.sunshine-fresh').filter({ hasText: demoBarcodes.normal });
    await arrived.first().waitFor({ timeout: 30_000 });
    await expect.poll(async () => (page ? counterValue(page, '今日充装') : 0), { timeout: 30_000 }).toBe(before + 1);
    await snap(page, 'sunshine-dashboard-2-arrived.png');
    await page.context().close();
  });
});
