import type { Kysely } from 'kysely';
import { menusFor } from '@gcs/contracts';
import type { DatabaseSchema } from '../../../src/db/schema';
import { menuCells, post, stationFiltered, type Cell, type Role, type RouteCase, type World } from './matrixKit';

/**
 * The filling scales (/Register/ScaleDevice): the list for the holders of its menu within their scope; the changes
 * for a scale's own station (scoped: another station's scale is not found) and a system manager. Regulators hold
 * the menu but only read (403).
 */

const base = '/api/samr/ScaleDevice';

/** A scale of the own station and one of the neighbour station, made before the matrix runs. */
let scales: { own: number; neighbour: number } | undefined;

export async function prepareScaleDeviceCases(db: Kysely<DatabaseSchema>, world: World): Promise<void> {
  const scale = async (stationId: number, code: string) =>
    (
      await db
        .insertInto('scale_device')
        .values({ station_id: stationId, device_code: code, device_name: '矩阵秤' })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  scales = {
    own: await scale(world.ownStationId, 'MX-SCALE-OWN'),
    neighbour: await scale(world.neighbourStationId, 'MX-SCALE-NEIGHBOUR'),
  };
}

function prepared() {
  if (!scales) throw new Error('prepareScaleDeviceCases was not called');
  return scales;
}

const changeCells: Record<Role, Cell> = {
  ...menuCells(menusFor('scaleDevices'), 'scoped'),
  city: 'denied',
  district: 'denied',
};

/** A change aimed at the own station's scale (scope: the neighbour's answers 404 and shows nothing of it). */
function change(call: string, body: (id: number) => Record<string, unknown>): RouteCase {
  return {
    cells: changeCells,
    ok: true,
    request: () => post(`${base}/${call}`, body(prepared().own)),
    scope: () => ({
      own: post(`${base}/${call}`, body(prepared().own)),
      foreign: post(`${base}/${call}`, body(prepared().neighbour)),
      secret: 'MX-SCALE-NEIGHBOUR',
    }),
  };
}

export const scaleDeviceCases: Record<string, RouteCase> = {
  [`GET ${base}/QueryScaleDeviceList`]: {
    cells: menuCells(menusFor('scaleDevices'), 'scoped'),
    ok: true,
    request: () => ({ method: 'GET', url: `${base}/QueryScaleDeviceList` }),
    scope: stationFiltered(`${base}/QueryScaleDeviceList`, 'deviceguid'),
  },
  [`POST ${base}/AddScaleDevice`]: {
    cells: changeCells,
    ok: true,
    request: (world, role) =>
      post(`${base}/AddScaleDevice`, {
        stationId: world.ownStationId,
        deviceNumber: `MX-ADD-${role}`,
        deviceName: '秤',
      }),
    scope: (world, role) => ({
      own: post(`${base}/AddScaleDevice`, { deviceNumber: `MX-ADD-${role}-OWN`, deviceName: '秤' }),
      foreign: post(`${base}/AddScaleDevice`, {
        stationId: world.neighbourStationId,
        deviceNumber: `MX-ADD-${role}-FOREIGN`,
        deviceName: '秤',
      }),
      secret: 'secret',
    }),
  },
  [`POST ${base}/UpdateScaleDevice`]: change('UpdateScaleDevice', (id) => ({ id, deviceName: '矩阵秤', model: 'MX' })),
  [`POST ${base}/BatchScaleDeviceIsValid`]: change('BatchScaleDeviceIsValid', (id) => ({ ids: [id], isValid: true })),
  [`POST ${base}/RotateScaleDeviceSecret`]: change('RotateScaleDeviceSecret', (id) => ({ id })),
};
