import type { Browser, Locator, Page } from 'playwright-core';
import { PNG } from 'pngjs';
import { describe, expect, inject, it } from 'vitest';
import { todayInChina, usageColumnTitles } from '@gcs/contracts';
import { newPage } from '../src/browser';
import { loginAs, snap } from '../src/archive';
import { journeyHooks } from '../src/journey';

let browser: Browser;
let city: Page | undefined;
const baseUrl = () => inject('baseUrl');
/** The demo city the seed builds (apps/server/src/db/seed/demoCity.ts), the city account's region. */
const demoAreaCode = '330400';

journeyHooks(
  'dashboard',
  (launched) => (browser = launched),
  () => city,
);

/** The colours the dark map draws with (DashboardMap.tsx darkMapPalette): district borders and bubbles. */
const borderColour = [0x4f, 0xd2, 0xff] as const;
const bubbleColour = [0xf5, 0xb7, 0x3b] as const;
const selectedColour = [0x1f, 0x9b, 0xd7] as const;

/** How many pixels of a PNG lie close to a colour. */
function pixelsNear(png: PNG, colour: readonly [number, number, number], distance = 40): number {
  let count = 0;
  for (let at = 0; at < png.data.length; at += 4) {
    const dr = (png.data[at] ?? 0) - colour[0];
    const dg = (png.data[at + 1] ?? 0) - colour[1];
    const db = (png.data[at + 2] ?? 0) - colour[2];
    if (Math.sqrt(dr * dr + dg * dg + db * db) < distance) count += 1;
  }
  return count;
}

function distinctColours(png: PNG): number {
  const seen = new Set<number>();
  for (let at = 0; at < png.data.length; at += 4) {
    seen.add(((png.data[at] ?? 0) << 16) | ((png.data[at + 1] ?? 0) << 8) | (png.data[at + 2] ?? 0));
  }
  return seen.size;
}

const cardNumber = (page: Page, key: string) => page.locator(`[data-card="${key}"] .dashboard-card__number`);
const cardKeys = [
  'registered',
  'qualified',
  'filledThisYear',
  'fillingUnits',
  'inspectionInstitutions',
  'inspectedThisYear',
];

/** The six counters as shown, once every card shows a number. */
async function counters(page: Page): Promise<string[]> {
  await Promise.all(cardKeys.map((key) => cardNumber(page, key).waitFor()));
  return Promise.all(cardKeys.map((key) => cardNumber(page, key).innerText()));
}

/** Waits until the counters read differently from `before` (or equal `expected`), and returns them. */
async function countersUntil(page: Page, check: (shown: string[]) => boolean): Promise<string[]> {
  const deadline = Date.now() + 8_000;
  for (;;) {
    const shown = await counters(page).catch(() => null);
    if (shown && check(shown)) return shown;
    if (Date.now() > deadline) throw new Error(`counters never matched: ${JSON.stringify(shown)}`);
    await page.waitForTimeout(100);
  }
}

const regionLabel = (page: Page) => page.locator('.dashboard-board__region strong');

/**
 * Clicks the map where a district lies: points from the centre outwards until the selection label names a district.
 * Returns the district's name and the point clicked.
 */
async function clickADistrict(page: Page, map: Locator): Promise<{ name: string; x: number; y: number }> {
  const box = await map.boundingBox();
  if (!box) throw new Error('the map has no box');
  const offsets = [
    [0, 0],
    [0.1, 0],
    [-0.1, 0],
    [0, 0.1],
    [0, -0.1],
    [0.15, 0.15],
    [-0.15, -0.15],
  ];
  for (const [dx = 0, dy = 0] of offsets) {
    const x = box.x + box.width * (0.5 + dx);
    const y = box.y + box.height * (0.5 + dy);
    await page.mouse.click(x, y);
    const name = await regionLabel(page).innerText();
    if (name !== '全部区域') return { name, x, y };
  }
  throw new Error('no district under the points tried');
}

