import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { menuEntryOfPath, type PageKind } from '@gcs/contracts';

/**
 * The component of each kind of built page (the page registry in @gcs/contracts says which menu entry is of which
 * kind). One component serves every entry of its kind: it reads its area and PageName from the registry entry. A kind
 * not listed yet shows the route's placeholder.
 */
export const pageComponents: Partial<Record<PageKind, LazyExoticComponent<ComponentType>>> = {
  archiveQuery: lazyPage(
    () => import('../lists/DefinedListPage'),
    (m) => m.DefinedListPage,
  ),
  vehicleArchive: lazyPage(
    () => import('../lists/DefinedListPage'),
    (m) => m.DefinedListPage,
  ),
  archiveManagement: lazyPage(
    () => import('../lists/DefinedListPage'),
    (m) => m.DefinedListPage,
  ),
  cylinderList: lazyPage(
    () => import('../lists/DefinedListPage'),
    (m) => m.DefinedListPage,
  ),
  fillStationCount: lazyPage(
    () => import('../lists/DefinedListPage'),
    (m) => m.DefinedListPage,
  ),
  useStationCount: lazyPage(
    () => import('../lists/DefinedListPage'),
    (m) => m.DefinedListPage,
  ),
  archiveAudit: lazyPage(
    () => import('../lists/DefinedListPage'),
    (m) => m.DefinedListPage,
  ),
  blacklist: lazyPage(
    () => import('../lists/DefinedListPage'),
    (m) => m.DefinedListPage,
  ),
  abnormal: lazyPage(
    () => import('../lists/DefinedListPage'),
    (m) => m.DefinedListPage,
  ),
  inspectStations: lazyPage(
    () => import('../lists/DefinedListPage'),
    (m) => m.DefinedListPage,
  ),
  inspectUsers: lazyPage(
    () => import('../lists/DefinedListPage'),
    (m) => m.DefinedListPage,
  ),
  sendUnits: lazyPage(
    () => import('../lists/DefinedListPage'),
    (m) => m.DefinedListPage,
  ),
  vehicleTypes: lazyPage(
    () => import('../lists/DefinedListPage'),
    (m) => m.DefinedListPage,
  ),
  cylinderTypes: lazyPage(
    () => import('../lists/DefinedListPage'),
    (m) => m.DefinedListPage,
  ),
  referenceData: lazyPage(
    () => import('../lists/DefinedListPage'),
    (m) => m.DefinedListPage,
  ),
  fillStations: lazyPage(
    () => import('../lists/DefinedListPage'),
    (m) => m.DefinedListPage,
  ),
  ownStation: lazyPage(
    () => import('../lists/DefinedListPage'),
    (m) => m.DefinedListPage,
  ),
  regulatorUnits: lazyPage(
    () => import('../lists/DefinedListPage'),
    (m) => m.DefinedListPage,
  ),
  regionalManagement: lazyPage(
    () => import('../lists/DefinedListPage'),
    (m) => m.DefinedListPage,
  ),
  inspectionRules: lazyPage(
    () => import('../lists/DefinedListPage'),
    (m) => m.DefinedListPage,
  ),
  roles: lazyPage(
    () => import('../lists/DefinedListPage'),
    (m) => m.DefinedListPage,
  ),
  menus: lazyPage(
    () => import('../lists/DefinedListPage'),
    (m) => m.DefinedListPage,
  ),
  sysLogs: lazyPage(
    () => import('../lists/DefinedListPage'),
    (m) => m.DefinedListPage,
  ),
  parameters: lazyPage(
    () => import('../lists/DefinedListPage'),
    (m) => m.DefinedListPage,
  ),
  displayConfig: lazyPage(
    () => import('../lists/DefinedListPage'),
    (m) => m.DefinedListPage,
  ),
  users: lazyPage(
    () => import('../lists/DefinedListPage'),
    (m) => m.DefinedListPage,
  ),
};

/** The built page of a menu path, or undefined while its kind is not built (the route shows its placeholder). */
export function menuPageFor(path: string): LazyExoticComponent<ComponentType> | undefined {
  const kind = menuEntryOfPath(path)?.page;
  return kind ? pageComponents[kind] : undefined;
}

/** Keeps `lazy(() => import(...).then(m => ({ default: m.X })))` short at each entry. */
export function lazyPage<M>(load: () => Promise<M>, pick: (module: M) => ComponentType) {
  return lazy(() => load().then((module) => ({ default: pick(module) })));
}
