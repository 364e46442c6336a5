import { rmSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from '../src/browser';
import { loginAs, rowOf, scratchFolder, searchArchive, snap, snapOnFailure, uniqueBarcode } from '../src/archive';
import { readTemplate, writeImportFile, type ImportRow, type ImportTemplate } from '../src/archiveImport';

let browser: Browser;
let page: Page;
let template: ImportTemplate;
const folder = scratchFolder();

/** Three cylinders of one batch: their barcodes share a prefix no other archive has. */
const batch = uniqueBarcode('IMP');
const barcodes = [1, 2, 3].map((n) => `${batch}${n}`);
/** The spreadsheet row of the third cylinder (row 1 is the header). */
const thirdRow = 4;

const chosen = { vendor: '浙江禾丰压力容器有限公司', type: '焊接钢瓶', medium: '液化石油气', spec: 'YSP12' };

/** The batch's rows, the third with the given manufacture month. */
const rows = (thirdMakeDate: string): ImportRow[] =>
  barcodes.map((barcode, index) => ({
    条码: barcode,
    出厂编号: `SN${barcode.slice(-7)}`,
    制造单位: chosen.vendor,
    气瓶类型: chosen.type,
    充装介质: chosen.medium,
    规格型号: chosen.spec,
    制造年月: index === 2 ? thirdMakeDate : `2024-0${index + 3}`,
    产权性质: '自有产权',
  }));

beforeAll(async () => {
  browser = await launchBrowser();
  page = await loginAs(browser, inject('baseUrl'), 'station');
  await page.goto('/GasCylinder/DocManagement');
});
afterAll(async () => {
  await browser?.close();
  rmSync(folder, { recursive: true, force: true });
});
beforeEach((context) => snapOnFailure(context, 'archive-import', () => page));

const importDialog = () => page.getByRole('dialog', { name: '批量导入' });
const archiveTable = () => page.locator('[aria-label="液化气瓶档案"]');

async function openImport(): Promise<Locator> {
  await page.getByRole('button', { name: '批量导入' }).click();
  const dialog = importDialog();
  await dialog.waitFor();
  return dialog;
}

async function closeImport(dialog: Locator): Promise<void> {
  await dialog
    .locator('.ant-modal-footer')
    .getByRole('button', { name: /关\s*闭/ })
    .click();
  await dialog.waitFor({ state: 'hidden' });
}

async function startImport(dialog: Locator, file: string): Promise<void> {
  await dialog.locator('input[type="file"]').setInputFiles(file);
  await dialog.getByText(file.split('/').pop() ?? file).waitFor();
  await dialog.getByRole('button', { name: /开始导入/ }).click();
}

/** Searches the archive list for the batch's barcode prefix and waits until the list has settled. */
async function searchBatch(): Promise<void> {
  await searchArchive(page, batch);
  await expect.poll(() => archiveTable().locator('.ant-spin-spinning').count(), { timeout: 15_000 }).toBe(0);
}

describe('batch import of archives', () => {
  it('downloads the template with its header row and lists of valid names', async () => {
    const dialog = await openImport();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      dialog.getByRole('button', { name: /下载模板/ }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
    const path = join(folder, download.suggestedFilename());
    await download.saveAs(path);

    template = await readTemplate(path);
    expect(template.headers).toEqual(
      expect.arrayContaining(['条码', '出厂编号', '制造单位', '气瓶类型', '充装介质', '规格型号', '制造年月']),
    );
    expect(template.choices.get('制造单位')).toContain(chosen.vendor);
    expect(template.choices.get('气瓶类型')).toContain(chosen.type);
    expect(template.choices.get('充装介质')).toContain(chosen.medium);
    expect(template.choices.get('规格型号')).toContain(chosen.spec);
    await closeImport(dialog);
  });

  it('refuses a file with one bad row, naming that row, and imports nothing', async () => {
    const file = await writeImportFile(folder, '档案-有错误.xlsx', template, rows('2024-13'));
    const dialog = await openImport();
    await startImport(dialog, file);

    const errors = dialog.locator('[aria-label="导入错误"]');
    await errors.waitFor({ timeout: 30_000 });
    await expect.poll(() => dialog.getByText('导入失败：1行有错误').count()).toBeGreaterThan(0);
    const errorRows = errors.locator('tbody tr.ant-table-row');
    await expect.poll(() => errorRows.count()).toBe(1);
    const cells = await errorRows.first().locator('td').allInnerTexts();
    expect(cells[0]).toBe(String(thirdRow));
    expect(cells[1]).toBe(barcodes[2]);
    expect(cells[2]).toContain('制造年月');
    await snap(page, 'import-1-refused.png');
    await closeImport(dialog);

    await searchBatch();
    await expect.poll(() => archiveTable().getByText('暂无数据').count()).toBeGreaterThan(0);
    expect(await archiveTable().locator('tr[data-row-key]').count()).toBe(0);
  });

  it('accepts the corrected file and lists its archives', async () => {
    const file = await writeImportFile(folder, '档案-已修改.xlsx', template, rows('2024-12'));
    const dialog = await openImport();
    await startImport(dialog, file);
    await expect.poll(() => dialog.getByText(/成功导入\s*3\s*条档案/).count(), { timeout: 30_000 }).toBeGreaterThan(0);
    expect(await dialog.locator('[aria-label="导入错误"]').count()).toBe(0);
    await snap(page, 'import-2-accepted.png');
    await closeImport(dialog);

    await searchBatch();
    await expect.poll(() => archiveTable().locator('tr[data-row-key]').count(), { timeout: 15_000 }).toBe(3);
    for (const barcode of barcodes) expect(await rowOf(archiveTable(), barcode).count()).toBe(1);
    await snap(page, 'import-3-listed.png');
  });
});
