import type { CSSProperties } from 'react';
import { TreeSelect } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { menuApi, type MenuNode } from '@gcs/contracts';
import { useApi } from '../../api/ApiContext';

export interface MenuTreeSelectProps {
  value?: string;
  onChange?: (value: string | undefined) => void;
  /** The deepest level offered (1, 2 or 3); entries below it are left out. */
  maxLevel?: 1 | 2 | 3;
  placeholder?: string;
  style?: CSSProperties;
  id?: string;
}

export interface MenuTreeOption {
  value: string;
  title: string;
  children: MenuTreeOption[];
}

/**
 * The menu tree of GetMenuTree (a flat list in tree order, each entry with its parent's code) as nested options, each
 * titled with its name and code, down to `maxLevel`; a disabled entry is marked.
 */
export function menuTreeOptions(nodes: readonly MenuNode[], maxLevel = 3): MenuTreeOption[] {
  const byParent = new Map<string | null, MenuNode[]>();
  for (const node of nodes) {
    if (node.level > maxLevel) continue;
    const siblings = byParent.get(node.parentCode) ?? [];
    siblings.push(node);
    byParent.set(node.parentCode, siblings);
  }
  const below = (parent: string | null): MenuTreeOption[] =>
    (byParent.get(parent) ?? []).map((node) => ({
      value: node.menuCode,
      title: `${node.title}（${node.menuCode}）${node.isValid ? '' : '（已停用）'}`,
      children: below(node.menuCode),
    }));
  return below(null);
}

/** Picks a menu entry in the menu tree, searchable by name or code; its value is the entry's code. */
export function MenuTreeSelect({
  value,
  onChange,
  maxLevel = 3,
  placeholder = '全部一级菜单',
  style,
  id,
}: MenuTreeSelectProps) {
  const api = useApi();
  const tree = useQuery({
    queryKey: ['menu', 'tree'],
    queryFn: ({ signal }) => api.send(menuApi.tree, { signal }),
    staleTime: 60_000,
    retry: false,
  });
  return (
    <TreeSelect<string | undefined>
      id={id}
      value={value}
      onChange={(next) => onChange?.(next ?? undefined)}
      treeData={menuTreeOptions(tree.data?.list ?? [], maxLevel)}
      showSearch={{ treeNodeFilterProp: 'title' }}
      allowClear
      loading={tree.isFetching}
      placeholder={placeholder}
      style={{ width: '100%', ...style }}
    />
  );
}
