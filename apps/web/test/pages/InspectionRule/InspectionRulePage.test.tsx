import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { inspectionRuleMessages, type InspectionRuleRow } from '@gcs/contracts';
import { ApiError } from '../../../src/api/errors';
import { DefinedListPage } from '../../../src/lists/DefinedListPage';
import { newVersionNotice, retireTexts } from '../../../src/pages/InspectionRule/inspectionRuleActions';
import { fakeApi } from '../../fakeApi';
import { findDialog, findRow, ok, page, renderPage, slow, within } from '../Audit/renderPage';

vi.setConfig({ testTimeout: 90_000 });

function rule(overrides: Partial<InspectionRuleRow> = {}): InspectionRuleRow {
  return {
    id: 12,
    ruleKey: 5,
    version: 2,
    category: 1,
    categoryName: '液化气瓶',
    mediumId: 2,
    mediumName: '液化石油气',
    typeId: null,
    typeName: null,
    standard: 'GB 5842',
    madeFrom: null,
    madeTo: '2030-12',
    firstInspectionMonths: null,
    inspectionPeriodMonths: 48,
    designLifeYears: 15,
    remark: null,
    createdBy: '系统管理员',
    createdAt: '2026-06-01 10:00:00',
    retiredAt: null,
    isCurrent: true,
    description: '液化石油气 焊接钢瓶：每48个月检验一次，设计使用年限15年',
    ...overrides,
  };
}

function renderRules() {
  const api = fakeApi();
  vi.mocked(api.inspectionRule.list).mockResolvedValue(page([rule()]));
  vi.mocked(api.dropDown.fillingMedium).mockResolvedValue(page([{ value: 2, label: '液化石油气' }]));
  renderPage(<DefinedListPage />, '/Setting/InspectionRule', api);
  return api;
}

