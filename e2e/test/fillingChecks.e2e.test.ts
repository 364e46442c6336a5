import type { Browser, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { demoBarcodes } from '@gcs/server/demo';
import { chooseOption, loginAs, snap } from '../src/archive';
import { journeyHooks } from '../src/journey';

let browser: Browser;
let station: Page | undefined;
let regulator: Page | undefined;
const baseUrl = () => inject('baseUrl');
const barcode = demoBarcodes.normal;
// A name no demo check carries, so the journey finds its own record among the seeded ones.
const operator = `检查员${Date.now() % 100_000}`;

journeyHooks(
  'fillingChecks',
  (launched) => (browser = launched),
  () => regulator ?? station,
);

const checkRows = (page: Page) => page.locator('[aria-label="充装前检查记录列表"] tr[data-row-key]');

async function findByBarcode(page: Page) {
  const filter = page.getByRole('form', { name: '充装前检查查询条件' });
  await filter.getByLabel('气瓶条码', { exact: true }).fill(barcode);
  await filter
    .getByRole('button', { name: /查\s*询/ })
    .first()
    .click();
  const row = checkRows(page).filter({ hasText: operator }).first();
  await row.waitFor({ timeout: 20_000 });
  return row;
}

describe('a station records a pre-fill check, and the city regulator sees it', () => {
  it('the demo station records a pre-fill check and finds it on 充装前检查', async () => {
    station = await loginAs(browser, baseUrl(), 'station');
    await station.goto('/VehicleCylinder/BeforeFillingInspection');
    await station.getByTestId('filling.addCheck').click();
    const dialog = station.getByRole('dialog', { name: '新增充装前检查记录' });
    await dialog.getByLabel('气瓶条码').fill(barcode);
    await dialog.getByLabel('检查人员').fill(operator);
    await chooseOption(station, dialog.getByLabel('处置方式'), '合格，准予充装');
    await snap(station, 'filling-checks-1-add.png');
    await dialog.getByRole('button', { name: /保\s*存/ }).click();
    await station.getByText('已保存充装前检查记录').waitFor();

    const row = await findByBarcode(station);
    const text = await row.textContent();
    expect(text).toContain('合格，准予充装');
    // The archive's own numbers come with the barcode.
    expect(text).toContain(barcode);
    await snap(station, 'filling-checks-2-list.png');
  });

  it('the city regulator finds the same record on 充装前检查 and cannot add one', async () => {
    regulator = await loginAs(browser, baseUrl(), 'city');
    await regulator.goto('/VehicleCylinder/BeforeFillingInspection');
    await expect(regulator.getByTestId('filling.addCheck').count()).resolves.toBe(0);
    const row = await findByBarcode(regulator);
    await expect(row.textContent()).resolves.toContain('合格，准予充装');
    await snap(regulator, 'filling-checks-3-regulator.png');
  });
});
