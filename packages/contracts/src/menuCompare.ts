import type { MenuCompareRow } from './api/admin/menus';
import { menuTree, type MenuEntry, type PageKind } from './menus';
import { pages } from './pages/index';

/** What each kind of built page does, as the feature comparison (/MenuCompare) describes it (each page's own). */
export const pageDescriptions: Readonly<Record<PageKind, string>> = Object.fromEntries(
  pages.map((page) => [page.kind, page.description]),
) as Record<PageKind, string>;

const notBuilt = '本版本暂未提供';

/**
 * The rows of the feature comparison: every page of the registry (an entry with no entry below it, or one with a
 * built page of its own above others, as 充装规则) with its first, second and third-level titles, a description, and
 * whether this version builds it. Derived from the registry, so a placeholder never shows a tick.
 */
export function menuCompareRows(tree: readonly MenuEntry[] = menuTree): MenuCompareRow[] {
  const byCode = new Map(tree.map((menu) => [menu.code, menu]));
  const hasChild = new Set(tree.filter((menu) => menu.code.length > 3).map((menu) => menu.code.slice(0, -3)));
  const titleAt = (code: string, length: number) =>
    code.length >= length ? (byCode.get(code.slice(0, length))?.title ?? '') : '';
  return tree
    .filter((menu) => !hasChild.has(menu.code) || menu.page !== undefined)
    .map((menu) => ({
      menuCode: menu.code,
      firstMenu: titleAt(menu.code, 3),
      secondMenu: titleAt(menu.code, 6),
      thirdMenu: titleAt(menu.code, 9),
      description: menu.page ? pageDescriptions[menu.page] : notBuilt,
      available: menu.page !== undefined,
    }));
}
