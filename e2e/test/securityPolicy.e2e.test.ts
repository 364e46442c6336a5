import type { Browser, Page, Response } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { demoBarcodes } from '@gcs/server/demo';
import { demoAccounts } from '@gcs/server/demo-accounts';
import { activePanel, rowOf, searchArchive, snapOnFailure } from '../src/archive';
import { launchBrowser } from '../src/browser';
import { fillLogin, loginPage } from '../src/login';

/**
 * The app works under the server's Content-Security-Policy: the pages carry it, and logging in (captcha picture), a
 * list page, the public search with its archive pictures and the API documentation run without one violation (the
 * setup file fails any step that reports a violation).
 */

let browser: Browser;
let page: Page;
const answers: Response[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
  page = await loginPage(browser, inject('baseUrl'));
  page.on('response', (response) => answers.push(response));
});
afterAll(async () => {
  await browser?.close();
});
beforeEach((context) => snapOnFailure(context, 'security-policy', () => page));

/** The image has loaded for real (a refused picture has no natural width). */
const loaded = (image: ReturnType<Page['getByTestId']>) =>
  expect.poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBeGreaterThan(0);

describe('the app under its Content-Security-Policy', () => {
  it('logs in with the captcha picture and opens a list page', async () => {
    await page.goto('/Login');
    await loaded(page.getByTestId('captcha-image'));
    const city = demoAccounts.city;
    await fillLogin(page, city.loginCode, city.password);
    await page.waitForURL((url) => url.pathname !== '/Login');

    await page.goto('/GasCylinder/DocQuery');
    await searchArchive(page, demoBarcodes.normal);
    await rowOf(page, demoBarcodes.normal).waitFor({ timeout: 15_000 });
  });

  it('searches the public archive and shows an archive picture', async () => {
    await page.goto('/PublicSearch');
    await page.getByRole('textbox', { name: '气瓶条码' }).first().fill(demoBarcodes.normal);
    await page
      .getByRole('button', { name: /查\s*询/ })
      .first()
      .click();
    await rowOf(page, demoBarcodes.normal).getByRole('button', { name: '查看' }).click();
    const dialog = page.getByRole('dialog', { name: demoBarcodes.normal });
    await dialog.getByRole('tab', { name: '建档图片' }).click();
    await activePanel(dialog)
      .getByRole('button', { name: /查看图片/ })
      .first()
      .click();
    await loaded(page.getByTestId('image-viewer-img'));
  });

  it('shows the API documentation', async () => {
    await page.goto('/api/docs');
    await page.locator('.swagger-ui .opblock').first().waitFor({ timeout: 30_000 });
  });

  it('sent the policy and frame protection with every page and every API answer', () => {
    const ours = answers.filter((answer) => answer.url().startsWith(inject('baseUrl')));
    const documents = ours.filter((answer) => answer.request().resourceType() === 'document');
    const calls = ours.filter((answer) => ['fetch', 'xhr'].includes(answer.request().resourceType()));
    expect(documents.length, 'pages loaded').toBeGreaterThanOrEqual(4);
    expect(calls.length, 'API calls made').toBeGreaterThan(5);
    for (const answer of [...documents, ...calls]) {
      const headers = answer.headers();
      expect(headers['content-security-policy'], answer.url()).toContain("script-src 'self'");
      expect(headers['content-security-policy'], answer.url()).toContain("frame-ancestors 'none'");
      expect(headers['x-frame-options'], answer.url()).toBe('DENY');
      expect(headers['x-content-type-options'], answer.url()).toBe('nosniff');
    }
  });
});
