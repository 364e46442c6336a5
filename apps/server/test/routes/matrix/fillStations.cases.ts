import type { Kysely } from 'kysely';
import { menusFor } from '@gcs/contracts';
import type { DatabaseSchema } from '../../../src/db/schema';
import { demoCreditCode } from '../../../src/db/seed/stationUpkeep';
import {
  codeOf,
  get,
  menuCells,
  post,
  roles,
  sharedCallCells,
  stationTargets,
  type LoggedInRole,
  type Role,
  type RouteCase,
  type World,
} from './matrixKit';

/** UnitManage filling-station calls (issue 12): the FillStation page and a station's own upkeep. */

interface UpkeepRows {
  operator: number;
  monitor: number;
  valve: number;
}

/** Rows the filling-station cases act on, made before the matrix runs. */
export interface FillStationWorld {
  /** An operator, a monitor and a valve of each world station, by station id. */
  rows: Record<number, UpkeepRows>;
  /** Rows of the own station each role may delete (one set per role that may). */
  disposable: Record<string, UpkeepRows>;
  /** An operator of the own station with a signature, for the system manager's DelOperatorSign. */
  signedOperatorId: number;
  /** A small PNG stored as a signature picture. */
  signFileId: number;
  otherDistrictDivision: string;
}

let prepared: FillStationWorld | undefined;

async function upkeepRows(db: Kysely<DatabaseSchema>, stationId: number, tag: string): Promise<UpkeepRows> {
  const operator = await db
    .insertInto('station_operator')
    .values({ station_id: stationId, name: `矩阵${tag}` })
    .returning('id')
    .executeTakeFirstOrThrow();
  const monitor = await db
    .insertInto('station_monitor')
    .values({ station_id: stationId, monitor_name: `矩阵${tag}`, device_serial: `MX-${tag}`, channel_no: 1 })
    .returning('id')
    .executeTakeFirstOrThrow();
  const valve = await db
    .insertInto('station_valve')
    .values({ station_id: stationId, valve_name: `矩阵${tag}`, valve_code: `MX-${tag}` })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { operator: operator.id, monitor: monitor.id, valve: valve.id };
}

/** Makes the rows of the cases below (call once the world's stations exist). */
export async function prepareFillStationWorld(db: Kysely<DatabaseSchema>, world: World): Promise<void> {
  const rows: Record<number, UpkeepRows> = {};
  for (const id of [world.ownStationId, world.neighbourStationId, world.otherCityStationId]) {
    rows[id] = await upkeepRows(db, id, `S${id}`);
  }
  const disposable: Record<string, UpkeepRows> = {};
  for (const role of ['superadmin', 'city', 'station']) {
    disposable[role] = await upkeepRows(db, world.ownStationId, `D-${role}`);
  }
  // The smallest PNG: a 1x1 transparent pixel.
  const content = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
    'base64',
  );
  const file = await db
    .insertInto('stored_file')
    .values({ sha256: 'matrix-sign', mime_type: 'image/png', byte_size: content.length, content })
    .returning('id')
    .executeTakeFirstOrThrow();
  const signed = await db
    .insertInto('station_operator')
    .values({ station_id: world.ownStationId, name: '矩阵签名', sign_file_id: file.id })
    .returning('id')
    .executeTakeFirstOrThrow();
  const otherDistrict = await db
    .selectFrom('station')
    .where('id', '=', world.otherDistrictStationId)
    .select('division_code')
    .executeTakeFirstOrThrow();
  prepared = {
    rows,
    disposable,
    signedOperatorId: signed.id,
    signFileId: Number(file.id),
    otherDistrictDivision: otherDistrict.division_code,
  };
}

function fw(): FillStationWorld {
  if (!prepared) throw new Error('prepareFillStationWorld was not called');
  return prepared;
}

const base = '/api/samr/UnitManage';
const manage = menuCells(menusFor('fillStations'));
const keepScoped = menuCells(menusFor('stationUpkeep'), 'scoped');
/** A station's licence: the station pages' holders, and a filling station's own users with or without them. */
const licenceCells = { ...sharedCallCells('stationLicence', 'scoped'), station: 'scoped' } as const;

/** A read of one station's data: the caller's own station answers 200, another 404. */
function stationRead(call: string, secret: string): RouteCase {
  const url = (id: number | undefined) => `${base}/${call}?StationId=${id}`;
  return {
    cells: keepScoped,
    request: (world) => get(url(world.ownStationId)),
    scope: (world, role) => {
      const { own, foreign } = stationTargets(world, role);
      return { ...(own ? { own: get(url(own)) } : {}), foreign: get(url(foreign)), secret };
    },
  };
}

