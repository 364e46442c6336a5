import { rmSync } from 'node:fs';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { creditCodeCheckCharacter } from '@gcs/contracts';
import { launchBrowser } from '../src/browser';
import {
  archiveFilter,
  chooseOption,
  loginAs,
  pickMonth,
  rowOf,
  saveNewArchive,
  scratchFolder,
  searchArchive,
  snap,
  snapOnFailure,
  uniqueBarcode,
  writePhoto,
} from '../src/archive';
import { chooseTreePath } from '../src/treeSelect';

let browser: Browser;
let admin: Page;
let district: Page;
const files = scratchFolder();
const baseUrl = () => inject('baseUrl');

/** The station this story adds: in 海宁市, outside the 南湖区 regulator's region until it is bound to it. */
const suffix = String(Date.now()).slice(-6);
const station = {
  code: `E2EFS${suffix}`,
  name: `海宁市E2E燃气充装站${suffix}`,
  creditCode: (() => {
    const first17 = `91330481MA2J${suffix}0`.slice(0, 17);
    return `${first17}${creditCodeCheckCharacter(first17)}`;
  })(),
};
const districtRegulator = '嘉兴市南湖区市场监督管理局';
const barcode = uniqueBarcode('UNIT');
const archiveTable = (page: Page) => page.locator('[aria-label="液化气瓶档案"]');

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  rmSync(files, { recursive: true, force: true });
});
beforeEach((context) => snapOnFailure(context, 'units', () => (district && !district.isClosed() ? district : admin)));

/** The binding screen of the 南湖区 regulator's filling stations, opened from the regulators page. */
async function openBindings(page: Page) {
  await page.goto('/UnitManage/Regulator');
  const filter = page.getByRole('form', { name: '监管单位查询条件' });
  await filter.getByLabel('监管单位名称', { exact: true }).fill(districtRegulator);
  await filter
    .getByRole('button', { name: /查\s*询/ })
    .first()
    .click();
  const row = page.locator('[aria-label="监管单位列表"] tr[data-row-key]', { hasText: districtRegulator }).first();
  await row.getByRole('button', { name: '绑定充装单位' }).click();
  const screen = page.getByRole('dialog', { name: `${districtRegulator}：已绑定的充装单位` });
  await screen.waitFor();
  return screen;
}

/**
 * Ticks a row's checkbox in a dialog's table. A click while the table is (re)loading lands on its loading mask, so the
 * row is chosen once the table has settled, and clicked again until it shows as chosen.
 */
async function chooseRow(dialog: Locator, row: Locator) {
  await expect.poll(() => dialog.locator('.ant-spin-spinning').count(), { timeout: 15_000 }).toBe(0);
  const box = row.getByRole('checkbox');
  await expect
    .poll(
      async () => {
        if (!(await box.isChecked())) await box.click({ timeout: 5_000 }).catch(() => undefined);
        return box.isChecked();
      },
      { timeout: 15_000 },
    )
    .toBe(true);
}

/** Whether the district user's station selector (advanced archive filter) offers the station. */
async function offersStation(page: Page): Promise<boolean> {
  const field = archiveFilter(page).getByLabel('充装单位', { exact: true });
  // The selector's options load with the page; it filters them as the user types.
  await page.waitForLoadState('networkidle');
  await field.click();
  await field.fill(station.name);
  const dropdown = page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)');
  await dropdown.waitFor();
  const offered = (await dropdown.locator('.ant-select-item-option', { hasText: station.name }).count()) > 0;
  await field.press('Escape');
  return offered;
}

/** The district user's archive query for the story's barcode: how many archives the server answers. */
async function archiveRows(page: Page): Promise<number> {
  const answered = page.waitForResponse(
    (response) => response.url().includes('/Cylinder/list') && response.url().includes(barcode),
  );
  await searchArchive(page, barcode);
  const answer = (await (await answered).json()) as { totalCount: number };
  await expect.poll(() => archiveTable(page).locator('tr[data-row-key]').count()).toBe(answer.totalCount);
  return answer.totalCount;
}

