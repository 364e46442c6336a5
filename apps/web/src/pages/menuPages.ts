import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/**
 * The built pages of the menu routes, by path (compared without regard to case). A menu route without an entry
 * shows its placeholder. One page component may serve several areas: it reads its area from the path.
 */
export const menuPages: Record<string, LazyExoticComponent<ComponentType>> = {};

export function menuPageFor(path: string): LazyExoticComponent<ComponentType> | undefined {
  const wanted = path.toLowerCase();
  const key = Object.keys(menuPages).find((candidate) => candidate.toLowerCase() === wanted);
  return key ? menuPages[key] : undefined;
}

/** Keeps `lazy(() => import(...).then(m => ({ default: m.X })))` short at each entry. */
export function lazyPage<M>(load: () => Promise<M>, pick: (module: M) => ComponentType) {
  return lazy(() => load().then((module) => ({ default: pick(module) })));
}
