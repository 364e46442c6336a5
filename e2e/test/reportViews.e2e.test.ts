import type { Browser, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { loginAs, pickOption, snap } from '../src/archive';
import { journeyHooks } from '../src/journey';

let browser: Browser;
let city: Page | undefined;
const baseUrl = () => inject('baseUrl');

journeyHooks(
  'reportViews',
  (launched) => (browser = launched),
  () => city,
);

const stationList = '/Monitor/OfflineStatisticsByStation?';

/** The city regulator keeps a view of 充装秤离线 (a filter and a hidden column) and opens it after a reload. */
describe('a saved report view', () => {
  it('keeps the filter and the hidden column, and applies both when opened after a reload', async () => {
    city = await loginAs(browser, baseUrl(), 'city');
    const page = city;
    const name = `七天离线${Date.now() % 100_000}`;
    // The page is used once its column configuration and its views have come (a click on a column's checkbox while
    // the configuration arrives can be lost in the re-render).
    const ready = Promise.all(
      ['/Column/GetColumnConfig', '/GetReportView'].map((path) =>
        page.waitForResponse((response) => response.url().includes(path)),
      ),
    );
    await page.goto('/Regulatory/OfflineScale');
    await ready;
    const table = page.locator('[aria-label="充装秤离线统计"]');
    const header = (title: string) => table.getByRole('columnheader', { name: title });
    await header('最后上传时间').waitFor();

    // The filter: offline for more than 7 days.
    const form = page.getByRole('form', { name: '充装秤离线查询条件' });
    await pickOption(page, form.getByLabel('离线时长'), '超过7天');
    const filtered = page.waitForResponse((response) => response.url().includes(stationList));
    await form.getByRole('button', { name: /查\s*询/ }).click();
    expect(new URL((await filtered).url()).searchParams.get('OfflineHours')).toBe('168');

    // The hidden column: 最后上传时间.
    await page.getByRole('button', { name: /列设置/ }).click();
    await page.getByRole('checkbox', { name: '最后上传时间' }).uncheck();
    await expect(header('最后上传时间').count()).resolves.toBe(0);
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: /保存为视图/ }).click();
    const dialog = page.getByRole('dialog', { name: '保存为视图' });
    await dialog.getByLabel('视图名称').fill(name);
    const saved = page.waitForResponse((response) => response.url().includes('/Setting/AddReportView'));
    await dialog.getByRole('button', { name: /保\s*存/ }).click();
    expect((await saved).status()).toBe(200);
    await page.getByText(`视图已保存：${name}`).waitFor();
    await snap(page, 'report-views-1-saved.png');

    // After a reload the page starts from the default filter; the hidden column is the user's kept choice, which
    // 恢复默认 forgets. The page is used once its list, its column configuration and its views have come.
    const reloaded = page.waitForResponse((response) => response.url().includes(stationList));
    const settled = Promise.all(
      ['/Column/GetColumnConfig', '/GetReportView'].map((path) =>
        page.waitForResponse((response) => response.url().includes(path)),
      ),
    );
    await page.reload();
    expect(new URL((await reloaded).url()).searchParams.get('OfflineHours')).toBeNull();
    await settled;
    await page.getByRole('button', { name: /列设置/ }).click();
    await page.getByRole('button', { name: /恢复默认/ }).click();
    await expect(page.getByRole('checkbox', { name: '最后上传时间' }).isChecked()).resolves.toBe(true);
    await page.keyboard.press('Escape');
    await header('最后上传时间').waitFor();

    const opened = page.waitForResponse((response) => response.url().includes(stationList));
    await pickOption(page, page.getByRole('combobox', { name: '视图' }), name);
    expect(new URL((await opened).url()).searchParams.get('OfflineHours')).toBe('168');
    await expect(header('最后上传时间').count()).resolves.toBe(0);
    await header('离线的秤').waitFor();
    await expect(form.getByTitle('超过7天').count()).resolves.toBeGreaterThan(0);
    await snap(page, 'report-views-2-opened.png');

    // Setting/Report lists it.
    await page.goto('/Setting/Report');
    await page.locator('[aria-label="报表视图列表"]').getByText(name).waitFor();
    await snap(page, 'report-views-3-setting.png');
  });
});
