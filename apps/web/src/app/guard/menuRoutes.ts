import { parseMenuName } from '@gcs/contracts';

/** One dynamic route built from the user's menus: a group (3-character code), child (6) or grandchild (9). */
export interface MenuRoute {
  code: string;
  path: string;
  title: string;
  /** Groups, and children with grandchildren, open their first page. */
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

/** The first page a node leads to: itself when it is a leaf, else its first descendant leaf. */
function firstLeafPath(node: MenuRoute): string {
  const first = node.children[0];
  return first ? firstLeafPath(first) : node.path;
}

function withRedirects(node: MenuRoute): MenuRoute {
  const children = node.children.map(withRedirects);
  const result: MenuRoute = { ...node, children };
  if (children.length > 0) result.redirect = firstLeafPath(result);
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
 * children. The electronic-signature entry is added under ReportSignature for the configured station code only.
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
