import type { Browser, Locator, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { todayInChina } from '@gcs/contracts';
import { chooseOption, loginAs, snap } from '../src/archive';
import { journeyHooks } from '../src/journey';

let browser: Browser;
let city: Page | undefined;
const baseUrl = () => inject('baseUrl');

journeyHooks(
  'fillingRecords',
  (launched) => (browser = launched),
  () => city,
);

interface Listed {
  totalCount: number;
  list: { stationName: string; cylinderBarcode: string; beginTime: string }[];
}

const daysBefore = (days: number) =>
  new Date(Date.parse(`${todayInChina()}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);

/** Picks one day as both ends of an antd day range (the first input is the field) in its calendar. */
async function pickDay(page: Page, field: Locator, day: string) {
  await field.click();
  const cell = page.locator(`.ant-picker-dropdown:not(.ant-picker-dropdown-hidden) td[title="${day}"]`).first();
  await cell.click();
  await cell.click();
  await page.locator('.ant-picker-dropdown:not(.ant-picker-dropdown-hidden)').waitFor({ state: 'hidden' });
  await expect(field.inputValue()).resolves.toBe(day);
}

async function search(page: Page, form: Locator, what: (url: URL) => boolean): Promise<Listed> {
  const answered = page.waitForResponse(
    (response) => response.url().includes('/CylinderFilling/fillinglist') && what(new URL(response.url())),
  );
  await form
    .getByRole('button', { name: /查\s*询/ })
    .first()
    .click();
  const response = await answered;
  expect(response.status()).toBe(200);
  return (await response.json()) as Listed;
}

describe('the city regulator reads the filling records and a cylinder’s history', () => {
  it('filters 充装记录 by a station and a day, and opens a record’s 充装历史', async () => {
    city = await loginAs(browser, baseUrl(), 'city');
    const first = city.waitForResponse((response) => response.url().includes('/CylinderFilling/fillinglist'));
    await city.goto('/GasCylinder/FillingRecord');
    // Today's records at first.
    const opening = new URL((await first).url());
    expect(opening.searchParams.get('From')).toBe(todayInChina());
    const filter = city.getByRole('form', { name: '充装记录查询条件' });
    const days = filter.getByLabel('充装日期', { exact: true });

    // Yesterday (today on the first of a month, whose calendar opens without the month before) holds demo fillings:
    // its first record names a station to look at.
    const day = daysBefore(1).slice(0, 7) === todayInChina().slice(0, 7) ? daysBefore(1) : todayInChina();
    await pickDay(city, days, day);
    const ofDay = await search(city, filter, (url) => url.searchParams.get('From') === day);
    expect(ofDay.totalCount).toBeGreaterThan(0);
    const [sample] = ofDay.list;
    if (!sample) throw new Error('no demo filling on the day');
    expect(ofDay.list.every((row) => row.beginTime.startsWith(day))).toBe(true);

    await chooseOption(city, filter.getByLabel('充装单位', { exact: true }), sample.stationName);
    const narrowed = await search(
      city,
      filter,
      (url) => url.searchParams.get('From') === day && url.searchParams.get('StationId') !== null,
    );
    expect(narrowed.totalCount).toBeGreaterThan(0);
    expect(narrowed.list.every((row) => row.stationName === sample.stationName)).toBe(true);
    expect(narrowed.list.every((row) => row.beginTime.startsWith(day))).toBe(true);
    const table = city.locator('[aria-label="充装记录列表"]');
    const row = table.locator('tr[data-row-key]').first();
    await row.waitFor();
    await expect(row.textContent()).resolves.toContain(sample.stationName);
    await snap(city, 'filling-records-1-filtered.png');

    const barcode = narrowed.list[0]?.cylinderBarcode ?? '';
    const history = city.waitForResponse((response) => response.url().includes('/CylinderFilling/FillingHistory'));
    await row.getByRole('button', { name: '充装历史' }).click();
    const answer = await history;
    expect(new URL(answer.url()).searchParams.get('Barcode')).toBe(barcode);
    const fillings = (await answer.json()) as Listed;
    expect(fillings.totalCount).toBeGreaterThan(0);
    expect(fillings.list.every((filling) => filling.cylinderBarcode === barcode)).toBe(true);
    const times = fillings.list.map((filling) => filling.beginTime);
    expect([...times].sort().reverse()).toEqual(times);
    const dialog = city.getByRole('dialog', { name: `${barcode} - 充装历史` });
    await dialog.locator('tr[data-row-key]').first().waitFor();
    await expect(dialog.locator('tr[data-row-key]').count()).resolves.toBe(Math.min(fillings.totalCount, 20));
    await snap(city, 'filling-records-2-history.png');
  });
});
