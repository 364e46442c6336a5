import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { menuEntryOfPath } from '@gcs/contracts';

/**
 * Every kind of page of the registry is a list definition (`listPages`), rendered by the one list page; the pages'
 * own list actions load with it and are handed to the engine.
 */
const definedListPage = lazy(async () => {
  const [{ DefinedListPage }, { pageListActions }, { providePageListActions }] = await Promise.all([
    import('../lists/DefinedListPage'),
    import('./pageListActions'),
    import('../lists/listActions'),
  ]);
  providePageListActions(pageListActions);
  return { default: DefinedListPage };
});

/**
 * The built page of a menu path, or undefined for a registry entry without a kind of page (the route shows its
 * placeholder). `listPages` is total over the kinds, so the route table needs neither it nor the list definitions:
 * they load with the list page.
 */
export function menuPageFor(path: string): LazyExoticComponent<ComponentType> | undefined {
  return menuEntryOfPath(path)?.page ? definedListPage : undefined;
}
