import { rmSync } from 'node:fs';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from '../src/browser';
import { loginAs, scratchFolder, snap, snapOnFailure } from '../src/archive';

let browser: Browser;
let city: Page | undefined;
const folder = scratchFolder();
const baseUrl = () => inject('baseUrl');

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  rmSync(folder, { recursive: true, force: true });
});
beforeEach((context) => snapOnFailure(context, 'reportExport', () => city));

/** A cell as the table shows it: numbers and text alike, empty for an empty cell. */
const text = (value: ExcelJS.CellValue) => (value === null || value === undefined ? '' : String(value).trim());

/** The first sheet of a downloaded .xlsx, row by row (every row as long as the header). */
async function readSheet(path: string): Promise<string[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(path);
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new Error('导出的文件没有工作表');
  const width = sheet.getRow(1).cellCount;
  const rows: string[][] = [];
  sheet.eachRow((row) => rows.push(Array.from({ length: width }, (_, index) => text(row.getCell(index + 1).value))));
  return rows;
}

/** The table's shown headers and its rows (the page shown), as text. */
async function tableText(table: Locator) {
  const headers = (await table.locator('thead th').allTextContents()).map((title) => title.trim()).filter(Boolean);
  const rows = await table
    .locator('tbody tr[data-row-key]')
    .evaluateAll((trs) => trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => (td.textContent ?? '').trim())));
  const total = await table.locator('.ant-table-summary tr td').allTextContents();
  return { headers, rows, total: total.map((cell) => cell.trim()) };
}

/** Clicks 导出, confirms, and saves the file the browser downloads. */
async function exportTable(page: Page, name: string): Promise<string> {
  await page.getByRole('button', { name: '导出' }).first().click();
  const confirm = page.getByRole('dialog').filter({ hasText: '导出确认' });
  await confirm.waitFor();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    confirm.getByRole('button', { name: '确定' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
  const path = join(folder, name);
  await download.saveAs(path);
  return path;
}

/** Unticks a column in 列设置 and waits until the table no longer shows it. */
async function hideColumn(page: Page, table: Locator, title: string) {
  await page.getByRole('button', { name: '列设置' }).click();
  const settings = page.getByRole('list', { name: '列设置' });
  await settings.getByRole('checkbox', { name: title }).uncheck();
  await expect.poll(() => table.getByRole('columnheader', { name: title, exact: true }).count()).toBe(0);
  await page.keyboard.press('Escape');
}

describe('a regulator hides a column of a report and exports it', () => {
  it('充装统计: the file has the shown columns only, the rows of the table and the 合计', async () => {
    city = await loginAs(browser, baseUrl(), 'city');
    await city.goto('/GasCylinder/FillingStatistics');
    const table = city.locator('[aria-label="充装统计（按充装单位）"]');
    await table.locator('tr[data-row-key]').first().waitFor();
    await hideColumn(city, table, '报废充装');
    const shown = await tableText(table);
    expect(shown.headers).not.toContain('报废充装');
    expect(shown.headers).toContain('无档案充装');

    const sheet = await readSheet(await exportTable(city, '充装统计.xlsx'));
    expect(sheet[0]).toEqual(shown.headers);
    expect(sheet.slice(1, 1 + shown.rows.length)).toEqual(shown.rows);
    // The last row is the 合计 of the whole filter, as the table's summary row shows it.
    expect(sheet.at(-1)).toEqual(shown.total);
    expect(sheet.at(-1)?.[shown.headers.indexOf('充装单位')]).toBe('合计');
    await snap(city, 'report-export-1-filling-summary.png');
  });

  it('最后充装单位: a station’s vehicles with the configured plate number and upload time, one column hidden', async () => {
    city ??= await loginAs(browser, baseUrl(), 'city');
    await city.goto('/VehicleCylinder/LastFillStation');
    const stations = city.locator('[aria-label="最后充装单位统计"]');
    await stations.locator('tr[data-row-key]').first().waitFor();
    const stationName = (await stations.locator('tr[data-row-key] td').nth(2).textContent())?.trim() ?? '';
    const opened = city.waitForResponse((response) => response.url().includes('/CylinderFilling/VcListByStation'));
    await city.getByRole('button', { name: `查看${stationName}的气瓶数` }).click();
    const answer = (await (await opened).json()) as { list: { stationName: string }[] };
    expect(answer.list.length).toBeGreaterThan(0);
    expect(answer.list.every((row) => row.stationName === stationName)).toBe(true);

    const table = city.locator('[aria-label="车用气瓶最后充装（按充装单位）"]');
    await table.locator('tr[data-row-key]').first().waitFor();
    for (const title of ['车牌号码', '上传时间']) {
      await expect(table.getByRole('columnheader', { name: title, exact: true }).count()).resolves.toBe(1);
    }
    await hideColumn(city, table, '使用部门');
    const shown = await tableText(table);
    const sheet = await readSheet(await exportTable(city, '最后充装.xlsx'));
    expect(sheet[0]).toEqual(shown.headers);
    expect(sheet[0]).not.toContain('使用部门');
    expect(sheet.slice(1, 1 + shown.rows.length)).toEqual(shown.rows);
    await snap(city, 'report-export-2-last-fill-station.png');
  });
});
