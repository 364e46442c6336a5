import type { InjectOptions } from 'fastify';
import { menusFor, sharedCallCapabilities, type SharedCall } from '@gcs/contracts';
import { demoAccounts } from '../../../src/db/seed/demoAccounts';
import { demoRoleMenus } from '../../../src/db/seed/accounts';

/** The vocabulary of the authorisation matrix: roles, cells, the world of objects, and request helpers. */
export const roles = [
  'anonymous',
  'superadmin',
  'city',
  'district',
  'station',
  'inspector',
  'auditor',
  'approver',
  'institution',
  'bank',
] as const;
export type Role = (typeof roles)[number];
export type LoggedInRole = Exclude<Role, 'anonymous'>;
export type Cell = 'allowed' | 'denied' | 'scoped';

export interface World {
  userId: Record<LoggedInRole, number>;
  ownStationId: number;
  ownStationCode: string;
  /** Same district as the station account's station (outside the station's scope). */
  neighbourStationId: number;
  neighbourStationCode: string;
  /** Another district of the demo city (outside the district regulator's scope). */
  otherDistrictStationId: number;
  otherDistrictStationCode: string;
  /** Another city (outside every demo regulator's scope). */
  otherCityStationId: number;
  otherCityStationCode: string;
  /** One cylinder of each of those stations (barcodes MX-OWN, MX-NEIGHBOUR, MX-OTHERDISTRICT, MX-OTHERCITY). */
  ownCylinderId: number;
  neighbourCylinderId: number;
  otherDistrictCylinderId: number;
  otherCityCylinderId: number;
}

export interface RouteCase {
  cells: Record<Role, Cell>;
  request: (world: World, role: Role) => InjectOptions;
  /** The request (and a scoped cell's own request) is valid: an allowed cell must answer 2xx, not merely pass. */
  ok?: true;
  /** For scoped cells: an object the role may see (if any) and one it may not, with text that must not leak. */
  scope?: (world: World, role: LoggedInRole) => { own?: InjectOptions; foreign: InjectOptions; secret: string };
}

export const everyone: Record<Role, Cell> = {
  anonymous: 'allowed',
  superadmin: 'allowed',
  city: 'allowed',
  district: 'allowed',
  station: 'allowed',
  inspector: 'allowed',
  auditor: 'allowed',
  approver: 'allowed',
  institution: 'allowed',
  bank: 'allowed',
};
export const loggedIn: Record<Role, Cell> = { ...everyone, anonymous: 'denied' };
export const managerOnly: Record<Role, Cell> = {
  anonymous: 'denied',
  superadmin: 'allowed',
  city: 'denied',
  district: 'denied',
  station: 'denied',
  inspector: 'denied',
  auditor: 'denied',
  approver: 'denied',
  institution: 'denied',
  bank: 'denied',
};
export const stationScoped: Record<Role, Cell> = {
  anonymous: 'denied',
  superadmin: 'allowed',
  city: 'scoped',
  district: 'scoped',
  station: 'scoped',
  inspector: 'scoped',
  auditor: 'scoped',
  approver: 'scoped',
  institution: 'scoped',
  bank: 'scoped',
};

export const get = (url: string): InjectOptions => ({ method: 'GET', url });
export const post = (url: string, payload: Record<string, unknown> = {}): InjectOptions => ({
  method: 'POST',
  url,
  payload,
});

/** Which station of the world is in, and which is outside, each role's scope. */
export function stationTargets(world: World, role: LoggedInRole) {
  switch (role) {
    case 'station':
      return { own: world.ownStationId, foreign: world.neighbourStationId };
    case 'district':
      return { own: world.ownStationId, foreign: world.otherDistrictStationId };
    case 'inspector':
    case 'auditor':
    case 'approver':
    case 'institution':
      return { own: undefined, foreign: world.ownStationId };
    default:
      return { own: world.ownStationId, foreign: world.otherCityStationId };
  }
}
export const codeOf = (world: World, id: number | undefined) =>
  id === undefined
    ? undefined
    : ({
        [world.ownStationId]: world.ownStationCode,
        [world.neighbourStationId]: world.neighbourStationCode,
        [world.otherDistrictStationId]: world.otherDistrictStationCode,
        [world.otherCityStationId]: world.otherCityStationCode,
      }[id] ?? '');

const put = (url: string, payload: Record<string, unknown> = {}): InjectOptions => ({ method: 'PUT', url, payload });
export { put };

/** Cells for a call open to the roles whose demo menus hold `menu`, or any of several (system managers pass). */
export function menuCells(
  menu: string | readonly string[],
  granted: Exclude<Cell, 'denied'> = 'allowed',
): Record<Role, Cell> {
  const wanted = typeof menu === 'string' ? [menu] : menu;
  const cells = { anonymous: 'denied' } as Record<Role, Cell>;
  for (const role of roles) {
    if (role === 'anonymous') continue;
    const account = demoAccounts[role];
    const menus = demoRoleMenus[account.roleName] ?? [];
    cells[role] = account.isSystemManager
      ? 'allowed'
      : wanted.some((code) => menus.includes(code))
        ? granted
        : 'denied';
  }
  return cells;
}

/** Cells for a shared call: the roles holding a page that uses it (packages/contracts sharedCalls.ts). */
export function sharedCallCells(call: SharedCall, granted: Exclude<Cell, 'denied'> = 'allowed') {
  return menuCells(menusFor(...sharedCallCapabilities[call]), granted);
}

/** Which cylinder of the world is in, and which is outside, each role's scope. */
export function cylinderTargets(world: World, role: LoggedInRole) {
  const { own, foreign } = stationTargets(world, role);
  const cylinderOf = (stationId: number | undefined) =>
    stationId === undefined
      ? undefined
      : {
          [world.ownStationId]: world.ownCylinderId,
          [world.neighbourStationId]: world.neighbourCylinderId,
          [world.otherDistrictStationId]: world.otherDistrictCylinderId,
          [world.otherCityStationId]: world.otherCityCylinderId,
        }[stationId];
  return { own: cylinderOf(own), foreign: cylinderOf(foreign) as number };
}

/** A list filtered by a station: the caller's own answers 200, another's 404 with no rows. */
export function stationFiltered(path: string, secret: string): RouteCase['scope'] {
  return (world: World, role: LoggedInRole) => {
    const { own, foreign } = stationTargets(world, role);
    return {
      ...(own ? { own: get(`${path}?StationId=${own}`) } : {}),
      foreign: get(`${path}?StationId=${foreign}`),
      secret,
    };
  };
}

/**
 * A list call open to the holders of `menus`, each within its scope: refused a station outside it (404 and nothing
 * of `secret` told), answered for its own.
 */
export function scopedList(path: string, menus: readonly string[], secret: string): RouteCase {
  return {
    cells: menuCells(menus, 'scoped'),
    request: (world) => get(`${path}?StationId=${world.otherCityStationId}`),
    scope: stationFiltered(path, secret),
  };
}
