import type { Browser, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { demoBarcodes } from '@gcs/server/demo';
import { loginAs, snap } from '../src/archive';
import { journeyHooks } from '../src/journey';

let browser: Browser;
let station: Page | undefined;
let regulator: Page | undefined;
const baseUrl = () => inject('baseUrl');
const overdue = demoBarcodes.overdueInspection;

journeyHooks(
  'fillingInterlock',
  (launched) => (browser = launched),
  () => regulator ?? station,
);

const refusalRows = (page: Page) => page.locator('[aria-label="拒充记录列表"] tr[data-row-key]');

describe('the filling interlock refuses an overdue cylinder, and the regulator sees the attempt', () => {
  it('a filling station asks before filling and is told 禁止充装 with the reasons', async () => {
    station = await loginAs(browser, baseUrl(), 'station');
    await station.goto('/Regulatory/RefusedFilling');
    await station.getByTestId('filling.check').click();
    const dialog = station.getByRole('dialog', { name: '充装前查询' });
    await dialog.getByPlaceholder('扫描或输入气瓶条码').fill(overdue);
    await dialog.getByRole('button', { name: /查\s*询/ }).click();
    await dialog.getByText(`${overdue}：禁止充装`).waitFor();
    await expect(dialog.getByText('超期未检', { exact: true }).count()).resolves.toBe(1);

    await dialog.getByPlaceholder('扫描或输入气瓶条码').fill(demoBarcodes.normal);
    await dialog.getByRole('button', { name: /查\s*询/ }).click();
    await dialog.getByText(new RegExp(`${demoBarcodes.normal}：`)).waitFor();
    await snap(station, 'filling-interlock-1-check.png');
    await dialog.getByRole('button', { name: '关闭' }).last().click();
    // The station's own list now shows its refusal.
    await refusalRows(station).filter({ hasText: overdue }).first().waitFor();
  });

  it('the city regulator finds the refused attempt with its reasons on the refused-fillings page', async () => {
    regulator = await loginAs(browser, baseUrl(), 'city');
    await regulator.goto('/Regulatory/RefusedFilling');
    await expect(regulator.getByTestId('filling.check').count()).resolves.toBe(0);
    const filter = regulator.getByRole('form', { name: '拒充记录查询条件' });
    await filter.getByLabel('气瓶条码', { exact: true }).fill(overdue);
    await filter
      .getByRole('button', { name: /查\s*询/ })
      .first()
      .click();
    const row = refusalRows(regulator).filter({ hasText: overdue }).first();
    await row.waitFor({ timeout: 15_000 });
    await expect(row.textContent()).resolves.toContain('超期未检');
    await snap(regulator, 'filling-interlock-2-refusals.png');
  });
});
