import { rmSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { demoAccounts } from '@gcs/server/demo-accounts';
import { launchBrowser } from '../src/browser';
import {
  activePanel,
  archiveFilter,
  chooseOption,
  loginAs,
  openTab,
  photoSize,
  pickMonth,
  rowOf,
  saveNewArchive,
  searchArchive,
  scratchFolder,
  snap,
  snapOnFailure,
  uniqueBarcode,
  writePhoto,
} from '../src/archive';

let browser: Browser;
let station: Page;
let city: Page;
const files = scratchFolder();
const baseUrl = () => inject('baseUrl');
const archiveTable = (page: Page) => page.locator('[aria-label="液化气瓶档案"]');
const stopReason = '瓶阀泄漏，停用待查';
const blacklistReason = '钢印模糊，无法辨认';

/** The cylinder this story registers: a welded LPG steel cylinder, inspected every 4 years, designed for 15. */
const barcode = uniqueBarcode();
const serialNumber = `SN${barcode.slice(-8)}`;
const madeIn = { year: new Date().getFullYear() - 1, month: 5 };
const month = (year: number) => `${year}-${String(madeIn.month).padStart(2, '0')}`;
const cylinder = {
  vendor: '浙江禾丰压力容器有限公司',
  type: '焊接钢瓶',
  medium: '液化石油气',
  spec: 'YSP35.5',
  makeDate: month(madeIn.year),
  nextInspectionDate: month(madeIn.year + 4),
  scrapDate: month(madeIn.year + 15),
};

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  rmSync(files, { recursive: true, force: true });
});
beforeEach((context) => snapOnFailure(context, 'archive', () => (city && !city.isClosed() ? city : station)));