describe('a filling station is added and bound to a district regulator', () => {
  it('the administrator adds the station with its region and unified social credit code', async () => {
    admin = await loginAs(browser, baseUrl(), 'superadmin');
    await admin.goto('/UnitManage/FillStation');
    await admin.getByTestId('record.add').click();
    const dialog = admin.getByRole('dialog', { name: '新增充装单位' });
    const form = dialog.getByRole('form', { name: '充装单位表单' });
    await form.getByLabel('充装单位编号', { exact: true }).fill(station.code);
    await form.getByLabel('充装单位名称', { exact: true }).fill(station.name);
    await chooseTreePath(admin, form.getByLabel('所属区域', { exact: true }), ['浙江省', '嘉兴市', '海宁市']);
    const wrongCheck = station.creditCode.endsWith('0') ? '1' : '0';
    await form.getByLabel('统一社会信用代码', { exact: true }).fill(`${station.creditCode.slice(0, 17)}${wrongCheck}`);
    await dialog.getByRole('button', { name: /保\s*存/ }).click();
    await expect.poll(() => dialog.getByText('统一社会信用代码校验位不正确，请核对').count()).toBe(1);
    await form.getByLabel('统一社会信用代码', { exact: true }).fill(station.creditCode);
    await snap(admin, 'units-1-add-station.png');
    await dialog.getByRole('button', { name: /保\s*存/ }).click();
    await dialog.waitFor({ state: 'hidden', timeout: 15_000 });
    const filter = admin.getByRole('form', { name: '充装单位查询条件' });
    await filter.getByLabel('充装单位名称', { exact: true }).fill(station.name);
    await filter
      .getByRole('button', { name: /查\s*询/ })
      .first()
      .click();
    const row = admin.locator('[aria-label="充装单位列表"] tr[data-row-key]', { hasText: station.name });
    await expect.poll(() => row.count(), { timeout: 15_000 }).toBe(1);
    expect(await row.innerText()).toContain('海宁市');
    expect(await row.innerText()).toContain(station.creditCode);
  });

  it('the administrator registers a cylinder of the new station', async () => {
    await admin.goto('/GasCylinder/DocManagement');
    await admin.getByRole('button', { name: '新建档案' }).click();
    const drawer = admin.getByRole('dialog', { name: '新建档案' });
    const form = drawer.getByRole('form', { name: '新建气瓶档案' });
    await form.waitFor();
    await form.getByLabel('气瓶条码', { exact: true }).fill(barcode);
    await chooseOption(admin, form.getByLabel('充装单位', { exact: true }), station.name);
    await chooseOption(admin, form.getByLabel('制造单位', { exact: true }), '浙江禾丰压力容器有限公司');
    await form.getByLabel('出厂编号', { exact: true }).fill(`SN${barcode.slice(-8)}`);
    await pickMonth(admin, form.getByLabel('制造年月', { exact: true }), new Date().getFullYear() - 1, 5);
    await chooseOption(admin, form.getByLabel('气瓶类型', { exact: true }), '焊接钢瓶');
    await chooseOption(admin, form.getByLabel('充装介质', { exact: true }), '液化石油气');
    await chooseOption(admin, form.getByLabel('规格型号', { exact: true }), 'YSP35.5');
    await form.getByLabel('产品质量证明书', { exact: true }).check();
    await form.getByLabel('监督检验证书', { exact: true }).check();
    const pictures = form.locator('.ant-form-item', { has: admin.getByText('档案图片', { exact: true }) });
    await form.getByLabel('档案图片', { exact: true }).setInputFiles(writePhoto(files));
    await pictures.locator('.ant-upload-list-item-done').waitFor();
    await saveNewArchive(admin, drawer);
    await expect.poll(() => drawer.getByText('建档成功').count(), { timeout: 15_000 }).toBeGreaterThan(0);
  });

  it('the district user sees neither the station nor its cylinder before the binding', async () => {
    district = await loginAs(browser, baseUrl(), 'district');
    await district.goto('/GasCylinder/DocQuery');
    expect(await offersStation(district)).toBe(false);
    expect(await archiveRows(district)).toBe(0);
  });

  it('the administrator binds the station to the district regulator', async () => {
    const screen = await openBindings(admin);
    await screen.getByRole('button', { name: '添加充装单位' }).click();
    const picker = admin.getByRole('dialog', { name: '添加充装单位' });
    await picker.getByLabel('可绑定的充装单位名称').fill(station.name);
    await picker.getByLabel('可绑定的充装单位名称').press('Enter');
    const candidate = picker.locator('tr[data-row-key]', { hasText: station.name });
    await expect.poll(() => candidate.count(), { timeout: 15_000 }).toBe(1);
    await chooseRow(picker, candidate);
    await picker.getByRole('button', { name: '绑定（1）' }).click();
    await picker.waitFor({ state: 'hidden', timeout: 15_000 });
    await expect
      .poll(() => screen.locator('tr[data-row-key]', { hasText: station.name }).count(), { timeout: 15_000 })
      .toBe(1);
    await snap(admin, 'units-2-bound.png');
  });

  it('the district user now sees the station in the selector and its cylinder in the archive', async () => {
    await district.reload();
    expect(await offersStation(district)).toBe(true);
    expect(await archiveRows(district)).toBe(1);
    expect(await rowOf(archiveTable(district), barcode).innerText()).toContain(station.name);
    await snap(district, 'units-3-district-sees.png');
  });

  it('after unbinding, the district user loses both again', async () => {
    const screen = await openBindings(admin);
    const bound = screen.locator('tr[data-row-key]', { hasText: station.name });
    await expect.poll(() => bound.count(), { timeout: 15_000 }).toBe(1);
    await chooseRow(screen, bound);
    await screen.getByRole('button', { name: '解除绑定（1）' }).click();
    await admin
      .getByRole('dialog')
      .filter({ hasText: '确定解除所选的 1 个充装单位的绑定吗？' })
      .getByRole('button', { name: '确定解除' })
      .click();
    await expect.poll(() => bound.count(), { timeout: 15_000 }).toBe(0);

    await district.reload();
    expect(await offersStation(district)).toBe(false);
    expect(await archiveRows(district)).toBe(0);
  });
});