/** A change of one of a station's rows: the caller's own answers 200; another station's 404. */
function rowChange(
  call: string,
  body: (row: UpkeepRows, role: Role) => Record<string, unknown>,
  pick: 'own' | 'disposable' = 'own',
): RouteCase {
  const ownRows = (world: World, role: Role) =>
    pick === 'disposable' ? (fw().disposable[role] as UpkeepRows) : (fw().rows[world.ownStationId] as UpkeepRows);
  return {
    cells: keepScoped,
    // Every role's first request; a delete aims at the system manager's row (gone after its turn: 404 for later roles).
    request: (world, role) =>
      post(`${base}/${call}`, body(ownRows(world, pick === 'disposable' ? 'superadmin' : role), role)),
    scope: (world, role) => {
      const { own, foreign } = stationTargets(world, role);
      return {
        ...(own ? { own: post(`${base}/${call}`, body(ownRows(world, role), role)) } : {}),
        foreign: post(`${base}/${call}`, body(fw().rows[foreign] as UpkeepRows, role)),
        secret: '矩阵',
      };
    },
  };
}

/** An add to a station: at the caller's own answers 200; at another 404. */
function stationAdd(call: string, body: (role: Role) => Record<string, unknown>): RouteCase {
  return {
    cells: keepScoped,
    request: (world, role) => post(`${base}/${call}`, { stationId: world.ownStationId, ...body(role) }),
    scope: (world, role: LoggedInRole) => {
      const { own, foreign } = stationTargets(world, role);
      return {
        ...(own ? { own: post(`${base}/${call}`, { stationId: own, ...body(`${role}-own` as Role) }) } : {}),
        foreign: post(`${base}/${call}`, { stationId: foreign, ...body(`${role}-x` as Role) }),
        secret: 'stationName',
      };
    },
  };
}

/** A settings change: of the caller's own station answers 200, of another 404. */
function settingsChange(call: string, body: Record<string, unknown>): RouteCase {
  return {
    cells: keepScoped,
    request: (world) => post(`${base}/${call}`, { StationId: world.ownStationId, ...body }),
    scope: (world, role) => {
      const { own, foreign } = stationTargets(world, role);
      return {
        ...(own ? { own: post(`${base}/${call}`, { StationId: own, ...body }) } : {}),
        foreign: post(`${base}/${call}`, { StationId: foreign, ...body }),
        secret: 'stationName',
      };
    },
  };
}

