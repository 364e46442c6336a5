import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { citySignOnNotConfigured } from '@gcs/contracts';
import { demoAccounts } from '@gcs/server/demo-accounts';
import { artifactPath, launchBrowser, newPage } from '../src/browser';
import { pathOf } from '../src/login';

let browser: Browser;
const baseUrl = () => inject('baseUrl');

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('city single sign-on', () => {
  it('goes from /FreeLogin?sc=suzhou to the city’s provider and back, logged in as the confirmed account', async () => {
    const page = await newPage(browser, baseUrl());
    await page.goto('/FreeLogin?sc=suzhou');
    await page.waitForURL((url) => url.origin === inject('identityProviderUrl'));
    expect(pathOf(page)).toBe('/oauth2/authorize');
    await page.screenshot({ path: artifactPath('city-sign-on-provider.png') });
    await page.locator('#confirm').click();
    await page.waitForURL((url) => url.pathname === '/Dashboard', { timeout: 30_000 });
    expect(new URL(page.url()).search).toBe('');
    await expect.poll(() => page.getByText(demoAccounts.city.userName).count(), { timeout: 15_000 }).toBeGreaterThan(0);
    await page.screenshot({ path: artifactPath('city-sign-on-landed.png') });
    await page.context().close();
  });

  it('shows the refusal of a city that is not configured, then returns to /Login', async () => {
    const page = await newPage(browser, baseUrl());
    await page.goto('/FreeLogin?sc=luzhou');
    const refusal = citySignOnNotConfigured('luzhou');
    await expect.poll(() => page.getByText(refusal).count(), { timeout: 15_000 }).toBeGreaterThan(0);
    expect(pathOf(page)).toBe('/FreeLogin');
    await page.screenshot({ path: artifactPath('city-sign-on-unconfigured.png') });
    await page.waitForURL((url) => url.pathname === '/Login', { timeout: 15_000 });
    await page.getByPlaceholder('请输入用户名').waitFor();
    await page.context().close();
  });
});
