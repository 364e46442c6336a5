import { menuEntryOfPath, parseMenuName } from '@gcs/contracts';

/** One dynamic route built from the user's menus: a group (3-character code), child (6) or grandchild (9). */
export interface MenuRoute {
  code: string;
  path: string;
  title: string;
  /** Set on an entry with children and no page of its own: where it leads instead. */
  redirect?: string;
  children: MenuRoute[];
}

export interface MenuItem {
  menuName: string;
  menuCode: string;
}

export interface MenuRouteOptions {
  /** The user's station code and the one configured for the electronic-signature entry. */
  stationCode?: string | null;
  signatureStationCode?: string | null;
}

export const signatureEntryTitle = '电子签章配置';
export const signatureEntrySegment = 'ElectronicSignature';

function normalisePath(path: string): string {
  const trimmed = path.trim();
  const withSlash = trimmed.startsWith('/') ? trimmed : `/${trimmed}`;
  return withSlash.length > 1 ? withSlash.replace(/\/+$/, '') : withSlash;
}

/** Whether an entry opens a built page of its own: the registry gives its path a kind (pages/menuPages.ts). */
const hasOwnPage = (node: MenuRoute) => menuEntryOfPath(node.path)?.page !== undefined;

/** The first leaf under a node, or the node itself when it is a leaf. */
function firstLeafPath(node: MenuRoute): string {
  const first = node.children[0];
  return first ? firstLeafPath(first) : node.path;
}

/** The first entry with a built page among nodes and their descendants, depth first in menu order. */
function firstPagePath(nodes: readonly MenuRoute[]): string | undefined {
  for (const node of nodes) {
    const found = hasOwnPage(node) ? node.path : firstPagePath(node.children);
    if (found) return found;
  }
  return undefined;
}

/**
 * An entry with children opens its own page when it has one (充装规则 above 防锁设置); one without a page leads to its
 * first descendant with a page, or to its first leaf (a placeholder) when none below is built.
 */
function withRedirects(node: MenuRoute): MenuRoute {
  const children = node.children.map(withRedirects);
  const result: MenuRoute = { ...node, children };
  if (children.length > 0 && !hasOwnPage(result)) result.redirect = firstPagePath(children) ?? firstLeafPath(result);
  else delete result.redirect;
  return result;
}

function addSignatureEntry(nodes: MenuRoute[]): void {
  for (const node of nodes) {
    if (node.path.endsWith('/ReportSignature')) {
      const path = `${node.path}/${signatureEntrySegment}`;
      if (!node.children.some((child) => child.path === path)) {
        node.children.push({ code: `${node.code}999`, path, title: signatureEntryTitle, children: [] });
      }
    }
    addSignatureEntry(node.children);
  }
}

/**
 * The route tree of spec 01 section 2: menus ordered by code, children under the group whose code prefixes theirs
 * (entries whose parent the user may not see are dropped), duplicates ignored, and a redirect on every node with
 * children but no page of its own. The electronic-signature entry is added under ReportSignature for the configured
 * station code only.
 */
export function buildMenuRoutes(menus: readonly MenuItem[], options: MenuRouteOptions = {}): MenuRoute[] {
  const sorted = [...menus]
    .filter((menu) => [3, 6, 9].includes(menu.menuCode.trim().length))
    .sort((a, b) => a.menuCode.localeCompare(b.menuCode));
  const byCode = new Map<string, MenuRoute>();
  const roots: MenuRoute[] = [];
  for (const menu of sorted) {
    const code = menu.menuCode.trim();
    if (byCode.has(code)) continue;
    const { path, title } = parseMenuName(menu.menuName);
    const node: MenuRoute = { code, path: normalisePath(path), title: title.trim(), children: [] };
    if (code.length === 3) {
      roots.push(node);
    } else {
      const parent = byCode.get(code.slice(0, code.length - 3));
      if (!parent) continue;
      parent.children.push(node);
    }
    byCode.set(code, node);
  }
  const stationCode = options.stationCode?.trim();
  const signatureCode = options.signatureStationCode?.trim();
  if (stationCode && signatureCode && stationCode === signatureCode) addSignatureEntry(roots);
  return roots.map(withRedirects);
}

/** Every node of the tree, depth first. */
export function flattenMenuRoutes(routes: readonly MenuRoute[]): MenuRoute[] {
  return routes.flatMap((route) => [route, ...flattenMenuRoutes(route.children)]);
}

/** The node for a path (paths compare without regard to case, as the router's do). */
export function findMenuRoute(routes: readonly MenuRoute[], path: string): MenuRoute | undefined {
  const wanted = normalisePath(path).toLowerCase();
  return flattenMenuRoutes(routes).find((route) => route.path.toLowerCase() === wanted);
}

/** Where `/` goes for a logged-in user: the first dynamic route's redirect (or the page itself). */
export function firstRouteTarget(routes: readonly MenuRoute[]): string | null {
  const first = routes[0];
  if (!first) return null;
  return first.redirect ?? first.path;
}

/** Whether the user may open a module: a route of theirs is the module or lies under it. */
export function hasModule(routes: readonly MenuRoute[], modulePath: string): boolean {
  const wanted = normalisePath(modulePath).toLowerCase();
  return flattenMenuRoutes(routes).some((route) => {
    const path = route.path.toLowerCase();
    return path === wanted || path.startsWith(`${wanted}/`);
  });
}