export const fillStationCases: Record<string, RouteCase> = {
  [`GET ${base}/QueryFillStation`]: { cells: manage, request: () => get(`${base}/QueryFillStation?StationType=1`) },
  [`POST ${base}/AddFillingstation`]: {
    cells: manage,
    request: (_world, role) =>
      post(`${base}/AddFillingstation`, {
        stationCode: `MXADD${roles.indexOf(role)}`,
        stationName: `矩阵新增充装站${roles.indexOf(role)}`,
        stationType: 1,
        divisionCode: '330402',
        creditCode: demoCreditCode('330402', 600 + roles.indexOf(role)),
      }),
  },
  [`POST ${base}/UpdateFillingstation`]: {
    cells: manage,
    request: (world) =>
      post(`${base}/UpdateFillingstation`, {
        id: world.otherDistrictStationId,
        stationCode: world.otherDistrictStationCode,
        stationName: '矩阵修改充装站',
        stationType: 1,
        divisionCode: fw().otherDistrictDivision,
        creditCode: demoCreditCode('330411', 650),
      }),
  },
  [`POST ${base}/BatchFillStationIsValid`]: {
    cells: manage,
    request: (world) => post(`${base}/BatchFillStationIsValid`, { ids: [world.otherDistrictStationId], isValid: true }),
  },
  [`POST ${base}/BatchFillStationIsChainFilling`]: {
    cells: manage,
    request: (world) =>
      post(`${base}/BatchFillStationIsChainFilling`, { ids: [world.otherDistrictStationId], isChainFilling: false }),
  },
  [`GET ${base}/QueryFillStationInfo`]: {
    cells: licenceCells,
    request: (world) => get(`${base}/QueryFillStationInfo?Id=${world.otherCityStationId}`),
    scope: (world, role) => {
      const { own, foreign } = stationTargets(world, role);
      return {
        ...(own ? { own: get(`${base}/QueryFillStationInfo?Id=${own}`) } : {}),
        foreign: get(`${base}/QueryFillStationInfo?Id=${foreign}`),
        secret: 'stationName',
      };
    },
  },
  [`GET ${base}/QueryFillingStationCheckExpiryWarningSetting`]: {
    cells: licenceCells,
    request: (world) =>
      get(`${base}/QueryFillingStationCheckExpiryWarningSetting?StationCode=${world.otherCityStationCode}`),
    scope: (world, role) => {
      const { own, foreign } = stationTargets(world, role);
      const url = (id: number) =>
        `${base}/QueryFillingStationCheckExpiryWarningSetting?StationCode=${codeOf(world, id)}`;
      return {
        ...(own ? { own: get(url(own)) } : {}),
        foreign: get(url(foreign)),
        secret: 'beforeFillingCheckExpiryWarningMonth',
      };
    },
  },
  [`GET ${base}/QueryRegulatorByFillStation`]: stationRead('QueryRegulatorByFillStation', 'regulatorName'),
  [`GET ${base}/QueryScaleDevice`]: stationRead('QueryScaleDevice', 'deviceCode'),
  [`GET ${base}/QueryFillingStationOperator`]: stationRead('QueryFillingStationOperator', 'certificateNo'),
  [`GET ${base}/QueryFillingStationMonitor`]: stationRead('QueryFillingStationMonitor', 'deviceSerial'),
  [`GET ${base}/QueryFillingStationValve`]: stationRead('QueryFillingStationValve', 'valveCode'),
  [`GET ${base}/QueryFillingStationConfigJson`]: stationRead('QueryFillingStationConfigJson', 'configJson'),

  [`POST ${base}/AddFillingStationOperator`]: stationAdd('AddFillingStationOperator', () => ({ name: '矩阵新增' })),
  [`POST ${base}/UpdateFillingStationOperator`]: rowChange('UpdateFillingStationOperator', (row) => ({
    id: row.operator,
    name: '矩阵操作员',
  })),
  [`POST ${base}/DeleteFillingStationOperator`]: rowChange(
    'DeleteFillingStationOperator',
    (row) => ({ ids: [row.operator] }),
    'disposable',
  ),
  [`POST ${base}/UpdateOperatorSign`]: {
    cells: keepScoped,
    request: (world) =>
      post(`${base}/UpdateOperatorSign`, {
        id: fw().rows[world.ownStationId]?.operator,
        fileId: fw().signFileId,
      }),
    // Only a system manager may link a picture it did not upload: the others' own cell is the foreign refusal.
    scope: (world, role) => ({
      foreign: post(`${base}/UpdateOperatorSign`, {
        id: fw().rows[stationTargets(world, role).foreign]?.operator,
        fileId: fw().signFileId,
      }),
      secret: 'signFileId',
    }),
  },
  [`POST ${base}/DelOperatorSign`]: {
    cells: keepScoped,
    request: () => post(`${base}/DelOperatorSign`, { id: fw().signedOperatorId }),
    scope: (world, role) => ({
      foreign: post(`${base}/DelOperatorSign`, { id: fw().rows[stationTargets(world, role).foreign]?.operator }),
      secret: 'signFileId',
    }),
  },

  [`POST ${base}/AddFillingStationMonitor`]: stationAdd('AddFillingStationMonitor', (role) => ({
    monitorName: '矩阵监控',
    deviceSerial: `MX-ADD-${role}`,
  })),
  [`POST ${base}/UpdateFillingStationMonitor`]: rowChange('UpdateFillingStationMonitor', (row) => ({
    id: row.monitor,
    monitorName: '矩阵监控',
    deviceSerial: `MX-U-${row.monitor}`,
  })),
  [`POST ${base}/DeleteFillingStationMonitor`]: rowChange(
    'DeleteFillingStationMonitor',
    (row) => ({ ids: [row.monitor] }),
    'disposable',
  ),
  [`POST ${base}/AddFillingStationValve`]: stationAdd('AddFillingStationValve', (role) => ({
    valveName: '矩阵阀门',
    valveCode: `MX-ADD-${role}`,
  })),
  [`POST ${base}/UpdateFillingStationValve`]: rowChange('UpdateFillingStationValve', (row) => ({
    id: row.valve,
    valveName: '矩阵阀门',
    valveCode: `MX-U-${row.valve}`,
  })),
  [`POST ${base}/DeleteFillingStationValve`]: rowChange(
    'DeleteFillingStationValve',
    (row) => ({ ids: [row.valve] }),
    'disposable',
  ),
  [`POST ${base}/UpdateFillingStationConfigJson`]: settingsChange('UpdateFillingStationConfigJson', {
    configJson: { refuseOverdueCylinders: true },
  }),
  [`POST ${base}/UpdateFillingStationCheckExpiryWarningSetting`]: settingsChange(
    'UpdateFillingStationCheckExpiryWarningSetting',
    { beforeFillingCheckExpiryWarningMonth: 2 },
  ),
};
