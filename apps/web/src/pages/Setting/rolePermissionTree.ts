import type { MenuNode } from '@gcs/contracts';

/** One node of the checkable menu tree (antd Tree's data). */
export interface PermissionTreeNode {
  key: string;
  title: string;
  disabled?: boolean;
  children: PermissionTreeNode[];
}

/**
 * The menu tree as antd's checkable Tree shows it. A menu the editing user does not hold is shown but cannot be
 * checked or unchecked (the server refuses it too); a disabled menu says so in its title.
 */
export function permissionTree(nodes: readonly MenuNode[], holds: (code: string) => boolean): PermissionTreeNode[] {
  const roots: PermissionTreeNode[] = [];
  const byCode = new Map<string, PermissionTreeNode>();
  for (const node of nodes) {
    const treeNode: PermissionTreeNode = {
      key: node.menuCode,
      title: node.isValid ? node.title : `${node.title}（已停用）`,
      ...(holds(node.menuCode) ? {} : { disabled: true }),
      children: [],
    };
    byCode.set(node.menuCode, treeNode);
    const parent = node.parentCode === null ? undefined : byCode.get(node.parentCode);
    (parent ? parent.children : roots).push(treeNode);
  }
  return roots;
}

/**
 * The keys to mark checked: the role's pages without entries below them. A group is checked by antd when all its
 * children are, half-checked when some are; marking a held group itself would check every child.
 */
export function checkedLeaves(nodes: readonly MenuNode[], held: readonly string[]): string[] {
  const parents = new Set(nodes.flatMap((node) => (node.parentCode === null ? [] : [node.parentCode])));
  return held.filter((code) => !parents.has(code));
}
