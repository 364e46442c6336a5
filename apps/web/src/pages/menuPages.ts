import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { menuEntryOfPath } from '@gcs/contracts';

/** Every kind of page of the registry is a list definition (`listPages`), rendered by the one list page. */
const definedListPage = lazy(() => import('../lists/DefinedListPage').then((m) => ({ default: m.DefinedListPage })));

/**
 * The built page of a menu path, or undefined for a registry entry without a kind of page (the route shows its
 * placeholder). `listPages` is total over the kinds, so the route table needs neither it nor the list definitions:
 * they load with the list page.
 */
export function menuPageFor(path: string): LazyExoticComponent<ComponentType> | undefined {
  return menuEntryOfPath(path)?.page ? definedListPage : undefined;
}