describe('the city regulator on the big-screen dashboard', () => {
  it('draws the districts with bubbles, selects and deselects a district, reloads on a tab and drills down', async () => {
    city = await loginAs(browser, baseUrl(), 'city');
    await city.setViewportSize({ width: 1600, height: 900 });
    const firstSummary = city.waitForResponse((response) => response.url().includes('/Dashboard/Summary'));
    await city.goto('/DashboardBig');
    await expect(firstSummary.then((response) => response.status())).resolves.toBe(200);
    await city.getByRole('heading', { level: 1 }).waitFor();
    await city.getByRole('tab', { name: '全部', selected: true }).waitFor();
    await expect(city.locator('.dashboard-clock__weekday').innerText()).resolves.toMatch(/^星期[日一二三四五六]$/);

    // The map: districts (their bright borders) and a bubble per district, not a blank canvas.
    const map = city.locator('.dashboard-map');
    const canvas = map.locator('canvas').first();
    await canvas.waitFor();
    const drawn = await (async () => {
      const deadline = Date.now() + 10_000;
      for (;;) {
        const png = PNG.sync.read(await canvas.screenshot({ animations: 'disabled' }));
        if (pixelsNear(png, bubbleColour) > 200 || Date.now() > deadline) return png;
        await city.waitForTimeout(200);
      }
    })();
    expect(distinctColours(drawn)).toBeGreaterThan(50);
    expect(pixelsNear(drawn, borderColour)).toBeGreaterThan(500);
    expect(pixelsNear(drawn, bubbleColour)).toBeGreaterThan(200);
    await snap(city, 'dashboard-1-big.png');

    // Selecting a district reloads its totals; clicking it again restores the totals of all.
    // The tab clears the selection and restarts the 10-second cycle, whatever it has shown meanwhile.
    await city.getByRole('tab', { name: '全部' }).click();
    const board = city;
    await expect.poll(() => regionLabel(board).innerText()).toBe('全部区域');
    const allTotals = await counters(city);
    // (Its figures may come from the cache when the cycle showed it already.)
    const district = await clickADistrict(city, map);
    const districtTotals = await countersUntil(city, (shown) => shown.join() !== allTotals.join());
    expect(districtTotals).not.toEqual(allTotals);
    // The selected district is filled brighter.
    await city.mouse.move(1, 1);
    await expect
      .poll(async () => pixelsNear(PNG.sync.read(await canvas.screenshot()), selectedColour, 20), { timeout: 5_000 })
      .toBeGreaterThan(2_000);
    await snap(city, 'dashboard-2-district.png');
    await city.mouse.click(district.x, district.y);
    await expect(regionLabel(city).innerText()).resolves.toBe('全部区域');
    await expect(countersUntil(city, (shown) => shown.join() === allTotals.join())).resolves.toEqual(allTotals);

    // A tab reloads the figures of its cylinder type and clears the selection.
    await clickADistrict(city, map);
    const liquefied = city.waitForResponse(
      (response) => response.url().includes('/Dashboard/Summary') && response.url().includes('CylinderType=1'),
    );
    await city.getByRole('tab', { name: '液化气瓶' }).click();
    const liquefiedUrl = new URL((await liquefied).url());
    expect(liquefiedUrl.searchParams.get('RegionCode')).toBeNull();
    await expect(regionLabel(city).innerText()).resolves.toBe('全部区域');
    await city.getByRole('tab', { name: '液化气瓶', selected: true }).waitFor();
    await counters(city);

    // A year-based card opens 使用情况汇总 filtered as the spec's link says, and the table shows it.
    const today = todayInChina();
    const usage = city.waitForResponse((response) => response.url().includes('/api/samr/DataAnalysis/UsageSummary?'));
    await city.getByRole('button', { name: '本年充装气瓶', exact: true }).click();
    await city.waitForURL((url) => url.pathname === '/DataAnalysis/UsageSummary');
    const opened = new URL(city.url());
    expect(Object.fromEntries(opened.searchParams)).toEqual({
      summaryColKey: '2-1',
      DivisionCode: demoAreaCode,
      Category: '1',
      dateRange: `${today.slice(0, 4)}-01-01,${today}`,
    });
    const sent = new URL((await usage).url()).searchParams;
    expect([sent.get('DivisionCode'), sent.get('Category'), sent.get('From'), sent.get('To')]).toEqual([
      demoAreaCode,
      '1',
      `${today.slice(0, 4)}-01-01`,
      today,
    ]);
    const table = city.locator('[aria-label="使用情况汇总"]');
    await table.locator('tr[data-row-key]').first().waitFor();
    await expect(table.locator('thead th').allTextContents()).resolves.toEqual([
      '序号',
      '区域',
      usageColumnTitles['2-1'],
    ]);
    await snap(city, 'dashboard-3-drill-down.png');
  });

  it('shows the same cards in the in-frame /Dashboard, the filling-unit card opening 企业统计', async () => {
    city ??= await loginAs(browser, baseUrl(), 'city');
    await city.goto('/Dashboard');
    await counters(city);
    await city.getByRole('button', { name: '充装单位', exact: true }).click();
    await city.waitForURL((url) => url.pathname === '/DataAnalysis/Enterprise');
    expect(Object.fromEntries(new URL(city.url()).searchParams)).toEqual({
      summaryColKey: '1',
      tabName: 'fillStation',
      DivisionCode: demoAreaCode,
    });
    await city.getByRole('tab', { name: '充装单位', selected: true }).waitFor();
    await city.locator('[aria-label="充装单位统计"] tr[data-row-key]').first().waitFor();
  });
});

describe('the login page', () => {
  it('loads no ECharts and no map: they come with the dashboard pages only', async () => {
    const page = await newPage(browser, baseUrl());
    const scripts: Promise<string>[] = [];
    const files: string[] = [];
    page.on('response', (response) => {
      const url = response.url();
      if (url.endsWith('.js') || url.endsWith('.json')) {
        files.push(new URL(url).pathname);
        if (url.endsWith('.js')) scripts.push(response.text());
      }
    });
    await page.goto('/Login');
    await page.getByPlaceholder('请输入用户名').waitFor();
    await page.waitForLoadState('networkidle');
    expect(files.some((file) => file.startsWith('/cityres/'))).toBe(false);
    // registerMap is ECharts' own code; the login page's chunks name the dashboard's only as lazy imports.
    const bodies = await Promise.all(scripts);
    expect(bodies.length).toBeGreaterThan(0);
    expect(bodies.filter((body) => body.includes('registerMap'))).toEqual([]);
    await page.context().close();
  });
});
