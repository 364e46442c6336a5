import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { demoBarcodes } from '@gcs/server/demo';
import { newPage } from '../src/browser';
import { activePanel, loginAs, rowOf, scratchFolder, searchArchive, snap } from '../src/archive';
import { journeyHooks } from '../src/journey';

let browser: Browser;
let institution: Page | undefined;
let city: Page | undefined;
let publicPage: Page | undefined;
const baseUrl = () => inject('baseUrl');
const reportCode = `E2E-${Date.now() % 10_000_000}`;
/** The opinion the city regulator gives when it doubts the institution's conclusion. */
const doubt = '判废依据不足，请补充壁厚测量数据';
/** The cylinder the journey inspects: found among the institution's own earlier inspections. */
let barcode = '';

journeyHooks(
  'inspection',
  (launched) => (browser = launched),
  () => city ?? institution ?? publicPage,
);

interface RecordRow {
  barcode: string;
  category: number;
}

/** Whether the public query shows a cylinder still in use (正常, or due for inspection). */
async function inUse(page: Page, candidate: string): Promise<boolean> {
  const answer = await page.request.get(`${baseUrl()}/api/samr/PublicQuery/PublicQueryList?Barcode=${candidate}`);
  const body = (await answer.json()) as { list: { cylinderStatus: string }[] };
  return ['正常', '超期未检'].includes(body.list[0]?.cylinderStatus ?? '');
}

