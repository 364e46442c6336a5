import type { Browser, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { loginAs, rowOf, searchArchive, snap } from '../src/archive';
import { journeyHooks } from '../src/journey';

let browser: Browser;
let institution: Page | undefined;
let city: Page | undefined;
const baseUrl = () => inject('baseUrl');
const reportCode = `VT-${Date.now() % 10_000_000}`;
/** The vehicle cylinder the journey inspects: one of the institution's stations', due soon, without an open task. */
let barcode = '';
let nextDate = '';

journeyHooks(
  'inspectionTasks',
  (launched) => (browser = launched),
  () => city ?? institution,
);

/** The row of the journey's task in a task list, after querying it by report code. */
async function taskRow(page: Page, filterName: string, tableName: string) {
  const filter = page.getByRole('form', { name: filterName });
  await filter.getByLabel('报告编号', { exact: true }).fill(reportCode);
  await filter
    .getByRole('button', { name: /查\s*询/ })
    .first()
    .click();
  const row = page.locator(`[aria-label="${tableName}"] tr[data-row-key]`, { hasText: reportCode });
  await row.waitFor({ timeout: 15_000 });
  return row;
}

describe('a vehicle inspection goes from the institution through rectification, audit and approval to the archive', () => {
  it('the institution records a vehicle cylinder’s inspection as a task on 检验记录', async () => {
    institution = await loginAs(browser, baseUrl(), 'institution');
    // 定期检验 lists the vehicle cylinders of the institution's stations coming due: take one without an open task.
    const due = institution.waitForResponse((response) =>
      response.url().includes('/CylinderInspectionRecord/PeriodicList'),
    );
    await institution.goto('/VehicleCylinder/Inspection');
    const rows = ((await (await due).json()) as { list: { barcode: string; taskStateName: string }[] }).list;
    barcode = rows.find((row) => row.taskStateName === '未报检')?.barcode ?? '';
    expect(barcode, '定期检验 lists a cylinder without an open task').not.toBe('');

    await institution.goto('/VehicleCylinder/VcInspectionList');
    await institution.getByTestId('inspection.add').click();
    const dialog = institution.getByRole('dialog', { name: '新增检验记录' });
    await dialog.getByLabel('气瓶条码').fill(barcode);
    await dialog.getByLabel('报告编号').fill(reportCode);
    await dialog.getByRole('radio', { name: '合格', exact: true }).check();
    await dialog.getByRole('button', { name: /保\s*存/ }).click();
    await institution.getByText(`已录入检验任务（检验中）：气瓶${barcode}`).waitFor({ timeout: 15_000 });

    const row = await taskRow(institution, '检验记录查询条件', '检验记录列表');
    await expect(row.textContent()).resolves.toContain('检验中');
    await snap(institution, 'inspectionTasks-1-checking.png');
  });

  it('sends it to rectification and completes the rectification', async () => {
    expect(barcode).not.toBe('');
    const page = institution!;
    let row = await taskRow(page, '检验记录查询条件', '检验记录列表');
    await row.getByRole('button', { name: '送整改' }).click();
    const rectify = page.getByRole('dialog', { name: '送整改' });
    await rectify.getByLabel('整改原因').fill('瓶阀密封不良，需更换瓶阀');
    await rectify.getByRole('button', { name: '确定送整改' }).click();
    await expect.poll(() => row.textContent(), { timeout: 15_000 }).toContain('整改中');

    row = await taskRow(page, '检验记录查询条件', '检验记录列表');
    await row.getByRole('button', { name: '整改完成' }).click();
    const done = page.getByRole('dialog', { name: '整改完成' });
    await done.getByLabel('整改情况').fill('已更换瓶阀，气密性试验合格');
    await done.getByRole('button', { name: '确定整改完成' }).click();
    await expect.poll(() => row.textContent(), { timeout: 15_000 }).toContain('整改完成');
    await snap(page, 'inspectionTasks-2-rectified.png');
  });

  it('检验审核 passes it on, and 检验审批 approves it with the next inspection date', async () => {
    expect(barcode).not.toBe('');
    const page = institution!;
    await page.goto('/VehicleCylinder/VcInspectionAudit');
    const auditRow = await taskRow(page, '检验审核查询条件', '检验审核列表');
    await expect(auditRow.textContent()).resolves.toContain('已更换瓶阀');
    await auditRow.getByRole('button', { name: '审核通过' }).click();
    const audit = page.getByRole('dialog', { name: '审核通过' });
    await audit.getByRole('button', { name: '确定通过' }).click();
    await page.getByText('审核通过，已提交审批').waitFor({ timeout: 15_000 });

    await page.goto('/VehicleCylinder/VcInspectionApproval');
    const approvalRow = await taskRow(page, '检验审批查询条件', '检验审批列表');
    await approvalRow.getByRole('button', { name: '批准' }).click();
    await page.getByRole('button', { name: '确定批准' }).click();
    const approved = page.getByText(new RegExp(`已批准：气瓶${barcode}下次检验日期(\\d{4}-\\d{2}-\\d{2})`));
    await approved.waitFor({ timeout: 15_000 });
    nextDate = /(\d{4}-\d{2})-\d{2}/.exec((await approved.textContent()) ?? '')?.[1] ?? '';
    expect(nextDate).not.toBe('');
    await snap(page, 'inspectionTasks-3-approved.png');
  });

  it('the city regulator’s vehicle archive shows the new next inspection date', async () => {
    expect(nextDate).not.toBe('');
    city = await loginAs(browser, baseUrl(), 'city');
    await city.goto('/VehicleCylinder/VcDocQuery');
    await searchArchive(city, barcode);
    const row = rowOf(city, barcode);
    await row.waitFor({ timeout: 15_000 });
    await expect.poll(() => row.textContent(), { timeout: 15_000 }).toContain(nextDate);
    await snap(city, 'inspectionTasks-4-archive.png');
  });
});
