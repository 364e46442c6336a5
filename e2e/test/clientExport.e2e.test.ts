import { rmSync } from 'node:fs';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { demoAccounts } from '@gcs/server/demo-accounts';
import { launchBrowser } from '../src/browser';
import { loginAs, scratchFolder, snap, snapOnFailure } from '../src/archive';

let browser: Browser;
let page: Page | undefined;
const folder = scratchFolder();
const baseUrl = () => inject('baseUrl');

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  rmSync(folder, { recursive: true, force: true });
});
beforeEach((context) => snapOnFailure(context, 'clientExport', () => page));

/** The first sheet of a downloaded .xlsx, row by row, as text. */
async function readSheet(path: string): Promise<string[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(path);
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new Error('导出的文件没有工作表');
  const width = sheet.getRow(1).cellCount;
  const rows: string[][] = [];
  sheet.eachRow((row) =>
    rows.push(
      Array.from({ length: width }, (_, index) => {
        const value = row.getCell(index + 1).value;
        return value === null || value === undefined ? '' : String(value).trim();
      }),
    ),
  );
  return rows;
}

describe('a regulator exports a reference list built in the browser', () => {
  it('车辆类型: the file has the shown columns and every row, and 系统日志 records the export', async () => {
    page = await loginAs(browser, baseUrl(), 'city');
    await page.goto('/VehicleCylinder/TypeManagement');
    const table = page.locator('[aria-label="车辆类型列表"]');
    await table.locator('tr[data-row-key]').first().waitFor();
    const names = (await table.locator('tr[data-row-key] td:first-child').allTextContents()).map((name) => name.trim());
    expect(names.length).toBeGreaterThan(0);

    // The export reads the list itself (no isExport call to the server) and records itself once the file is made.
    const listCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/VehicleType/List')) listCalls.push(request.url());
    });
    const recorded = page.waitForResponse((response) => response.url().includes('/Export/RecordClientExport'));
    await page.getByRole('button', { name: '导出' }).click();
    const confirm = page.getByRole('dialog').filter({ hasText: '导出确认' });
    await confirm.getByText('确定导出全部数据吗？').waitFor();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      confirm.getByRole('button', { name: '确定' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('车辆类型使用年限与检验周期.xlsx');
    const path = join(folder, '车辆类型使用年限与检验周期.xlsx');
    await download.saveAs(path);
    expect((await recorded).status()).toBe(200);
    expect(listCalls.some((url) => url.includes('CountPerPage=500'))).toBe(true);
    expect(listCalls.some((url) => url.includes('isExport'))).toBe(false);
    // The progress dialog has gone with the export.
    await expect.poll(() => page!.getByText('导出中，请稍候！').count()).toBe(0);

    const sheet = await readSheet(path);
    expect(sheet[0]).toEqual(['车辆类型名称', '使用年限（年）', '检验周期（年）', '状态']);
    expect(sheet.slice(1).map((row) => row[0])).toEqual(names);
    expect(sheet.slice(1).every((row) => row[3] === '是' || row[3] === '否')).toBe(true);
    await snap(page, 'client-export-1-vehicle-types.png');
    await page.context().close();

    // The super administrator finds the export in 系统日志: who, what, how many rows, built in the browser.
    page = await loginAs(browser, baseUrl(), 'superadmin');
    await page.goto('/Setting/SysLogs');
    const filter = page.getByRole('form', { name: '系统日志查询条件' });
    await filter.getByLabel('账号', { exact: true }).fill(demoAccounts.city.loginCode);
    await filter
      .getByRole('button', { name: /查\s*询/ })
      .first()
      .click();
    const row = page
      .locator('[aria-label="系统日志列表"] tr[data-row-key]', { hasText: '生成方式：浏览器' })
      .filter({ hasText: '内容：车辆类型使用年限与检验周期' })
      .first();
    await row.waitFor({ timeout: 15_000 });
    const text = await row.innerText();
    expect(text).toContain('导出');
    expect(text).toContain(`行数：${names.length}`);
    await snap(page, 'client-export-2-syslog.png');
  });
});