describe('a cylinder from registration to the blacklist', () => {
  it('a station registers a cylinder with its photo and sees the computed dates', async () => {
    station = await loginAs(browser, baseUrl(), 'station');
    await station.goto('/GasCylinder/DocManagement');
    await station.getByRole('button', { name: '新建档案' }).click();
    const drawer = station.getByRole('dialog', { name: '新建档案' });
    const form = drawer.getByRole('form', { name: '新建气瓶档案' });
    await form.waitFor();

    await form.getByLabel('气瓶条码', { exact: true }).fill(barcode);
    await chooseOption(station, form.getByLabel('制造单位', { exact: true }), cylinder.vendor);
    await form.getByLabel('出厂编号', { exact: true }).fill(serialNumber);
    await pickMonth(station, form.getByLabel('制造年月', { exact: true }), madeIn.year, madeIn.month);
    await chooseOption(station, form.getByLabel('气瓶类型', { exact: true }), cylinder.type);
    await chooseOption(station, form.getByLabel('充装介质', { exact: true }), cylinder.medium);
    await chooseOption(station, form.getByLabel('规格型号', { exact: true }), cylinder.spec);
    await form.getByLabel('产品质量证明书', { exact: true }).check();
    await form.getByLabel('监督检验证书', { exact: true }).check();

    const photo = writePhoto(files);
    const pictures = form.locator('.ant-form-item', { has: station.getByText('档案图片', { exact: true }) });
    await form.getByLabel('档案图片', { exact: true }).setInputFiles(photo);
    await pictures.locator('.ant-upload-list-item-done').waitFor();
    await expect
      .poll(
        () =>
          pictures.locator('.ant-upload-list-item-done img').evaluate((image: HTMLImageElement) => image.naturalWidth),
        { timeout: 15_000 },
      )
      .toBe(photoSize.width);
    await snap(station, 'archive-1-register-form.png');

    await saveNewArchive(station, drawer);
    const saved = drawer.locator('[aria-label="计算结果"]');
    await saved.waitFor({ timeout: 15_000 });
    await expect.poll(() => drawer.getByText('建档成功').count(), { timeout: 15_000 }).toBeGreaterThan(0);
    const shown = await saved.innerText();
    expect(shown).toContain(barcode);
    expect(shown).toMatch(new RegExp(`下次检验日期\\s*${cylinder.nextInspectionDate}`));
    expect(shown).toMatch(new RegExp(`报废日期\\s*${cylinder.scrapDate}`));
    await snap(station, 'archive-2-registered.png');
    await station.context().close();
  });

  it('a city regulator finds it with the advanced query and sees its details and photo', async () => {
    city = await loginAs(browser, baseUrl(), 'city');
    await city.goto('/GasCylinder/DocQuery');
    const filter = archiveFilter(city);
    await filter.getByLabel('气瓶条码', { exact: true }).fill(barcode);
    await filter.getByRole('button', { name: '高级查询' }).click();
    await chooseOption(city, filter.getByLabel('制造单位', { exact: true }), cylinder.vendor);
    await chooseOption(city, filter.getByLabel('气瓶类型', { exact: true }), cylinder.type);
    await filter
      .getByRole('button', { name: /查\s*询/ })
      .first()
      .click();
    const table = archiveTable(city);
    await rowOf(table, barcode).waitFor({ timeout: 15_000 });
    await expect.poll(() => table.locator('tr[data-row-key]').count()).toBe(1);
    await expect.poll(() => city.getByText('共 1 条').count()).toBeGreaterThan(0);
    await snap(city, 'archive-3-advanced-query.png');

    await rowOf(table, barcode).getByRole('button', { name: '查看' }).click();
    const dialog = city.getByRole('dialog', { name: barcode });
    await dialog.waitFor();
    await expect.poll(() => activePanel(dialog).getByText(serialNumber).count(), { timeout: 15_000 }).toBe(1);
    const basic = await activePanel(dialog).innerText();
    for (const value of [cylinder.vendor, cylinder.type, cylinder.medium, cylinder.spec, cylinder.makeDate]) {
      expect(basic).toContain(value);
    }
    expect(basic).toContain('产品质量证明书、监督检验证书');

    await openTab(dialog, '档案图片');
    const thumbnail = activePanel(dialog)
      .getByRole('button', { name: /查看图片/ })
      .locator('img');
    await thumbnail.waitFor({ timeout: 15_000 });
    await expect
      .poll(() => thumbnail.evaluate((image: HTMLImageElement) => image.naturalWidth), { timeout: 15_000 })
      .toBe(photoSize.width);
    expect(await thumbnail.getAttribute('data-failed')).toBeNull();
    await snap(city, 'archive-4-detail-photo.png');
    await dialog.getByRole('button', { name: '关闭', exact: true }).first().click();
    await dialog.waitFor({ state: 'hidden' });
  });

  it('the regulator passes its audit', async () => {
    await city.goto('/GasCylinder/cylinderAudit');
    await searchArchive(city, barcode);
    const pending = city.locator('[aria-label="待审核气瓶"]');
    const row = rowOf(pending, barcode);
    await row.waitFor({ timeout: 15_000 });
    await expect.poll(() => pending.locator('tr[data-row-key]').count()).toBe(1);
    await row.getByRole('checkbox').check();
    await city.getByTestId('audit.pass').click();
    const confirm = city.getByRole('dialog').filter({ hasText: '确定审核通过所选的 1 个气瓶吗？' });
    await confirm.getByRole('button', { name: /确\s*定/ }).click();
    await expect.poll(() => city.getByText('已审核通过 1 个气瓶').count(), { timeout: 15_000 }).toBeGreaterThan(0);
    await expect.poll(() => row.count(), { timeout: 15_000 }).toBe(0);
    await snap(city, 'archive-5-audited.png');

    await city.getByRole('tab', { name: '已审核未发证' }).click();
    const audited = rowOf(city.locator('[aria-label="已审核未发证气瓶"]'), barcode);
    await audited.waitFor({ timeout: 15_000 });
    await audited.getByRole('button', { name: '查看' }).click();
    const dialog = city.getByRole('dialog', { name: barcode });
    await openTab(dialog, '审核信息');
    await expect.poll(() => activePanel(dialog).getByText('审核通过').count(), { timeout: 15_000 }).toBeGreaterThan(0);
    expect(await activePanel(dialog).innerText()).toContain(demoAccounts.city.userName);
    await snap(city, 'archive-6-audit-info.png');
    await dialog.getByRole('button', { name: '关闭', exact: true }).first().click();
    await dialog.waitFor({ state: 'hidden' });
  });

  it('the regulator blacklists it, a reason being required', async () => {
    await city.goto('/GasCylinder/DocQuery');
    await searchArchive(city, barcode);
    const row = rowOf(archiveTable(city), barcode);
    await row.waitFor({ timeout: 15_000 });
    await row.getByRole('button', { name: '加入黑名单' }).click();

    const dialog = city.getByRole('dialog', { name: `加入黑名单 - ${barcode}` });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: /确\s*定/ }).click();
    await expect.poll(() => dialog.getByText('请填写加入黑名单的原因').count()).toBe(1);
    await dialog.getByLabel('加入黑名单的原因', { exact: true }).fill(blacklistReason);
    await dialog.getByLabel('证据图片', { exact: true }).setInputFiles(writePhoto(files, 'evidence.png'));
    await dialog.locator('.ant-upload-list-item-done').waitFor({ timeout: 15_000 });
    await snap(city, 'archive-7-blacklist-dialog.png');
    await dialog.getByRole('button', { name: /确\s*定/ }).click();
    await dialog.waitFor({ state: 'hidden', timeout: 15_000 });
    await expect.poll(() => city.getByText('已加入黑名单').count(), { timeout: 15_000 }).toBeGreaterThan(0);
    await expect.poll(() => row.getByText('黑名单', { exact: true }).count(), { timeout: 15_000 }).toBe(1);
    expect(await row.getByRole('button', { name: '加入黑名单' }).count()).toBe(0);
    await row.getByText('黑名单', { exact: true }).scrollIntoViewIfNeeded();
    await snap(city, 'archive-8-blacklisted-row.png');
  });

  it('the regulator sees it in the blacklist with the reason and the operator', async () => {
    await city.goto('/GasCylinder/BlackCylinder');
    await city.getByRole('tab', { name: '黑名单列表' }).click();
    const filter = city.getByRole('form', { name: '黑名单查询条件' });
    await filter.getByLabel('气瓶条码', { exact: true }).fill(barcode);
    await filter.getByRole('button', { name: /查\s*询/ }).click();
    const list = city.locator('[aria-label="黑名单列表"]');
    const row = rowOf(list, barcode);
    await row.waitFor({ timeout: 15_000 });
    await expect.poll(() => list.locator('tr[data-row-key]').count()).toBe(1);
    const text = await row.innerText();
    expect(text).toContain(blacklistReason);
    expect(text).toContain(demoAccounts.city.userName);
    expect(text).toContain(serialNumber);
    await row.getByText(blacklistReason).scrollIntoViewIfNeeded();
    await snap(city, 'archive-9-blacklist.png');
  });

  it('the regulator stops it from the archive with a reason, and finds it among the abnormal cylinders', async () => {
    await city.goto('/GasCylinder/DocQuery');
    await searchArchive(city, barcode);
    const row = rowOf(archiveTable(city), barcode);
    await row.waitFor({ timeout: 15_000 });
    await row.getByRole('button', { name: '监管停用' }).click();
    const dialog = city.getByRole('dialog', { name: `监管停用 - ${barcode}` });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: '确定监管停用' }).click();
    await expect.poll(() => dialog.getByText('请填写原因').count()).toBe(1);
    await dialog.getByLabel('停用原因', { exact: true }).fill(stopReason);
    await expect.poll(() => dialog.getByText('请填写原因').count()).toBe(0);
    await snap(city, 'archive-10-stop-dialog.png');
    await dialog.getByRole('button', { name: '确定监管停用' }).click();
    await dialog.waitFor({ state: 'hidden', timeout: 15_000 });
    await expect.poll(() => row.getByText('已停用', { exact: true }).count(), { timeout: 15_000 }).toBe(1);
    expect(await row.getByRole('button', { name: '监管停用' }).count()).toBe(0);

    await city.goto('/GasCylinder/AbnormalCylinder');
    await city.getByRole('tab', { name: '列表' }).click();
    const filter = city.getByRole('form', { name: '异常气瓶查询条件' });
    await filter.getByLabel('气瓶条码', { exact: true }).fill(barcode);
    await filter.getByRole('button', { name: /查\s*询/ }).click();
    const flagged = rowOf(city.locator('[aria-label="异常气瓶列表"]'), barcode);
    await flagged.waitFor({ timeout: 15_000 });
    expect(await flagged.innerText()).toContain(stopReason);
    await snap(city, 'archive-11-stopped.png');
    await city.context().close();
  });
});
