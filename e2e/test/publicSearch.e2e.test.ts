import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { demoBarcodes } from '@gcs/server/demo';
import { openTab } from '../src/archive';
import { artifactPath, launchBrowser, newPage } from '../src/browser';

let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  page = await newPage(browser, inject('baseUrl'));
});
afterAll(async () => {
  await browser?.close();
});

/** The tab panel on show in the archive dialog. */
const activePanel = (dialog: Locator) => dialog.getByRole('tabpanel').filter({ visible: true });

async function searchBarcode(barcode: string) {
  const box = page.getByRole('textbox', { name: '气瓶条码' }).first();
  await box.fill(barcode);
  await page
    .getByRole('button', { name: /查\s*询/ })
    .first()
    .click();
  await page.locator('tr[data-row-key]', { hasText: barcode }).waitFor();
}

describe('public archive query', () => {
  it('refuses an empty query, finds demo cylinders and colours the overdue and scrapped ones', async () => {
    await page.goto('/PublicSearch');
    await page
      .getByRole('button', { name: /查\s*询/ })
      .first()
      .click();
    await expect.poll(() => page.getByText('至少输入一个查询条件').count()).toBeGreaterThan(0);

    await searchBarcode(demoBarcodes.overdueInspection);
    const overdueRow = page.locator('tr[data-row-key]', { hasText: demoBarcodes.overdueInspection });
    expect(await overdueRow.getAttribute('data-row-kind')).toBe('overdueInspection');
    await expect.poll(() => overdueRow.getByText('超期未检').count()).toBe(1);

    await searchBarcode(demoBarcodes.scrapped);
    const scrappedRow = page.locator('tr[data-row-key]', { hasText: demoBarcodes.scrapped });
    expect(await scrappedRow.getAttribute('data-row-kind')).toBe('scrapped');

    await searchBarcode(demoBarcodes.normal);
    const normalRow = page.locator('tr[data-row-key]', { hasText: demoBarcodes.normal });
    expect(await normalRow.getAttribute('data-row-kind')).toBe('normal');
    await page.screenshot({ path: artifactPath('public-search.png'), fullPage: true });
  });

  it('opens the archive of a cylinder and visits all six tabs', async () => {
    const row = page.locator('tr[data-row-key]', { hasText: demoBarcodes.normal });
    await row.getByRole('button', { name: '查看' }).click();
    const dialog = page.getByRole('dialog', { name: demoBarcodes.normal });
    await dialog.waitFor();

    await openTab(dialog, '基本信息');
    await expect.poll(() => dialog.getByText('正常').count()).toBeGreaterThan(0);

    await openTab(dialog, '审核信息');
    await expect.poll(() => dialog.getByText('审核机关').count()).toBeGreaterThan(0);

    await openTab(dialog, '充装明细');
    await expect.poll(() => dialog.getByText('充装量').count()).toBeGreaterThan(0);

    await dialog.getByRole('tab', { name: '检验信息' }).click();
    const pager = dialog.getByTestId('inspection-pager');
    await pager.waitFor();
    const reportCode = dialog.getByText(/报告编号/).first();
    await reportCode.waitFor();
    const firstRecord = await activePanel(dialog).innerText();
    await pager.getByRole('listitem', { name: '下一页' }).click();
    await expect.poll(() => activePanel(dialog).innerText()).not.toBe(firstRecord);

    await dialog.getByRole('tab', { name: '其他图片' }).click();
    await expect.poll(() => dialog.getByRole('button', { name: /查看图片/ }).count()).toBeGreaterThan(0);

    await dialog.getByRole('tab', { name: '建档图片' }).click();
    const thumbnails = activePanel(dialog).getByRole('button', { name: /查看图片/ });
    await expect.poll(() => thumbnails.count()).toBeGreaterThanOrEqual(2);
    await page.screenshot({ path: artifactPath('archive-dialog.png') });
  });

  it('shows an archive picture in the viewer, zoomed and rotated', async () => {
    const dialog = page.getByRole('dialog', { name: demoBarcodes.normal });
    await activePanel(dialog)
      .getByRole('button', { name: /查看图片/ })
      .first()
      .click();
    const image = page.getByTestId('image-viewer-img');
    await image.waitFor();
    await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBeGreaterThan(0);
    expect(await image.getAttribute('data-zoom')).toBe('1');

    await page.getByRole('button', { name: '放大' }).click();
    await page.getByRole('button', { name: '放大' }).click();
    expect(await image.getAttribute('data-zoom')).toBe('1.5');
    await page.getByRole('button', { name: '左旋' }).click();
    expect(await image.getAttribute('data-rotation')).toBe('270');
    await page.getByRole('button', { name: '右旋' }).click();
    await page.getByRole('button', { name: '右旋' }).click();
    expect(await image.getAttribute('data-rotation')).toBe('90');
    await page.screenshot({ path: artifactPath('image-viewer.png') });
    await page.getByRole('button', { name: '关闭' }).last().click();
  });
});