describe('inspection rule page', () => {
  it('lists the current rules, naming open criteria', async () => {
    const api = renderRules();
    const row = await findRow('GB 5842');
    expect(within(row).getByText('液化石油气')).toBeTruthy();
    expect(within(row).getByText('全部')).toBeTruthy();
    expect(within(row).getByText('同检验周期')).toBeTruthy();
    expect(within(row).getByText('v2')).toBeTruthy();
    expect(within(row).getByText('系统管理员')).toBeTruthy();
    expect(within(row).getAllByText('不限')).toHaveLength(1);
    expect(
      screen.getByText('规则决定气瓶的下次检验日期与报废日期；修改规则会生成新版本，已建档气瓶保留原版本计算的日期。'),
    ).toBeTruthy();
    expect(api.inspectionRule.list).toHaveBeenCalledWith({
      query: { PageIndex: 1, CountPerPage: 20 },
      signal: expect.anything(),
    });
  });

  it('filters by category and starts a new rule in it', async () => {
    const api = renderRules();
    await findRow('GB 5842');
    fireEvent.mouseDown(screen.getByLabelText('气瓶类别'));
    fireEvent.click(await screen.findByTitle('工业气瓶'));
    fireEvent.click(screen.getByRole('button', { name: /查\s*询/ }));
    await waitFor(() =>
      expect(api.inspectionRule.list).toHaveBeenLastCalledWith({
        query: { CylinderCategory: 2, PageIndex: 1, CountPerPage: 20 },
        signal: expect.anything(),
      }),
    );
    fireEvent.click(screen.getByRole('button', { name: /新增规则/ }));
    const dialog = await findDialog('新增检验规则');
    await waitFor(() => expect(within(dialog).getByTitle('工业气瓶')).toBeTruthy());
  });

  it('says an edit creates a new version and sends the edited version', async () => {
    const api = renderRules();
    vi.mocked(api.inspectionRule.update).mockResolvedValue(
      ok({ id: 13, ruleKey: 5, version: 3 }, '检验规则已修改，已生成新版本') as never,
    );
    fireEvent.click(within(await findRow('GB 5842')).getByRole('button', { name: '编辑' }));
    const dialog = await findDialog('编辑检验规则（当前版本 v2）');
    expect(within(dialog).getByText(newVersionNotice)).toBeTruthy();
    const period = within(dialog).getByLabelText('检验周期') as HTMLInputElement;
    await waitFor(() => expect(period.value).toBe('48'));
    fireEvent.change(period, { target: { value: '60' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
    await waitFor(() =>
      expect(api.inspectionRule.update).toHaveBeenCalledWith({
        body: {
          id: 12,
          category: 1,
          mediumId: 2,
          typeId: null,
          standard: 'GB 5842',
          madeFrom: null,
          madeTo: '2030-12',
          firstInspectionMonths: null,
          inspectionPeriodMonths: 60,
          designLifeYears: 15,
          remark: null,
        },
      }),
    );
    expect(await screen.findByText('检验规则已修改，已生成新版本')).toBeTruthy();
  });

  it('shows the refusal when the version was changed meanwhile, keeping the form', async () => {
    const api = renderRules();
    vi.mocked(api.inspectionRule.update).mockRejectedValue(new ApiError(inspectionRuleMessages.stale, 409));
    fireEvent.click(within(await findRow('GB 5842')).getByRole('button', { name: '编辑' }));
    const dialog = await findDialog('编辑检验规则（当前版本 v2）');
    const life = within(dialog).getByLabelText('设计使用年限') as HTMLInputElement;
    await waitFor(() => expect(life.value).toBe('15'));
    fireEvent.change(life, { target: { value: '20' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
    expect(await screen.findByText(inspectionRuleMessages.stale)).toBeTruthy();
    expect((within(dialog).getByLabelText('设计使用年限') as HTMLInputElement).value).toBe('20');
    await waitFor(() => expect(api.inspectionRule.list).toHaveBeenCalledTimes(2));
  });

  it('checks a new rule before sending it, without the new-version notice', async () => {
    const api = renderRules();
    fireEvent.click(await screen.findByRole('button', { name: /新增规则/ }, slow));
    const dialog = await findDialog('新增检验规则');
    expect(within(dialog).queryByText(newVersionNotice)).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
    expect(await within(dialog).findByText('请选择气瓶类别')).toBeTruthy();
    expect(await within(dialog).findByText('请填写检验周期')).toBeTruthy();
    expect(await within(dialog).findByText('请填写设计使用年限')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('检验周期'), { target: { value: '0' } });
    expect(await within(dialog).findByText('检验周期应在1到240个月之间')).toBeTruthy();
    expect(api.inspectionRule.add).not.toHaveBeenCalled();
  });

  it('lists every version of a rule in the history drawer', async () => {
    const api = renderRules();
    vi.mocked(api.inspectionRule.history).mockResolvedValue(
      page([
        rule(),
        rule({ id: 11, version: 1, inspectionPeriodMonths: 36, isCurrent: false, retiredAt: '2026-06-01 10:00:00' }),
      ]),
    );
    fireEvent.click(within(await findRow('GB 5842')).getByRole('button', { name: '历史版本' }));
    const drawer = await findDialog('历史版本');
    expect(await within(drawer).findByText('v1')).toBeTruthy();
    expect(within(drawer).getByText('当前版本')).toBeTruthy();
    expect(within(drawer).getByText('已停用')).toBeTruthy();
    expect(within(drawer).getByText('36')).toBeTruthy();
    expect(api.inspectionRule.history).toHaveBeenCalledWith({ query: { RuleKey: 5 }, signal: expect.anything() });
  });

  it('asks before retiring a rule', async () => {
    const api = renderRules();
    vi.mocked(api.inspectionRule.retire).mockResolvedValue(
      ok({ id: 12, ruleKey: 5, version: 2 }, '检验规则已停用') as never,
    );
    fireEvent.click(within(await findRow('GB 5842')).getByRole('button', { name: '停用' }));
    const confirm = await findDialog(retireTexts.title);
    expect(within(confirm).getByText(retireTexts.explanation)).toBeTruthy();
    expect(within(confirm).getByText(rule().description)).toBeTruthy();
    expect(api.inspectionRule.retire).not.toHaveBeenCalled();
    fireEvent.click(within(confirm).getByRole('button', { name: /停\s*用/ }));
    await waitFor(() => expect(api.inspectionRule.retire).toHaveBeenCalledWith({ body: { id: 12 } }));
    expect(await screen.findByText('检验规则已停用')).toBeTruthy();
    await waitFor(() => expect(api.inspectionRule.list).toHaveBeenCalledTimes(2));
  });
});
