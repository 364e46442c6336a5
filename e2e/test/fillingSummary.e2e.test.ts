import type { Browser, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { loginAs, snap } from '../src/archive';
import { journeyHooks } from '../src/journey';

let browser: Browser;
let city: Page | undefined;
const baseUrl = () => inject('baseUrl');

journeyHooks(
  'fillingSummary',
  (launched) => (browser = launched),
  () => city,
);

interface StationSummary {
  stationName: string;
  fillingCount: number;
  expiredCount: number;
}

/** The demo fillings, counted by the daily rollup: the city regulator reads them by station and drills into one. */
describe('the city regulator reads 充装统计 and proves a station’s expired fillings', () => {
  it('sees each station’s counts with the 合计 of the whole filter', async () => {
    city = await loginAs(browser, baseUrl(), 'city');
    const answered = city.waitForResponse((response) => response.url().includes('/CylinderFilling/fillingsummary?'));
    await city.goto('/GasCylinder/FillingStatistics');
    const answer = (await (await answered).json()) as {
      totalCount: number;
      list: StationSummary[];
      summary: { fillingCount: number };
    };
    expect(answer.totalCount).toBeGreaterThan(0);
    expect(answer.summary.fillingCount).toBeGreaterThanOrEqual(answer.list[0]?.fillingCount ?? 1);
    const table = city.locator('[aria-label="充装统计（按充装单位）"]');
    await table.locator('tr[data-row-key]').first().waitFor();
    for (const title of ['所属区域', '充装单位', '正常充装', '超期充装', '报废充装', '无档案充装', '充装量(吨)']) {
      await expect(table.getByRole('columnheader', { name: title }).count()).resolves.toBe(1);
    }
    const total = table.getByRole('row').filter({ hasText: '合计' });
    await expect(total.textContent()).resolves.toContain(String(answer.summary.fillingCount));
    await snap(city, 'filling-summary-1-stations.png');
  });

  it('opens a station’s 超期充装 count as the list of those fillings, every one flagged 超期充装', async () => {
    city ??= await loginAs(browser, baseUrl(), 'city');
    const answered = city.waitForResponse((response) => response.url().includes('/CylinderFilling/fillingsummary?'));
    await city.goto('/GasCylinder/FillingStatistics');
    const answer = (await (await answered).json()) as { list: StationSummary[] };
    const station = answer.list.find((row) => row.expiredCount > 0);
    expect(station).toBeDefined();
    if (!station) return;
    const drilled = city.waitForResponse((response) =>
      response.url().includes('/CylinderFilling/QueryAbnormalFilling'),
    );
    await city.getByRole('button', { name: `查看${station.stationName}的超期充装` }).click();
    const fillings = (await (await drilled).json()) as { totalCount: number; list: { flagNames: string }[] };
    expect(fillings.totalCount).toBe(station.expiredCount);
    expect(fillings.list.every((row) => row.flagNames.includes('超期充装'))).toBe(true);
    const dialog = city.getByRole('dialog', { name: `${station.stationName} - 超期充装` });
    await dialog.locator('tr[data-row-key]').first().waitFor();
    await snap(city, 'filling-summary-2-drill.png');
  });

  it('switches to 按日: one row a day, the latest first', async () => {
    city ??= await loginAs(browser, baseUrl(), 'city');
    await city.goto('/GasCylinder/FillingStatistics');
    const answered = city.waitForResponse((response) =>
      response.url().includes('/CylinderFilling/fillingsummaryByDay'),
    );
    await city.getByRole('tab', { name: '按日' }).click();
    const days = (await (await answered).json()) as { list: { day: string }[] };
    expect(days.list.length).toBeGreaterThan(1);
    const ordered = days.list.map((row) => row.day);
    expect(ordered).toEqual([...ordered].sort().reverse());
    await city.locator('[aria-label="充装统计（按日）"] tr[data-row-key]').first().waitFor();
    await snap(city, 'filling-summary-3-days.png');
  });
});
