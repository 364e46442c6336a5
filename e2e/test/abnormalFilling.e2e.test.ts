import type { Browser, Locator, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { loginAs, pickOption, snap } from '../src/archive';
import { journeyHooks } from '../src/journey';

let browser: Browser;
let city: Page | undefined;
const baseUrl = () => inject('baseUrl');

journeyHooks(
  'abnormalFilling',
  (launched) => (browser = launched),
  () => city,
);

const search = (form: Locator) =>
  form
    .getByRole('button', { name: /查\s*询/ })
    .first()
    .click();

/** The demo fillings carry the flags the upload would have set; the city regulator reads them by flag and pair. */
describe('the city regulator looks for abnormal fillings and cloned labels', () => {
  it('opens 异常充装 of the liquefied cylinders and filters by a flag: every row carries it', async () => {
    city = await loginAs(browser, baseUrl(), 'city');
    const answered = city.waitForResponse((response) =>
      response.url().includes('/CylinderFilling/QueryAbnormalFilling'),
    );
    await city.goto('/GasCylinder/AbnormalFilling');
    expect((await answered).status()).toBe(200);
    const filter = city.getByRole('form', { name: '异常充装查询条件' });
    for (const label of ['异常类型', '监管单位', '充装单位', '气瓶条码']) {
      await expect(filter.getByLabel(label, { exact: true }).count()).resolves.toBe(1);
    }
    await pickOption(city, filter.getByLabel('异常类型', { exact: true }), '超期充装');
    const filtered = city.waitForResponse((response) => response.url().includes('Flag=16'));
    await search(filter);
    const answer = (await (await filtered).json()) as { totalCount: number; list: { flagNames: string }[] };
    expect(answer.totalCount).toBeGreaterThan(0);
    expect(answer.list.every((row) => row.flagNames.includes('超期充装'))).toBe(true);
    const table = city.locator('[aria-label="异常充装列表"]');
    await table.locator('tr[data-row-key]').first().waitFor();
    await expect(table.locator('tr[data-row-key]').first().textContent()).resolves.toContain('超期充装');
    await expect(table.getByRole('columnheader', { name: '异常类型' }).count()).resolves.toBe(1);
    await snap(city, 'abnormal-filling-1-liquefied.png');
  });

  it('opens a vehicle page of one flag, which asks for that flag without a flag widget', async () => {
    city ??= await loginAs(browser, baseUrl(), 'city');
    const answered = city.waitForResponse((response) =>
      response.url().includes('/CylinderFilling/QueryAbnormalFilling'),
    );
    await city.goto('/VehicleCylinder/AbnormalFilling/LessFilling');
    const url = new URL((await answered).url());
    expect(url.searchParams.get('Flag')).toBe('2');
    expect(url.searchParams.get('CylinderCategory')).toBe('3');
    const filter = city.getByRole('form', { name: '异常充装查询条件' });
    await filter.getByLabel('充装单位', { exact: true }).waitFor();
    await expect(filter.getByLabel('异常类型', { exact: true }).count()).resolves.toBe(0);
    // The page also counts its flag by station, with the 合计.
    const summarised = city.waitForResponse((response) =>
      response.url().includes('/CylinderFilling/LessFillingsummary'),
    );
    await city.getByRole('tab', { name: '按充装单位统计' }).click();
    const summary = (await (await summarised).json()) as { summary: { abnormalCount: number } };
    const table = city.locator('[aria-label="欠量充装统计"]');
    await table.locator('tr[data-row-key]').first().waitFor();
    await expect(table.getByRole('row').filter({ hasText: '合计' }).textContent()).resolves.toContain(
      String(summary.summary.abnormalCount),
    );
  });

  it('opens 疑似克隆标签: pairs of fillings of one barcode at two stations, side by side', async () => {
    city ??= await loginAs(browser, baseUrl(), 'city');
    const answered = city.waitForResponse((response) => response.url().includes('/CylinderFilling/QueryClonedLabel'));
    await city.goto('/Regulatory/ClonedLabel');
    expect((await answered).status()).toBe(200);
    const filter = city.getByRole('form', { name: '疑似克隆标签查询条件' });
    await filter.getByLabel('气瓶条码', { exact: true }).fill('JX');
    const filtered = city.waitForResponse((response) => response.url().includes('Barcode=JX'));
    await search(filter);
    const pairs = (await (await filtered).json()) as { totalCount: number };
    expect(pairs.totalCount).toBeGreaterThan(0);
    const table = city.locator('[aria-label="疑似克隆标签列表"]');
    await table.locator('tr[data-row-key]').first().waitFor();
    for (const title of ['首次充装单位', '再次充装单位', '相隔(分钟)']) {
      await expect(table.getByRole('columnheader', { name: title }).count()).resolves.toBe(1);
    }
    await snap(city, 'abnormal-filling-2-cloned-labels.png');
  });
});
