import type { Browser, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { loginAs, snap } from '../src/archive';
import { journeyHooks } from '../src/journey';

let browser: Browser;
let city: Page | undefined;
const baseUrl = () => inject('baseUrl');

journeyHooks(
  'licenceQuery',
  (launched) => (browser = launched),
  () => city,
);

interface Licence {
  stationName: string;
  daysLeft: number | null;
  state: string;
}
const licences = (page: Page) =>
  page
    .waitForResponse((response) => response.url().includes('/UnitManage/QueryFillStationLicense?'))
    .then(async (response) => (await response.json()) as { totalCount: number; list: Licence[] });

/** The city regulator looks for the stations to remind: licences undated or expired first, then those due soon. */
describe('the city regulator reads 许可证查询', () => {
  it('sees the undated and expired licences first and narrows to those due within 90 days', async () => {
    city = await loginAs(browser, baseUrl(), 'city');
    const first = licences(city);
    await city.goto('/Regulatory/LicenseQuery');
    const all = await first;
    // Undated first, then by days left (other journeys may add stations, so the order is checked, not the rows).
    const days = all.list.map((row) => row.daysLeft);
    const dated = days.filter((left): left is number => left !== null);
    expect(days.slice(0, days.length - dated.length).every((left) => left === null)).toBe(true);
    expect(dated).toEqual([...dated].sort((a, b) => a - b));
    expect(all.list.some((row) => row.state === '已过期')).toBe(true);
    const table = city.locator('[aria-label="许可证列表"]');
    await table.locator('tr[data-row-key]').first().waitFor();
    await expect(table.getByRole('row').nth(1).textContent()).resolves.toContain(all.list[0]?.stationName ?? '-');

    const form = city.getByRole('form', { name: '许可证查询条件' });
    await form.getByRole('combobox', { name: '有效期' }).click();
    await city.locator('.ant-select-dropdown').getByTitle('90天内到期').click();
    const due = licences(city);
    await form.getByRole('button', { name: /查\s*询/ }).click();
    const soon = await due;
    expect(soon.totalCount).toBeGreaterThan(0);
    expect(soon.list.every((row) => row.daysLeft !== null && row.daysLeft >= 0 && row.daysLeft <= 90)).toBe(true);
    await expect(table.locator('tr[data-row-key]').count()).resolves.toBe(soon.list.length);
    await snap(city, 'licence-query-due.png');
  });
});
