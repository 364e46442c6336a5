/** Handle attached to each route: the title the browser tab shows. */
export interface RouteHandle {
  title: string;
}

export function isRouteHandle(value: unknown): value is RouteHandle {
  return value !== null && typeof value === 'object' && typeof (value as RouteHandle).title === 'string';
}

/** "页面标题 - 应用名称", or the application name alone when the route has no title. */
export function documentTitle(routeTitle: string | undefined, applicationName: string): string {
  return routeTitle ? `${routeTitle} - ${applicationName}` : applicationName;
}
