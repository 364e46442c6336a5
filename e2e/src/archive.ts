import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PNG } from 'pngjs';
import type { Browser, Locator, Page } from 'playwright-core';
import { demoAccounts, type DemoAccountKey } from '@gcs/server/demo-accounts';
import { artifactPath, newPage } from './browser';
import { fillLogin, loginPage } from './login';
import { liveStoredLogin, storeLogin } from './storedLogins';

/** A folder of its own for the files a journey writes (photos, spreadsheets). */
export function scratchFolder(): string {
  return mkdtempSync(join(tmpdir(), 'gcs-e2e-files-'));
}

/** A barcode no other run (nor the demo data) holds: a prefix and the clock's digits. */
export function uniqueBarcode(prefix = 'E2E'): string {
  return `${prefix}${Date.now()}`;
}

/** The size of the photo a journey uploads: unusual, so the page showing it is told apart from a placeholder. */
export const photoSize = { width: 97, height: 61 } as const;

/** Writes a real PNG photo (a colour gradient) and returns its path. */
export function writePhoto(folder: string, name = 'cylinder-photo.png'): string {
  const png = new PNG({ width: photoSize.width, height: photoSize.height });
  for (let y = 0; y < png.height; y += 1) {
    for (let x = 0; x < png.width; x += 1) {
      const at = (png.width * y + x) << 2;
      png.data[at] = Math.round((255 * x) / png.width);
      png.data[at + 1] = Math.round((255 * y) / png.height);
      png.data[at + 2] = 160;
      png.data[at + 3] = 255;
    }
  }
  const path = join(folder, name);
  writeFileSync(path, PNG.sync.write(png));
  return path;
}

/**
 * A demo account logged in on a fresh browser context, on the page its login lands on. The first journey of the run
 * that needs the account logs in through the form; later ones reuse its stored browser state (e2e/src/
 * storedLogins.ts), and log in through the form again when that session has ended meanwhile.
 */
export async function loginAs(browser: Browser, baseUrl: string, key: DemoAccountKey): Promise<Page> {
  const stored = await liveStoredLogin(baseUrl, key);
  if (stored) {
    const page = await newPage(browser, baseUrl, stored.state);
    await page.goto(stored.landing);
    return page;
  }
  const page = await loginPage(browser, baseUrl);
  await fillLogin(page, demoAccounts[key].loginCode, demoAccounts[key].password);
  await page.waitForURL((url) => url.pathname !== '/Login');
  await storeLogin(baseUrl, key, page);
  return page;
}

/** The dropdown portals on show (antd keeps closed ones in the page, hidden). */
const openSelectDropdown = (page: Page) => page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)');
const openPickerDropdown = (page: Page) => page.locator('.ant-picker-dropdown:not(.ant-picker-dropdown-hidden)');

/**
 * Chooses an option of an antd Select (the search box `field`) by its text, typing it first (lists are virtual), and
 * waits until the box shows it.
 */
export async function chooseOption(page: Page, field: Locator, option: string): Promise<void> {
  const shown = field.locator(`xpath=parent::*[@title="${option}"]`);
  for (let attempt = 1; ; attempt += 1) {
    await field.click();
    await field.fill(option);
    const item = openSelectDropdown(page).locator(`.ant-select-item-option[title="${option}"]`);
    // The option under the pointer is the active one; Enter takes it (a click may land while the list still moves).
    await item.hover();
    await field.press('Enter');
    try {
      await shown.waitFor({ timeout: 5_000 });
      break;
    } catch (error) {
      if (attempt === 3) throw error;
      await field.press('Escape');
    }
  }
  // Chosen: the box shows the option (as its title) and the list has closed.
  await field.and(page.locator('[aria-expanded="false"]')).waitFor({ timeout: 5_000 });
}

/**
 * Chooses an option of an antd Select without a search box by clicking it, and waits until the box shows it; a click
 * that landed while the list was still opening (the option only hovered) is made again.
 */
export async function pickOption(page: Page, field: Locator, option: string): Promise<void> {
  const item = page.locator(
    `.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option[title="${option}"]`,
  );
  const chosen = field.locator(`xpath=parent::*[@title="${option}"]`);
  for (let attempt = 1; ; attempt++) {
    if (!(await item.isVisible())) await field.click();
    await item.click();
    const shown = await chosen.waitFor({ timeout: 3_000 }).then(
      () => true,
      () => false,
    );
    if (shown) return;
    if (attempt === 3) throw new Error(`the box does not show the option ${option} after three clicks`);
  }
}

