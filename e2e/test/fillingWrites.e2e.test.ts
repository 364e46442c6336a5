import type { Browser, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { loginAs, snap } from '../src/archive';
import { journeyHooks } from '../src/journey';

let browser: Browser;
let current: Page | undefined;
const baseUrl = () => inject('baseUrl');

journeyHooks(
  'fillingWrites',
  (launched) => (browser = launched),
  () => current,
);

/** A 1×1 PNG: the station's evidence photo. */
const tinyPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** The barcode the station explains, for the regulator to find on 异常充装审核. */
let explainedBarcode = '';

describe('deleting a filling record, and an abnormal filling explained and approved', () => {
  it('the city regulator deletes a filling record on 异常充装 with a reason, after confirming', async () => {
    const city = (current = await loginAs(browser, baseUrl(), 'city'));
    const listed = city.waitForResponse((response) => response.url().includes('/CylinderFilling/QueryAbnormalFilling'));
    await city.goto('/GasCylinder/AbnormalFilling');
    expect((await listed).status()).toBe(200);
    const table = city.locator('[aria-label="异常充装列表"]');
    const row = table.locator('tr[data-row-key]').first();
    await row.waitFor();
    const guid = (await row.getAttribute('data-row-key')) ?? '';
    expect(guid).toMatch(/^[0-9a-f-]{36}$/);

    await row.getByRole('button', { name: '删除' }).click();
    const dialog = city.getByRole('dialog').filter({ hasText: '删除充装记录' });
    await dialog.getByText(/确定删除气瓶 .+ 开始的充装记录吗？/).waitFor();
    await dialog.getByRole('button', { name: '确定删除' }).click();
    await dialog.getByText('请填写删除原因').waitFor();
    await dialog.getByLabel('删除原因').fill('电子秤故障，重复上传');
    await snap(city, 'filling-writes-1-delete-reason.png');
    const deleted = city.waitForResponse((response) =>
      response.url().includes('/CylinderFilling/DeleteRecordByFillingGuid'),
    );
    await dialog.getByRole('button', { name: '确定删除' }).click();
    expect((await deleted).status()).toBe(200);
    await city.getByText('已删除1条充装记录').waitFor();
    await table.locator(`tr[data-row-key="${guid}"]`).waitFor({ state: 'detached' });

    const kept = city.waitForResponse((response) =>
      response.url().includes('/CylinderFilling/QueryDeletedFillingRecord'),
    );
    await city.goto('/Regulatory/DeletedFilling');
    const answer = (await (await kept).json()) as { list: { fillingGuid: string; reason: string }[] };
    expect(answer.list[0]).toMatchObject({ fillingGuid: guid, reason: '电子秤故障，重复上传' });
    await city.locator('[aria-label="已删除充装记录列表"]').getByText('电子秤故障，重复上传').waitFor();
    await snap(city, 'filling-writes-2-deleted-records.png');
  });

  it('a filling station explains one of its abnormal fillings (补充说明)', async () => {
    const station = (current = await loginAs(browser, baseUrl(), 'station'));
    const listed = station.waitForResponse((response) =>
      response.url().includes('/CylinderFilling/QueryAbnormalFilling'),
    );
    await station.goto('/GasCylinder/AbnormalFilling');
    expect((await listed).status()).toBe(200);
    // The demo's newest flagged fillings of the station already have explanations; explain an older one.
    const row = station.locator('[aria-label="异常充装列表"] tr[data-row-key]').nth(9);
    await row.waitFor();
    explainedBarcode = (await row.locator('td').nth(2).textContent())?.trim() ?? '';
    expect(explainedBarcode).not.toBe('');
    await expect(row.getByRole('button', { name: '删除' }).count()).resolves.toBe(0);
    await row.getByRole('button', { name: '补充说明' }).click();
    const dialog = station.getByRole('dialog').filter({ hasText: '说明内容' });
    await dialog.getByLabel('说明内容').fill('该瓶充装前已抽残液，称重记录为抽残前数值。');
    // Evidence: a renamed file is refused in the browser by its content; a photo and a repair note are sent.
    const input = dialog.locator('input[type="file"]');
    await input.setInputFiles({ name: '假照片.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('MZ not a picture') });
    await station.getByText('附件“假照片.jpg”不是 JPG、PNG 或 PDF 文件').waitFor();
    await input.setInputFiles([
      { name: '秤显示.png', mimeType: 'image/png', buffer: tinyPng },
      { name: '维修单.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%%EOF\n') },
    ]);
    await dialog.getByText('维修单.pdf').waitFor();
    await expect(dialog.getByText('假照片.jpg').count()).resolves.toBe(0);
    const added = station.waitForResponse((response) =>
      response.url().includes('/CylinderFilling/AddVCFillingAbnormalAppend'),
    );
    await dialog.getByRole('button', { name: '提交' }).click();
    expect((await added).status()).toBe(200);
    await station.getByText('已提交补充说明，等待监管部门审核').waitFor();
  });

  it('the city regulator approves the station’s explanation on 异常充装审核', async () => {
    const city = (current = await loginAs(browser, baseUrl(), 'city'));
    await city.goto('/Regulatory/AbnormalFillingAudit');
    const filter = city.getByRole('form', { name: '异常充装审核查询条件' });
    await filter.getByLabel('气瓶条码', { exact: true }).fill(explainedBarcode);
    const filtered = city.waitForResponse(
      (response) =>
        response.url().includes(`/CylinderFilling/QueryVCFillingAbnormalAppend`) &&
        response.url().includes(`Barcode=${encodeURIComponent(explainedBarcode)}`),
    );
    await filter
      .getByRole('button', { name: /查\s*询/ })
      .first()
      .click();
    expect((await filtered).status()).toBe(200);
    const table = city.locator('[aria-label="异常充装说明列表"]');
    const row = table.locator('tr[data-row-key]').filter({ hasText: '待审核' }).first();
    await row.getByText('该瓶充装前已抽残液').waitFor();
    // The evidence first: two files, the photo shown as a thumbnail fetched with the token.
    await row.getByRole('button', { name: '查看附件' }).click();
    const files = city.getByRole('dialog').filter({ hasText: '补充说明附件' });
    await files.getByText('维修单.pdf').waitFor();
    await files.getByRole('img', { name: '秤显示.png' }).waitFor();
    await snap(city, 'filling-writes-3-evidence.png');
    await city.keyboard.press('Escape');
    await files.waitFor({ state: 'hidden' });
    await row.getByRole('button', { name: '通过' }).click();
    const dialog = city.getByRole('dialog').filter({ hasText: '审核通过' });
    await dialog.getByLabel('审核意见（选填）').fill('情况属实');
    const decided = city.waitForResponse((response) =>
      response.url().includes('/CylinderFilling/AbnormalFillingApprove'),
    );
    await dialog.getByRole('button', { name: '确定通过' }).click();
    expect((await decided).status()).toBe(200);
    await city.getByText('审核完成：已通过').waitFor();
    const approved = table.locator('tr[data-row-key]').filter({ hasText: '情况属实' }).first();
    await approved.getByText('已通过').waitFor();
    await expect(approved.getByRole('button', { name: '通过' }).count()).resolves.toBe(0);
    await snap(city, 'filling-writes-4-approved.png');
  });
});
