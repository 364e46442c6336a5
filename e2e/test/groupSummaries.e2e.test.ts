import type { Browser, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { loginAs, snap } from '../src/archive';
import { journeyHooks } from '../src/journey';

let browser: Browser;
let city: Page | undefined;
const baseUrl = () => inject('baseUrl');

journeyHooks(
  'groupSummaries',
  (launched) => (browser = launched),
  () => city,
);

interface StationCounts {
  stationId: number;
  stationName: string;
  cylinderCount: number;
  fillingCount: number;
}

/** The demo week's fillings: the city regulator counts the active cylinders per station and opens one station's. */
describe('the city regulator counts the active cylinders by station', () => {
  it('sees each station’s active cylinders with the 合计, and a count opens that station’s cylinders', async () => {
    city = await loginAs(browser, baseUrl(), 'city');
    await city.goto('/GasCylinder/ActiveCylinder');
    await city.locator('[aria-label="活跃气瓶列表"]').first().waitFor();
    const answered = city.waitForResponse((response) =>
      response.url().includes('/CylinderFilling/ActiveCylinderSummarry?'),
    );
    await city.getByRole('tab', { name: '按充装单位统计' }).click();
    const response = await answered;
    expect(response.status()).toBe(200);
    const answer = (await response.json()) as {
      totalCount: number;
      list: StationCounts[];
      summary: { cylinderCount: number; fillingCount: number };
    };
    expect(answer.totalCount).toBeGreaterThan(0);
    expect(answer.summary.cylinderCount).toBeGreaterThanOrEqual(answer.list[0]?.cylinderCount ?? 1);
    const table = city.locator('[aria-label="活跃气瓶统计"]');
    await table.locator('tr[data-row-key]').first().waitFor();
    for (const title of ['所属区域', '充装单位', '活跃气瓶数', '充装次数', '充装总量(kg)']) {
      await expect(table.getByRole('columnheader', { name: title }).count()).resolves.toBe(1);
    }
    const total = table.getByRole('row').filter({ hasText: '合计' });
    await expect(total.textContent()).resolves.toContain(String(answer.summary.cylinderCount));
    await snap(city, 'group-summaries-1-stations.png');

    const station = answer.list[0];
    expect(station).toBeDefined();
    if (!station) return;
    const drilled = city.waitForResponse(
      (response) =>
        response.url().includes('/CylinderFilling/ActiveCylinderDetail?') &&
        new URL(response.url()).searchParams.get('StationId') === String(station.stationId),
    );
    await table.getByRole('button', { name: `查看${station.stationName}的活跃气瓶数` }).click();
    const groups = (await (await drilled).json()) as { totalCount: number; list: { stationName: string }[] };
    expect(groups.totalCount).toBe(station.cylinderCount);
    expect(groups.list.every((row) => row.stationName === station.stationName)).toBe(true);
    await city.locator('[aria-label="活跃气瓶列表"] tr[data-row-key]').first().waitFor();
    await snap(city, 'group-summaries-2-drill.png');
  });
});
