import type { Browser, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { loginAs, snap } from '../src/archive';
import { journeyHooks } from '../src/journey';

let browser: Browser;
let city: Page | undefined;
const baseUrl = () => inject('baseUrl');

journeyHooks(
  'inspectionForecast',
  (launched) => (browser = launched),
  () => city,
);

interface DistrictForecast {
  areaName: string;
  overdueCount: number;
  dueTotalCount: number;
}

/** The city regulator reads which districts' cylinders come due and opens one district's overdue cylinders. */
describe('the city regulator reads 检验到期预测 and drills into a district’s overdue cylinders', () => {
  it('sees each district’s windows with the 合计, and a count opens exactly that many cylinders', async () => {
    city = await loginAs(browser, baseUrl(), 'city');
    const answered = city.waitForResponse((response) => response.url().includes('/InspectionForecast/ByDistrict?'));
    await city.goto('/Regulatory/InspectionForecast');
    const answer = (await (await answered).json()) as {
      totalCount: number;
      list: DistrictForecast[];
      summary: { overdueCount: number };
    };
    expect(answer.totalCount).toBeGreaterThan(0);
    const table = city.locator('[aria-label="检验到期预测（按区域）"]');
    await table.locator('tr[data-row-key]').first().waitFor();
    for (const title of ['所属区域', '已超期', '30天内到期', '31-60天到期', '61-90天到期', '90天内到期合计']) {
      await expect(table.getByRole('columnheader', { name: title }).count()).resolves.toBe(1);
    }
    // The 合计 row (not the header, whose 90天内到期合计 holds the word too).
    const total = table.getByRole('row').filter({ has: city.getByRole('cell', { name: '合计', exact: true }) });
    await expect(total.textContent()).resolves.toContain(String(answer.summary.overdueCount));
    for (const tab of ['按充装单位', '按检验机构']) await city.getByRole('tab', { name: tab }).waitFor();
    await snap(city, 'inspection-forecast-1-districts.png');

    const district = answer.list.find((row) => row.overdueCount > 0);
    expect(district).toBeDefined();
    if (!district) return;
    const drilled = city.waitForResponse((response) => response.url().includes('/InspectionForecast/Cylinders?'));
    await city.getByRole('button', { name: `查看${district.areaName}的已超期` }).click();
    const cylinders = (await (await drilled).json()) as { totalCount: number; list: { nextInspectionDate: string }[] };
    expect(cylinders.totalCount).toBe(district.overdueCount);
    const thisMonth = new Date().toISOString().slice(0, 7);
    expect(cylinders.list.every((row) => row.nextInspectionDate <= thisMonth)).toBe(true);
    const dialog = city.getByRole('dialog', { name: `${district.areaName} - 已超期` });
    await dialog.locator('tr[data-row-key]').first().waitFor();
    await snap(city, 'inspection-forecast-2-drill.png');
  });
});
