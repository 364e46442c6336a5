import { CylinderCategory } from '../enums';
import { categoryOfMenu, menuTree, pageNameOf, type MenuEntry, type PageKind } from '../menus';
import { pages } from '../pages/index';
import {
  filterQueryFields,
  type FilterField,
  type ListArea,
  type ListCall,
  type ListPageContent,
  type ListPageDefinition,
  type ListTable,
} from './listDefinition';

/**
 * Every kind of page is a list definition, made for the area of its registry entry (each page's `list`): the map is
 * total over `PageKind`, so the web renders any registry entry with a kind by the one list page.
 */
export const listPages: Readonly<Record<PageKind, (area: ListArea) => ListPageContent>> = Object.fromEntries(
  pages.map((page) => [page.kind, page.list]),
) as Record<PageKind, (area: ListArea) => ListPageContent>;

/** Every page is a list page now; the name stays for the engine's callers. */
export type ListPageKind = PageKind;

export const isListPageKind = (kind: PageKind | undefined): kind is ListPageKind =>
  kind !== undefined && Object.hasOwn(listPages, kind);

/** The area a registry entry's page is made for: its group's category, its PageName and the values it fixes. */
export function listAreaOf(menu: MenuEntry): ListArea {
  const category = categoryOfMenu(menu);
  return {
    category,
    isVehicle: category === CylinderCategory.Vehicle,
    pageName: pageNameOf(menu),
    ...(menu.fixed ? { fixed: menu.fixed } : {}),
  };
}

/**
 * The definition of a page of a kind in an area, with the values its registry entry fixes: they join the
 * definition's own fixed values (every call of the page carries them) and the widgets that would set them go, so one
 * definition serves a list and its pages narrowed to one value (异常充装 and 超期充装) without hand-wired copies.
 */
export function listPageFor(kind: ListPageKind, area: ListArea): ListPageDefinition {
  const definition: ListPageDefinition = { id: kind, ...listPages[kind](area) };
  const fixed = area.fixed;
  if (!fixed || Object.keys(fixed).length === 0) return definition;
  const open = (field: FilterField) => !filterQueryFields(field).some((name) => Object.hasOwn(fixed, name));
  return {
    ...definition,
    fixed: { ...definition.fixed, ...fixed },
    filters: definition.filters.filter(open),
    tables: definition.tables.map((table) =>
      table.filters ? { ...table, filters: table.filters.filter(open) } : table,
    ),
  };
}

const areas: readonly ListArea[] = Object.values(CylinderCategory).map((category) => ({
  category,
  isVehicle: category === CylinderCategory.Vehicle,
  pageName: '',
}));

/** The table of a list page (in any area) that a call answers: what the server registers the call by. */
export function listTableOf(kind: ListPageKind, call: ListCall): ListTable {
  // The areas of every category, and those of the registry's entries that fix values (a vehicle page of one flag
  // has a table of its own).
  const fixedAreas = menuTree.filter((menu) => menu.page === kind && menu.fixed).map(listAreaOf);
  for (const area of [...areas, ...fixedAreas]) {
    const tables = listPages[kind](area).tables;
    const table = tables.find((candidate) => candidate.call.path === call.path);
    if (table) return table;
    // A table another page's counts open in a dialog (a group's fillings) is answered for the page that opens it.
    const drilled = tables.flatMap((candidate) =>
      candidate.drill && 'dialog' in candidate.drill ? [candidate.drill.dialog] : [],
    );
    const dialog = drilled.find((candidate) => candidate.call.path === call.path);
    if (dialog) return dialog;
  }
  throw new Error(`列表页面 ${kind} 没有调用 ${call.path}`);
}

/** The definition a page's menu entry opens (its first entry unless told): what tests and dialogs render. */
export const definitionOf = (page: { kind: ListPageKind; menus: readonly MenuEntry[] }, menu = page.menus[0]) => {
  if (!menu) throw new Error(`页面 ${page.kind} 没有菜单项`);
  return listPageFor(page.kind, listAreaOf(menu));
};
