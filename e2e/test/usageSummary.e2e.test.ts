import type { Browser, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { todayInChina, usageColumnTitles } from '@gcs/contracts';
import { loginAs, snap } from '../src/archive';
import { journeyHooks } from '../src/journey';

let browser: Browser;
let city: Page | undefined;
const baseUrl = () => inject('baseUrl');
/** The demo city the seed builds (apps/server/src/db/seed/demoCity.ts), the city account's region. */
const demoAreaCode = '330400';
const demoCityName = '嘉兴市';

journeyHooks(
  'usageSummary',
  (launched) => (browser = launched),
  () => city,
);

interface UsageRow {
  divisionCode: string;
  divisionName: string;
  fillingCount: number;
}

/** The dashboard's card links, opened by hand: the drill-down pages apply what the URL names. */
describe('the city regulator opens the dashboard’s drill-down links', () => {
  it('opens 使用情况汇总 of the vehicle fillings this year, by district, with only the named column', async () => {
    city = await loginAs(browser, baseUrl(), 'city');
    const today = todayInChina();
    const from = `${today.slice(0, 4)}-01-01`;
    const answered = city.waitForResponse((response) =>
      response.url().includes('/api/samr/DataAnalysis/UsageSummary?'),
    );
    await city.goto(
      `/DataAnalysis/UsageSummary?summaryColKey=2-1&DivisionCode=${demoAreaCode}&Category=3&dateRange=${from},${today}`,
    );
    const response = await answered;
    const sent = new URL(response.url()).searchParams;
    expect([sent.get('DivisionCode'), sent.get('Category'), sent.get('From'), sent.get('To')]).toEqual([
      demoAreaCode,
      '3',
      from,
      today,
    ]);
    const answer = (await response.json()) as { list: UsageRow[]; summary: { fillingCount: number } };
    expect(answer.list.length).toBeGreaterThan(1);
    expect(answer.summary.fillingCount).toBe(answer.list.reduce((sum, row) => sum + row.fillingCount, 0));

    const form = city.getByRole('form', { name: '使用情况汇总查询条件' });
    await expect(form.getByText(demoCityName).count()).resolves.toBeGreaterThan(0);
    await expect(form.getByText('车用气瓶').count()).resolves.toBe(1);
    const table = city.locator('[aria-label="使用情况汇总"]');
    await table.locator('tr[data-row-key]').first().waitFor();
    const headers = await table.locator('thead th').allTextContents();
    expect(headers).toEqual(['序号', '区域', usageColumnTitles['2-1']]);
    const first = answer.list[0];
    if (!first) return;
    const row = table.locator(`tr[data-row-key="${first.divisionCode}"]`);
    await expect(row.textContent()).resolves.toContain(first.divisionName);
    await expect(row.textContent()).resolves.toContain(String(first.fillingCount));
    const total = table.getByRole('row').filter({ hasText: '合计' });
    await expect(total.textContent()).resolves.toContain(String(answer.summary.fillingCount));
    await snap(city, 'usage-summary-1-link.png');

    await city.getByRole('button', { name: '显示全部列' }).click();
    await expect(table.getByRole('columnheader', { name: usageColumnTitles['1-1'] }).count()).resolves.toBe(1);
  });

  it('opens 企业统计 on the inspection institutions’ tab', async () => {
    city ??= await loginAs(browser, baseUrl(), 'city');
    const answered = city.waitForResponse((response) =>
      response.url().includes('/api/samr/DataAnalysis/EnterpriseInspection?'),
    );
    await city.goto(`/DataAnalysis/Enterprise?summaryColKey=2&tabName=Inspection&DivisionCode=${demoAreaCode}`);
    const answer = (await (await answered).json()) as { summary: { institutionCount: number } };
    expect(answer.summary.institutionCount).toBeGreaterThan(0);
    await expect(city.getByRole('tab', { name: '检验机构', selected: true }).count()).resolves.toBe(1);
    await city.locator('[aria-label="检验机构统计"] tr[data-row-key]').first().waitFor();
    await snap(city, 'usage-summary-2-enterprise.png');
  });

  it('opens, from a count of 企业统计, the filling units it counts in a dialog', async () => {
    city ??= await loginAs(browser, baseUrl(), 'city');
    const answered = city.waitForResponse((response) =>
      response.url().includes('/api/samr/DataAnalysis/EnterpriseFillStation?'),
    );
    await city.goto('/DataAnalysis/Enterprise');
    const answer = (await (await answered).json()) as {
      list: { divisionCode: string; divisionName: string; stationCount: number }[];
    };
    const counted = answer.list.find((row) => row.stationCount > 0);
    expect(counted).toBeDefined();
    if (!counted) return;
    const units = city.waitForResponse((response) =>
      response.url().includes('/api/samr/DataAnalysis/EnterpriseFillStationUnits?'),
    );
    await city.getByRole('button', { name: `查看${counted.divisionName}的充装单位名单` }).click();
    const listed = (await (await units).json()) as { totalCount: number; list: { stationName: string }[] };
    expect(listed.totalCount).toBe(counted.stationCount);
    const dialog = city.getByRole('dialog');
    await expect(dialog.getByText(`${counted.divisionName} - 充装单位名单`).count()).resolves.toBe(1);
    const first = listed.list[0];
    if (first) await dialog.getByText(first.stationName).first().waitFor();
    await snap(city, 'usage-summary-3-enterprise-units.png');
  });
});
