import type { Browser, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { menuEntryOfPath } from '@gcs/contracts';
import { loginAs } from '../src/archive';
import { pathOf } from '../src/login';
import { journeyHooks } from '../src/journey';

let browser: Browser;
let city: Page | undefined;
const baseUrl = () => inject('baseUrl');

journeyHooks(
  'menuEntries',
  (launched) => (browser = launched),
  () => city,
);

/**
 * A menu entry with a page of its own and entries below it (充装规则 above 防锁设置) opens its page for the city
 * regulator, with the city's real menus; the sidebar's groups still lead to their first built page.
 */
describe('the city regulator opens a menu entry that has entries below it', () => {
  it('sees 充装规则 itself at /GasCylinder/FillingRule, not its first child', async () => {
    city = await loginAs(browser, baseUrl(), 'city');
    const answered = city.waitForResponse((response) => response.url().includes('/CylinderFilling/GetFillingRule'));
    await city.goto('/GasCylinder/FillingRule');
    expect((await answered).status()).toBe(200);
    await city.locator('[aria-label="充装规则列表"] tr[data-row-key]').first().waitFor();
    expect(pathOf(city)).toBe('/GasCylinder/FillingRule');
  });

  it('lists 充装规则 and 异常充装 as provided pages in the feature comparison', async () => {
    city = await loginAs(browser, baseUrl(), 'city');
    await city.goto('/MenuCompare');
    for (const path of ['/GasCylinder/FillingRule', '/VehicleCylinder/AbnormalFilling']) {
      const row = city.locator(`[aria-label="功能对比表"] tr[data-row-key="${menuEntryOfPath(path)?.code}"]`);
      await row.waitFor();
      await expect(row.locator('[aria-label="本版本提供"]').count()).resolves.toBe(1);
    }
  });
});
