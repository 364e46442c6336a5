import type { Browser, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { loginAs, snap } from '../src/archive';
import { journeyHooks } from '../src/journey';

let browser: Browser;
let city: Page | undefined;
const baseUrl = () => inject('baseUrl');

journeyHooks(
  'deliveryAndFillingRate',
  (launched) => (browser = launched),
  () => city,
);

interface DeliveryRow {
  cylinderBarcode: string;
  deliveryUser: string;
  deliveryAddress: string;
}

interface RateRow {
  stationName: string;
  registeredCount: number;
  filledCount: number;
  unfilledCount: number;
  fillingRate: number;
}

describe('the city regulator reads 配送记录 and 充装率', () => {
  it('配送记录: the demo deliveries, newest first, with who delivered what to whom and where', async () => {
    city = await loginAs(browser, baseUrl(), 'city');
    const answered = city.waitForResponse((response) => response.url().includes('/CylinderFilling/DeliveryRecordList'));
    await city.goto('/DataAnalysis/Distribution/DeliveryRecord');
    const answer = (await (await answered).json()) as { totalCount: number; list: DeliveryRow[] };
    expect(answer.totalCount).toBeGreaterThan(0);
    const table = city.locator('[aria-label="配送记录列表"]');
    await table.locator('tr[data-row-key]').first().waitFor();
    for (const title of ['充装单位', '气瓶条码', '充装时间', '配送时间', '配送人员', '收货用户', '配送地址']) {
      await expect(table.getByRole('columnheader', { name: title, exact: true }).count()).resolves.toBe(1);
    }
    const first = answer.list[0]!;
    await expect(table.locator('tr[data-row-key]').first().textContent()).resolves.toContain(first.deliveryAddress);

    // A barcode narrows the list to that cylinder's deliveries.
    const filtered = city.waitForResponse(
      (response) =>
        response.url().includes('/CylinderFilling/DeliveryRecordList') &&
        new URL(response.url()).searchParams.get('Barcode') === first.cylinderBarcode,
    );
    const filter = city.getByRole('form', { name: '配送记录查询条件' });
    await filter.getByLabel('气瓶条码', { exact: true }).fill(first.cylinderBarcode);
    await filter
      .getByRole('button', { name: /查\s*询/ })
      .first()
      .click();
    const narrowed = (await (await filtered).json()) as { list: DeliveryRow[] };
    expect(narrowed.list.length).toBeGreaterThan(0);
    expect(narrowed.list.every((row) => row.cylinderBarcode.startsWith(first.cylinderBarcode))).toBe(true);
    await snap(city, 'delivery-records-1.png');
  });

  it('充装率: each station’s registered vehicle cylinders, the filled ones and the rate, a count opens its cylinders', async () => {
    city ??= await loginAs(browser, baseUrl(), 'city');
    const answered = city.waitForResponse((response) =>
      response.url().includes('/CylinderFilling/FillingRateByStation'),
    );
    await city.goto('/VehicleCylinder/FillingRate');
    const answer = (await (await answered).json()) as {
      totalCount: number;
      list: RateRow[];
      summary: { registeredCount: number; fillingRate: number };
    };
    expect(answer.totalCount).toBeGreaterThan(0);
    expect(answer.summary.registeredCount).toBeGreaterThan(0);
    const table = city.locator('[aria-label="充装率统计"]');
    await table.locator('tr[data-row-key]').first().waitFor();
    for (const title of ['充装单位', '登记气瓶数', '已充装数', '本单位充装数', '未充装数', '充装率(%)']) {
      await expect(table.getByRole('columnheader', { name: title, exact: true }).count()).resolves.toBe(1);
    }
    await expect(table.getByRole('row').filter({ hasText: '合计' }).textContent()).resolves.toContain(
      String(answer.summary.registeredCount),
    );
    await snap(city, 'filling-rate-1-stations.png');

    const station = answer.list.find((row) => row.unfilledCount > 0) ?? answer.list[0]!;
    const column = station.unfilledCount > 0 ? '未充装数' : '登记气瓶数';
    const opened = city.waitForResponse((response) => response.url().includes('/CylinderFilling/FillingRateCylinders'));
    await city.getByRole('button', { name: `查看${station.stationName}的${column}` }).click();
    const drilled = await opened;
    const cylinders = (await drilled.json()) as { totalCount: number; list: { stationName: string; filled: string }[] };
    expect(cylinders.totalCount).toBe(station.unfilledCount > 0 ? station.unfilledCount : station.registeredCount);
    expect(cylinders.list.every((row) => row.stationName === station.stationName)).toBe(true);
    if (station.unfilledCount > 0) expect(cylinders.list.every((row) => row.filled === '否')).toBe(true);
    const dialog = city.getByRole('dialog', { name: `${station.stationName} - ${column}` });
    await dialog.locator('tr[data-row-key]').first().waitFor();
    await snap(city, 'filling-rate-2-cylinders.png');
  });

  it('充装率 按区域统计: the districts sum to the stations, and a district’s count opens its stations', async () => {
    city ??= await loginAs(browser, baseUrl(), 'city');
    const stationsAnswered = city.waitForResponse((response) =>
      response.url().includes('/CylinderFilling/FillingRateByStation'),
    );
    await city.goto('/VehicleCylinder/FillingRate');
    const stations = (await (await stationsAnswered).json()) as {
      totalCount: number;
      summary: { registeredCount: number; filledCount: number };
    };
    const districtsAnswered = city.waitForResponse((response) =>
      response.url().includes('/CylinderFilling/FillingRateByDistrict'),
    );
    await city.getByRole('tab', { name: '按区域统计' }).click();
    const districts = (await (await districtsAnswered).json()) as {
      list: { divisionCode: string | null; divisionName: string; stationCount: number }[];
      summary: { stationCount: number; registeredCount: number; filledCount: number };
    };
    expect(districts.summary).toMatchObject({
      stationCount: stations.totalCount,
      registeredCount: stations.summary.registeredCount,
      filledCount: stations.summary.filledCount,
    });
    await city.locator('[aria-label="充装率按区域统计"] tr[data-row-key]').first().waitFor();
    await snap(city, 'filling-rate-3-districts.png');

    const district = districts.list.find((row) => row.divisionCode !== null && row.stationCount > 0);
    expect(district).toBeDefined();
    if (!district) return;
    const narrowed = city.waitForResponse(
      (response) =>
        response.url().includes('/CylinderFilling/FillingRateByStation') &&
        response.url().includes(`DivisionCode=${district.divisionCode}`),
    );
    await city.getByRole('button', { name: `查看${district.divisionName}的充装单位数` }).click();
    expect(((await (await narrowed).json()) as { totalCount: number }).totalCount).toBe(district.stationCount);
    await expect(city.getByRole('tab', { name: '按充装单位', selected: true }).count()).resolves.toBe(1);
    await snap(city, 'filling-rate-4-district-stations.png');
  });
});
