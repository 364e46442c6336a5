import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { menuApi, type MenuNode, type MenuRow } from '@gcs/contracts';
import { menuTreeOptions } from '../../../src/components/form/MenuTreeSelect';
import { DefinedListPage } from '../../../src/lists/DefinedListPage';
import { fakeApi, sendSpy } from '../../fakeApi';
import { findRow, page, renderPage, within } from '../Audit/renderPage';

vi.setConfig({ testTimeout: 90_000 });

const node = (menuCode: string, title: string, path: string, isValid = true): MenuNode => ({
  menuCode,
  parentCode: menuCode.length > 3 ? menuCode.slice(0, -3) : null,
  path,
  title,
  menuName: `${path}/${title}`,
  level: menuCode.length / 3,
  sort: 0,
  isValid,
  builtIn: true,
  available: true,
});

const tree: MenuNode[] = [
  node('008', '系统设置', '/Setting'),
  node('008001', '菜单管理', '/Setting/MenuManagement'),
  node('008002', '用户管理', '/Setting/User', false),
  node('008002001', '三级入口', '/Setting/User/Extra'),
  node('009', '车用气瓶', '/VehicleCylinder'),
];

const row = (values: MenuNode): MenuRow => ({
  ...values,
  ordinalNum: 1,
  levelName: `${values.level}级`,
  childCount: 0,
  sourceName: '系统页面',
});

describe('menuTreeOptions', () => {
  it('nests the flat tree by parent code, down to the level asked, marking disabled entries', () => {
    expect(menuTreeOptions(tree, 2)).toEqual([
      {
        value: '008',
        title: '系统设置（008）',
        children: [
          { value: '008001', title: '菜单管理（008001）', children: [] },
          { value: '008002', title: '用户管理（008002）（已停用）', children: [] },
        ],
      },
      { value: '009', title: '车用气瓶（009）', children: [] },
    ]);
    expect(menuTreeOptions(tree)[0]?.children[1]?.children.map((option) => option.value)).toEqual(['008002001']);
  });
});

describe('the menu page (/Setting/MenuManagement)', () => {
  it('picks the parent in the menu tree and lists the entries under it', async () => {
    const api = fakeApi();
    sendSpy(api, menuApi.tree).mockResolvedValue(page(tree));
    const children = sendSpy(api, menuApi.children).mockImplementation(async (options?: { query?: object }) =>
      (options?.query as { ParentCode?: string } | undefined)?.ParentCode === '008'
        ? page([row(tree[1] as MenuNode)])
        : page([row(tree[0] as MenuNode)]),
    );
    renderPage(<DefinedListPage />, '/Setting/MenuManagement', api);
    await findRow('系统设置');
    expect(screen.queryByLabelText('上级菜单编码')).toBeNull();

    fireEvent.mouseDown(screen.getByLabelText('上级菜单'));
    // Only groups that can hold entries are offered: no third level.
    fireEvent.click(await screen.findByTitle('系统设置（008）'));
    expect(screen.queryByTitle('三级入口（008002001）')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /查\s*询/ }));
    await waitFor(() =>
      expect(children).toHaveBeenLastCalledWith(
        expect.objectContaining({ query: { ParentCode: '008', PageIndex: 1, CountPerPage: 20 } }),
      ),
    );
    expect(within(await findRow('菜单管理')).getByText('008001')).toBeTruthy();
  });
});
