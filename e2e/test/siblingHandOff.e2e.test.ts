import { createHmac } from 'node:crypto';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { demoAccounts } from '@gcs/server/demo-accounts';
import { demoSiblingPlatforms } from '@gcs/server/seed';
import { launchBrowser, newPage } from '../src/browser';
import { pathOf } from '../src/login';

let browser: Browser;
const baseUrl = () => inject('baseUrl');

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** The demo data's first sibling platform (id 1 on a fresh database) and the secret it shares with us. */
const sibling = { id: 1, secret: demoSiblingPlatforms()[0]?.sign_secret ?? '' };

/** The /FreeLogin query the sibling platform builds for one of its users, signed as docs/security.md describes. */
function signedLink(loginCode: string, extra: Record<string, string>) {
  const hand = { originalUserId: '9001', targetId: String(sibling.id), time: String(Date.now()), loginCode };
  const sign = createHmac('sha256', sibling.secret)
    .update(`${hand.originalUserId}|${hand.targetId}|${hand.time}|${hand.loginCode}`)
    .digest('hex');
  return `/FreeLogin?${new URLSearchParams({ ...extra, ...hand, sign })}`;
}

describe('a sibling platform’s hand-off (/FreeLogin)', () => {
  it('sc=screen logs the user in and opens the open-filling dashboard its menu names; the same link again is refused', async () => {
    const link = signedLink(demoAccounts.district.loginCode, { sc: 'screen', menu: 'sunshinefilling' });
    const page = await newPage(browser, baseUrl());
    await page.goto(link);
    await page.waitForURL((url) => url.pathname === '/SunshineDashboard', { timeout: 30_000 });
    expect(new URL(page.url()).search).toBe('');
    // The open-filling dashboard has no frame: the frame of /Dashboard shows who is logged in.
    await page.goto('/Dashboard');
    await expect
      .poll(() => page.getByText(demoAccounts.district.userName).count(), { timeout: 15_000 })
      .toBeGreaterThan(0);
    await page.context().close();

    const replay = await newPage(browser, baseUrl());
    await replay.goto(link);
    await expect
      .poll(() => replay.getByText('该跳转链接已使用过，请从原平台重新进入').count(), { timeout: 15_000 })
      .toBeGreaterThan(0);
    await replay.waitForURL((url) => url.pathname === '/Login', { timeout: 15_000 });
    expect(pathOf(replay)).toBe('/Login');
    await replay.context().close();
  });
});
