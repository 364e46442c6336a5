import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { menuApi, menuName, roleApi, type MenuNode, type RoleRow } from '@gcs/contracts';
import { buildMenuRoutes } from '../../../src/app/guard/menuRoutes';
import { SessionContext } from '../../../src/app/session/SessionContext';
import { DefinedListPage } from '../../../src/lists/DefinedListPage';
import { permissionTexts } from '../../../src/pages/Setting/RolePermissionDialog';
import { checkedLeaves } from '../../../src/pages/Setting/rolePermissionTree';
import { sessionFor } from '../../components/render';
import { fakeApi, menusFor, sendSpy } from '../../fakeApi';
import { findDialog, findRow, ok, page, renderPage, within } from '../Audit/renderPage';

vi.setConfig({ testTimeout: 90_000 });

const bankRole: RoleRow = {
  ordinalNum: 1,
  id: 9,
  roleName: '中信银行',
  isValid: true,
  userCount: 1,
  menuCount: 2,
  createdAt: '2026-01-01 09:00:00',
};

const node = (menuCode: string, path: string, title: string, extra: Partial<MenuNode> = {}): MenuNode => ({
  menuCode,
  parentCode: menuCode.length > 3 ? menuCode.slice(0, -3) : null,
  path,
  title,
  menuName: menuName({ code: menuCode, path, title }),
  level: menuCode.length / 3,
  sort: 0,
  isValid: true,
  builtIn: true,
  available: false,
  ...extra,
});

const tree: MenuNode[] = [
  node('006', '/Regulatory', '协同监督'),
  node('006001', '/Regulatory/Deposit', '押金管理'),
  node('006002', '/Regulatory/Notice', '通知公告'),
  node('008', '/Setting', '系统设置'),
  node('008002', '/Setting/Role', '角色管理', { available: true }),
  node('008009', '/Setting/Column', '列配置', { isValid: false }),
];

function render(session = sessionFor({ isSystemManager: true })) {
  const api = fakeApi();
  sendSpy(api, roleApi.list).mockResolvedValue(page([bankRole]));
  sendSpy(api, menuApi.tree).mockResolvedValue(page(tree));
  sendSpy(api, roleApi.permission).mockResolvedValue(
    ok({ roleId: 9, roleName: '中信银行', menuCodes: ['006', '006001'] }),
  );
  sendSpy(api, roleApi.updatePermission).mockResolvedValue(ok({ roleId: 9, roleName: '中信银行', menuCodes: [] }));
  renderPage(
    <SessionContext.Provider value={session}>
      <DefinedListPage />
    </SessionContext.Provider>,
    '/Setting/Role',
    api,
  );
  return api;
}

const checkboxOf = (dialog: HTMLElement, title: string) => {
  const treeNode = within(dialog).getByText(title).closest('.ant-tree-treenode');
  const box = treeNode?.querySelector('.ant-tree-checkbox');
  if (!box) throw new Error(`没有菜单 ${title} 的勾选框`);
  return box;
};
const isChecked = (box: Element) => box.classList.contains('ant-tree-checkbox-checked');

describe('the roles page (/Setting/Role)', () => {
  it('lists the roles with their users and menus', async () => {
    const api = render();
    const row = await findRow('中信银行');
    for (const text of ['1', '2', '启用', '2026-01-01 09:00:00'])
      expect(within(row).getAllByText(text).length).toBeGreaterThan(0);
    expect(sendSpy(api, roleApi.list)).toHaveBeenCalledWith({
      query: { PageIndex: 1, CountPerPage: 20 },
      signal: expect.anything(),
    });
  });

  it('shows the whole menu tree with the role menus checked, and saves what is checked', async () => {
    const api = render();
    const row = await findRow('中信银行');
    fireEvent.click(within(row).getByText('菜单权限'));
    const dialog = await findDialog('菜单权限 - 中信银行');
    await waitFor(() => expect(isChecked(checkboxOf(dialog, '押金管理'))).toBe(true));
    expect(isChecked(checkboxOf(dialog, '通知公告'))).toBe(false);
    expect(within(dialog).getByText('列配置（已停用）')).toBeTruthy();

    // Checking a group checks its children.
    fireEvent.click(checkboxOf(dialog, '协同监督'));
    expect(isChecked(checkboxOf(dialog, '通知公告'))).toBe(true);
    fireEvent.click(checkboxOf(dialog, '角色管理'));
    fireEvent.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
    await waitFor(() => expect(sendSpy(api, roleApi.updatePermission)).toHaveBeenCalled());
    const body = sendSpy(api, roleApi.updatePermission).mock.calls[0]?.[0]?.body as {
      RoleId: number;
      menuCodes: string[];
    };
    expect(body.RoleId).toBe(9);
    expect([...body.menuCodes].sort()).toEqual(['006', '006001', '006002', '008', '008002']);
    expect(await screen.findByText(permissionTexts.saved)).toBeTruthy();
  });

  it('greys out the menus the editing user does not hold', async () => {
    const session = {
      ...sessionFor(),
      routes: buildMenuRoutes(menusFor(['006', '006001', '006002', '008', '008002'])),
    };
    render(session);
    const row = await findRow('中信银行');
    fireEvent.click(within(row).getByText('菜单权限'));
    const dialog = await findDialog('菜单权限 - 中信银行');
    await waitFor(() => expect(isChecked(checkboxOf(dialog, '押金管理'))).toBe(true));
    expect(within(dialog).getByText(permissionTexts.notHeld)).toBeTruthy();
    expect(checkboxOf(dialog, '列配置（已停用）').classList.contains('ant-tree-checkbox-disabled')).toBe(true);
    expect(checkboxOf(dialog, '通知公告').classList.contains('ant-tree-checkbox-disabled')).toBe(false);
  });
});

describe('checkedLeaves', () => {
  it('marks only the pages, never a group (which would check all its children)', () => {
    expect(checkedLeaves(tree, ['006', '006001', '008'])).toEqual(['006001']);
  });
});
