import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { listPages, menuEntryOfPath, type PageKind } from '@gcs/contracts';

/** Every kind of built page so far is a list definition (`listPages`), rendered by the one list page. */
const definedListPage = lazyPage(
  () => import('../lists/DefinedListPage'),
  (m) => m.DefinedListPage,
);

/**
 * The component of each kind of built page (the page registry in @gcs/contracts says which menu entry is of which
 * kind). One component serves every entry of its kind: it reads its area and PageName from the registry entry. A kind
 * not listed shows the route's placeholder.
 */
export const pageComponents: Partial<Record<PageKind, LazyExoticComponent<ComponentType>>> = Object.fromEntries(
  Object.keys(listPages).map((kind) => [kind, definedListPage]),
);

/** The built page of a menu path, or undefined while its kind is not built (the route shows its placeholder). */
export function menuPageFor(path: string): LazyExoticComponent<ComponentType> | undefined {
  const kind = menuEntryOfPath(path)?.page;
  return kind ? pageComponents[kind] : undefined;
}

/** Keeps `lazy(() => import(...).then(m => ({ default: m.X })))` short at each entry. */
export function lazyPage<M>(load: () => Promise<M>, pick: (module: M) => ComponentType) {
  return lazy(() => load().then((module) => ({ default: pick(module) })));
}