describe('an inspection institution records a failing inspection, the cylinder is scrapped everywhere, and the regulator reviews the conclusion', () => {
  it('the institution finds a cylinder it inspected before on 检验管理 and records a failing inspection', async () => {
    institution = await loginAs(browser, baseUrl(), 'institution');
    await institution.waitForURL('**/Register/InspectionManage');
    const filter = institution.getByRole('form', { name: '检验记录查询条件' });
    // The institution's district (南湖区, 0402): cylinders of the filling stations bound to it.
    await filter.getByLabel('气瓶条码', { exact: true }).fill('JX0402');
    const answered = institution.waitForResponse(
      (response) => response.url().includes('/GetCylinderInspectionUploadList') && response.url().includes('JX0402'),
    );
    await filter
      .getByRole('button', { name: /查\s*询/ })
      .first()
      .click();
    const rows = ((await (await answered).json()) as { list: RecordRow[] }).list;
    const candidates = [
      ...new Set(rows.filter((r) => r.category === 1 && r.barcode !== demoBarcodes.normal).map((r) => r.barcode)),
    ];
    for (const candidate of candidates) {
      if (await inUse(institution, candidate)) {
        barcode = candidate;
        break;
      }
    }
    expect(barcode, '南湖区 has an in-use liquefied cylinder the institution inspected').not.toBe('');

    await institution.getByTestId('inspection.add').click();
    const dialog = institution.getByRole('dialog', { name: '新增检验记录' });
    await dialog.getByLabel('气瓶条码').fill(barcode);
    await dialog.getByLabel('报告编号').fill(reportCode);
    await dialog.getByRole('radio', { name: '判废' }).check();
    await dialog.getByLabel('判废原因').fill('瓶体严重腐蚀、凹陷');
    await dialog.getByLabel('处理方式').fill('判废，破坏性处理');
    await snap(institution, 'inspection-1-add-failing.png');
    await dialog.getByRole('button', { name: /保\s*存/ }).click();
    const confirm = institution.getByRole('dialog', { name: '确认检验不合格' });
    await confirm.waitFor();
    await confirm.getByRole('button', { name: '确定报废' }).click();
    await institution.getByText(`气瓶${barcode}已报废并注销登记`).waitFor({ timeout: 15_000 });

    await filter.getByLabel('气瓶条码', { exact: true }).fill(barcode);
    await filter
      .getByRole('button', { name: /查\s*询/ })
      .first()
      .click();
    const row = institution.locator('[aria-label="检验记录列表"] tr[data-row-key]', { hasText: reportCode });
    await row.waitFor({ timeout: 15_000 });
    await expect(row.textContent()).resolves.toContain('判废');
    await snap(institution, 'inspection-2-recorded.png');
  });

  it('the institution uploads the report on 检验报告上传, and the record shows it uploaded', async () => {
    expect(barcode).not.toBe('');
    const page = institution!;
    await page.goto('/Regulatory/UploadInspectionReport');
    const filter = page.getByRole('form', { name: '检验报告查询条件' });
    await filter.getByLabel('报告编号', { exact: true }).fill(reportCode);
    await filter
      .getByRole('button', { name: /查\s*询/ })
      .first()
      .click();
    const row = page.locator('[aria-label="检验报告列表"] tr[data-row-key]', { hasText: reportCode });
    await row.waitFor({ timeout: 15_000 });
    await expect(row.textContent()).resolves.toContain('未上传');
    await row.getByRole('button', { name: '上传报告' }).click();
    const dialog = page.getByRole('dialog', { name: `上传检验报告 - ${reportCode}` });
    const file = join(scratchFolder(), `${reportCode}.pdf`);
    writeFileSync(file, '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
    await dialog.locator('input[type="file"]').setInputFiles(file);
    await dialog.getByText(`${reportCode}.pdf`).waitFor();
    await dialog.getByRole('button', { name: /上\s*传/ }).click();
    await page.getByText(`已上传报告${reportCode}`).waitFor({ timeout: 15_000 });
    await expect.poll(() => row.textContent(), { timeout: 15_000 }).toContain('已上传');
    await expect(row.getByRole('button', { name: '查看报告' }).count()).resolves.toBe(1);
    await snap(page, 'inspection-3-report-uploaded.png');
  });

  it('the public query shows the cylinder scrapped', async () => {
    expect(barcode).not.toBe('');
    publicPage = await newPage(browser, baseUrl());
    await publicPage.goto('/PublicSearch');
    await publicPage.getByRole('textbox', { name: '气瓶条码' }).first().fill(barcode);
    await publicPage
      .getByRole('button', { name: /查\s*询/ })
      .first()
      .click();
    const row = publicPage.locator('tr[data-row-key]', { hasText: barcode });
    await row.waitFor();
    expect(await row.getAttribute('data-row-kind')).toBe('scrapped');
    await expect(row.textContent()).resolves.toContain('已报废');
    await snap(publicPage, 'inspection-4-public-scrapped.png');
  });

  it('the city regulator’s archive detail shows it scrapped, with the inspection', async () => {
    expect(barcode).not.toBe('');
    city = await loginAs(browser, baseUrl(), 'city');
    await city.goto('/GasCylinder/DocQuery');
    await searchArchive(city, barcode);
    const row = rowOf(city, barcode);
    await row.waitFor({ timeout: 15_000 });
    await expect(row.textContent()).resolves.toContain('已报废');
    await row.getByRole('button', { name: '查看' }).click();
    const dialog = city.getByRole('dialog', { name: barcode });
    await dialog.waitFor();
    await expect.poll(() => activePanel(dialog).getByText('已报废').count(), { timeout: 15_000 }).toBeGreaterThan(0);
    await dialog.getByRole('tab', { name: /检验/ }).first().click();
    await expect.poll(() => activePanel(dialog).getByText(reportCode).count(), { timeout: 15_000 }).toBeGreaterThan(0);
    await snap(city, 'inspection-5-archive-scrapped.png');
  });

  it('the city regulator marks the conclusion 存疑 on 检验结论审核, with an opinion', async () => {
    expect(barcode).not.toBe('');
    const page = city!;
    await page.goto('/VehicleCylinder/findingsAudit');
    const filter = page.getByRole('form', { name: '检验结论审核查询条件' });
    await filter.getByLabel('气瓶条码', { exact: true }).fill(barcode);
    await filter
      .getByRole('button', { name: /查\s*询/ })
      .first()
      .click();
    const row = page.locator('[aria-label="检验结论列表"] tr[data-row-key]', { hasText: reportCode });
    await row.waitFor({ timeout: 15_000 });
    await expect(row.textContent()).resolves.toContain('未审核');
    await row.getByRole('button', { name: '存疑' }).click();
    const dialog = page.getByRole('dialog', { name: '存疑' });
    await dialog.getByRole('button', { name: '确定存疑' }).click();
    await dialog.getByText('存疑时请填写审核意见').waitFor();
    await dialog.getByLabel('审核意见').fill(doubt);
    await dialog.getByRole('button', { name: '确定存疑' }).click();
    await page.getByText('审核完成：存疑').waitFor({ timeout: 15_000 });
    await expect.poll(() => row.textContent(), { timeout: 15_000 }).toContain(doubt);
    await expect(row.getByRole('button', { name: '审核通过' }).count()).resolves.toBe(0);
    await snap(page, 'inspection-6-finding-doubted.png');
  });

  it('the institution sees the regulator’s 存疑 and its opinion on 检验管理', async () => {
    expect(barcode).not.toBe('');
    const page = institution!;
    await page.goto('/Register/InspectionManage');
    const filter = page.getByRole('form', { name: '检验记录查询条件' });
    await filter.getByLabel('气瓶条码', { exact: true }).fill(barcode);
    await filter
      .getByRole('button', { name: /查\s*询/ })
      .first()
      .click();
    const row = page.locator('[aria-label="检验记录列表"] tr[data-row-key]', { hasText: reportCode });
    await row.waitFor({ timeout: 15_000 });
    await expect(row.textContent()).resolves.toContain('存疑');
    await expect(row.textContent()).resolves.toContain(doubt);
    await snap(page, 'inspection-7-institution-sees-review.png');
  });
});
