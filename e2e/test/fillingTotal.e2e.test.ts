import type { Browser, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { loginAs, snap } from '../src/archive';
import { journeyHooks } from '../src/journey';

let browser: Browser;
let city: Page | undefined;
const baseUrl = () => inject('baseUrl');

journeyHooks(
  'fillingTotal',
  (launched) => (browser = launched),
  () => city,
);

interface RegionTotal {
  divisionCode: string;
  areaName: string;
  fillingCount: number;
  cylinderCount: number;
}

/** 充装总量: the city regulator reads the vehicle fillings of the last 30 days by region and opens one region. */
describe('the city regulator reads 充装总量 by region and opens a region’s stations', () => {
  it('sees each region’s counts with the 合计, and a region’s 充装次数 opens its stations', async () => {
    city = await loginAs(browser, baseUrl(), 'city');
    const answered = city.waitForResponse((response) => response.url().includes('/CylinderFilling/summary?'));
    await city.goto('/VehicleCylinder/FillingTotal');
    const response = await answered;
    expect(new URL(response.url()).searchParams.get('CylinderCategory')).toBe('3');
    const answer = (await response.json()) as {
      totalCount: number;
      list: RegionTotal[];
      summary: { fillingCount: number; cylinderCount: number };
    };
    expect(answer.totalCount).toBeGreaterThan(0);
    expect(answer.summary.cylinderCount).toBeGreaterThan(0);
    const table = city.locator('[aria-label="充装总量（按区域）"]');
    await table.locator('tr[data-row-key]').first().waitFor();
    for (const title of [
      '所属区域',
      '充装前检查次数',
      '充装次数',
      '充装后检查次数',
      '充装量(吨)',
      '气瓶数量',
      '检验次数',
    ]) {
      await expect(table.getByRole('columnheader', { name: title }).count()).resolves.toBe(1);
    }
    await expect(table.getByRole('row').filter({ hasText: '合计' }).textContent()).resolves.toContain(
      String(answer.summary.cylinderCount),
    );
    await snap(city, 'filling-total-1-regions.png');

    const region = answer.list.find((row) => row.fillingCount > 0);
    expect(region).toBeDefined();
    if (!region) return;
    const drilled = city.waitForResponse((response) => response.url().includes('/CylinderFilling/fillingsummary?'));
    await city.getByRole('button', { name: `查看${region.areaName}的充装次数` }).click();
    const drilledResponse = await drilled;
    expect(new URL(drilledResponse.url()).searchParams.get('DivisionCode')).toBe(region.divisionCode);
    const stations = (await drilledResponse.json()) as { summary: { fillingCount: number } };
    expect(stations.summary.fillingCount).toBe(region.fillingCount);
    const dialog = city.getByRole('dialog', { name: `${region.areaName} - 充装次数` });
    await dialog.locator('tr[data-row-key]').first().waitFor();
    await snap(city, 'filling-total-2-stations.png');
  });
});
