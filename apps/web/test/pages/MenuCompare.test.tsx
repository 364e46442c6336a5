import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { menuCompareApi, menuCompareRows, menuTree, type MenuCompareRow } from '@gcs/contracts';
import { MenuComparePage, firstMenuSpans } from '../../src/pages/MenuCompare/MenuComparePage';
import { menuPageFor } from '../../src/pages/menuPages';
import { fakeApi, sendSpy } from '../fakeApi';
import { page, renderPage, within } from './Audit/renderPage';

vi.setConfig({ testTimeout: 60_000 });

const row = (firstMenu: string, secondMenu: string, thirdMenu: string, available: boolean): MenuCompareRow => ({
  menuCode: `${firstMenu}${secondMenu}${thirdMenu}`,
  firstMenu,
  secondMenu,
  thirdMenu,
  description: available ? '已提供的功能' : '本版本暂未提供',
  available,
});

describe('the feature comparison (/MenuCompare)', () => {
  it('shows every page by its menu levels with a tick for those this version provides', async () => {
    const api = fakeApi();
    sendSpy(api, menuCompareApi.tree).mockResolvedValue(
      page([
        row('液化气瓶管理', '档案查询', '', true),
        row('液化气瓶管理', '充装规则', '防锁设置', false),
        row('系统设置', '角色管理', '', true),
      ]),
    );
    renderPage(<MenuComparePage />, '/MenuCompare', api);
    expect(await screen.findByText('共 3 项功能，本版本提供 2 项（打勾者）。')).toBeTruthy();
    const table = screen.getByRole('table');
    expect(within(table).getAllByLabelText('本版本提供')).toHaveLength(2);
    const unbuilt = within(table).getByText('防锁设置').closest('tr');
    expect(unbuilt && within(unbuilt).queryByLabelText('本版本提供')).toBeNull();
    expect(within(table).getAllByText('液化气瓶管理')).toHaveLength(1);
    await waitFor(() => expect(sendSpy(api, menuCompareApi.tree)).toHaveBeenCalledTimes(1));
  });

  it('spans a first-level menu over the rows it heads', () => {
    expect(firstMenuSpans([row('甲', 'a', '', true), row('甲', 'b', '', true), row('乙', 'c', '', false)])).toEqual([
      2, 0, 1,
    ]);
  });

  it('ticks exactly the entries whose kind of page the web builds', () => {
    for (const menu of menuTree) {
      expect(menuPageFor(menu.path) !== undefined, `${menu.path} (${menu.page})`).toBe(menu.page !== undefined);
    }
    for (const compared of menuCompareRows()) {
      const entry = menuTree.find((menu) => menu.code === compared.menuCode);
      expect(compared.available, compared.menuCode).toBe(entry !== undefined && menuPageFor(entry.path) !== undefined);
    }
  });
});
