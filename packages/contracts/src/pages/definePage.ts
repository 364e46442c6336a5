import type { ListArea, ListPageContent } from '../lists/listDefinition';

/**
 * A menu entry of a page (spec 01 section 2, spec 02 section 2.3): a 3-character code is a top-level group, 6 a
 * child, 9 a grandchild; the path opens the page and the title names it in the menu. Its PageName (the
 * column-configuration key of spec 02 section 3.9) is the path's last segment unless it says otherwise.
 */
export interface PageMenu {
  code: string;
  path: string;
  title: string;
  pageName?: string;
  /**
   * Filter values the entry's page always carries (超期充装 is the abnormal-filling list fixed to the Expired flag):
   * the list engine adds them to every call of the page and hides the widgets that would set them.
   */
  fixed?: Readonly<Record<string, number>>;
}

/**
 * One built page, declared once (docs/architecture.md §6): its kind, what it does, its menu entries (one per area it
 * serves, as 档案查询 under each cylinder group), the capabilities its holders gain (calls the server opens and buttons
 * the web shows) and its list definition, a function of the area. The menu tree, `PageKind`, the capabilities, the
 * descriptions of /MenuCompare, the list-page table and the server's list registrations are derived from the set of
 * pages (`pages/index.ts`, written by `npm run pages`).
 */
export interface PageDeclaration<Kind extends string = string, Grant extends string = string> {
  kind: Kind;
  /** What the page does, as the feature comparison (/MenuCompare) describes it. */
  description: string;
  menus: readonly PageMenu[];
  grants: readonly Grant[];
  list: (area: ListArea) => ListPageContent;
}

/** Declares a page; the kind and the capabilities keep their literal types, so `PageKind` and `Capability` follow. */
export function definePage<const Kind extends string, const Grant extends string>(
  page: PageDeclaration<Kind, Grant>,
): PageDeclaration<Kind, Grant> {
  return page;
}