/** Waits until `shown()` holds, checking every 100 ms; false after `timeout` ms. */
async function becomes(shown: () => Promise<boolean>, timeout: number): Promise<boolean> {
  const deadline = Date.now() + timeout;
  for (;;) {
    if (await shown()) return true;
    if (Date.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * The month picker: opens it, goes back year by year to `year`, clicks the month's cell, and waits until the box
 * shows the month (a click landing while the panel still opens is tried again).
 */
export async function pickMonth(page: Page, field: Locator, year: number, month: number): Promise<void> {
  const title = `${year}-${String(month).padStart(2, '0')}`;
  for (let attempt = 1; ; attempt += 1) {
    await field.click();
    const panel = openPickerDropdown(page);
    const shownYear = async () => Number((await panel.locator('.ant-picker-year-btn').innerText()).replace(/\D/g, ''));
    for (let guard = 0; guard < 100 && (await shownYear()) > year; guard += 1) {
      await panel.locator('.ant-picker-header-super-prev-btn').click();
    }
    await panel.locator(`td[title="${title}"]`).click();
    if (await becomes(async () => (await field.inputValue()) === title, 5_000)) return;
    if (attempt === 3) throw new Error(`月份选择框没有显示 ${title}，而是“${await field.inputValue()}”`);
    await field.press('Escape');
  }
}

/**
 * Saves the archive form of the drawer and waits for the server's answer to the registration. When the form does not
 * send it (a field refused in the browser) or the server refuses it, the error names what the page shows.
 */
export async function saveNewArchive(page: Page, drawer: Locator): Promise<void> {
  const answered = page
    .waitForResponse((response) => response.url().includes('/Cylinder/CylinderAdd'), { timeout: 15_000 })
    .catch(() => null);
  await drawer.getByRole('button', { name: /保\s*存/ }).click();
  const answer = await answered;
  if (!answer) {
    const refused = await drawer.locator('.ant-form-item-explain-error').allInnerTexts();
    throw new Error(`保存后没有发出建档请求；表单提示：${refused.join('；') || '（无）'}`);
  }
  if (!answer.ok()) throw new Error(`建档被拒绝（HTTP ${answer.status()}）：${await answer.text()}`);
}

/** The row of the table showing a barcode. */
export const rowOf = (scope: Page | Locator, barcode: string) =>
  scope.locator('tr[data-row-key]', { hasText: barcode });

/** The archive filter of a page (the advanced query, the audit lists). */
export const archiveFilter = (page: Page) => page.getByRole('form', { name: '气瓶档案查询条件' });

/** Types a barcode (or its prefix) into the archive filter and runs the query. */
export async function searchArchive(page: Page, barcode: string): Promise<void> {
  const filter = archiveFilter(page);
  await filter.getByLabel('气瓶条码', { exact: true }).fill(barcode);
  await filter
    .getByRole('button', { name: /查\s*询/ })
    .first()
    .click();
}

/** The tab panel on show in a tabbed dialog. */
export const activePanel = (dialog: Locator) => dialog.getByRole('tabpanel').filter({ visible: true });

/** A screenshot of the journey's step (animations finished), for a person to look at. */
export async function snap(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: artifactPath(name), animations: 'disabled' });
}

/**
 * Registers, for the running test, a screenshot of the page in use should it fail (artifacts/failed-<name>[-n].png), so
 * that a failure in a run nobody watched can be looked at afterwards.
 */
export function snapOnFailure(
  context: { onTestFailed: (handler: () => Promise<void>) => void },
  name: string,
  page: () => Page | undefined,
): void {
  context.onTestFailed(async () => {
    const shown = page();
    // Each failure of the file keeps its own picture: a later failing test must not paint over the first one.
    const count = (failures.get(name) ?? 0) + 1;
    failures.set(name, count);
    const picture = count === 1 ? `failed-${name}.png` : `failed-${name}-${count}.png`;
    if (shown && !shown.isClosed()) await snap(shown, picture).catch(() => undefined);
  });
}

/** How many tests of each file have failed in this run. */
const failures = new Map<string, number>();

/**
 * Opens a tab of a dialog or page and waits until it is the selected one, clicking again when a click fell into the
 * dialog's opening animation and was lost (seen on a busy machine).
 */
export async function openTab(scope: Page | Locator, name: string): Promise<void> {
  const tab = scope.getByRole('tab', { name });
  const selected = scope.getByRole('tab', { name, selected: true });
  for (let attempt = 0; attempt < 5; attempt += 1) {
    await tab.click();
    if (
      await selected.waitFor({ timeout: 3_000 }).then(
        () => true,
        () => false,
      )
    )
      return;
  }
  await selected.waitFor();
}
