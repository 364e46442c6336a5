import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { fillingRuleApi, type FillingRuleRow, fillingRulesPage, menuOfPage, pathOfPage } from '@gcs/contracts';
import { DefinedListPage } from '../../../src/lists/DefinedListPage';
import { fakeApi, sendSpy } from '../../fakeApi';
import { renderArchive, stationUser } from '../Archive/archiveFixtures';
import { findDialog, findRow, ok, page, slow, within } from '../Audit/renderPage';

vi.setConfig({ testTimeout: 90_000 });

const rule: FillingRuleRow = {
  ordinalNum: 1,
  areaCode: '330400',
  cityName: '嘉兴市',
  clonedLabelMinutes: 30,
  continuousFillingMinutes: 120,
  source: '默认',
  updatedAt: null,
};

function open(user = {}) {
  const api = fakeApi();
  sendSpy(api, fillingRuleApi.list).mockResolvedValue(page([rule]));
  renderArchive(pathOfPage(fillingRulesPage.kind), <DefinedListPage />, {
    menus: ['001', menuOfPage(fillingRulesPage.kind)],
    api,
    user,
  });
  return api;
}

describe('充装规则', () => {
  it('edits a city’s windows in whole minutes and sends them with the city’s code', async () => {
    const api = open();
    const update = sendSpy(api, fillingRuleApi.update).mockResolvedValue(
      ok({ areaCode: '330400' }, '已保存嘉兴市的充装规则'),
    );
    fireEvent.click(within(await findRow('嘉兴市')).getByRole('button', { name: '编辑' }));
    const dialog = await findDialog(/充装规则/);
    const cloned = within(dialog).getByLabelText('疑似克隆标签时间窗');
    await waitFor(() => expect((cloned as HTMLInputElement).value).toBe('30'));
    fireEvent.change(cloned, { target: { value: '2' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
    expect(await within(dialog).findByText('疑似克隆标签时间窗应在5到1440分钟之间', {}, slow)).toBeTruthy();
    expect(update).not.toHaveBeenCalled();
    fireEvent.change(cloned, { target: { value: '45' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
    expect(await screen.findByText('已保存嘉兴市的充装规则', {}, slow)).toBeTruthy();
    expect(update).toHaveBeenCalledWith({
      body: { areaCode: '330400', clonedLabelMinutes: 45, continuousFillingMinutes: 120 },
    });
  });

  it('shows a station its city’s windows without 编辑', async () => {
    open(stationUser);
    const row = await findRow('嘉兴市');
    expect(within(row).queryByRole('button', { name: '编辑' })).toBeNull();
  });
});
