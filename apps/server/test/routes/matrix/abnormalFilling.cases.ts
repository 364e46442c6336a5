import type { Kysely } from 'kysely';
import { menusFor } from '@gcs/contracts';
import { ensureFillingPartitions } from '../../../src/db/partitions';
import type { DatabaseSchema } from '../../../src/db/schema';
import {
  get,
  menuCells,
  post,
  scopedList,
  stationTargets,
  type Cell,
  type Role,
  type RouteCase,
  type World,
} from './matrixKit';

const base = '/api/samr/CylinderFilling';

/**
 * The abnormal filling records and the suspected cloned labels: open to the holders of their menus (the demo
 * regulators), each within its scope; a station outside it answers 404 and no rows.
 */
export const abnormalFillingCases: Record<string, RouteCase> = {
  [`GET ${base}/QueryAbnormalFilling`]: scopedList(
    `${base}/QueryAbnormalFilling`,
    menusFor('abnormalFillings'),
    'cylinderBarcode',
  ),
  [`GET ${base}/OverWeightFillinglist`]: scopedList(
    `${base}/OverWeightFillinglist`,
    menusFor('abnormalFillings'),
    'cylinderBarcode',
  ),
  [`GET ${base}/QueryClonedLabel`]: scopedList(
    `${base}/QueryClonedLabel`,
    menusFor('clonedLabels'),
    'firstStationName',
  ),
};

const deletion = {
  ownGuid: '3f2504e0-4f89-11d3-9a0c-0305e82c3d01',
  foreignGuid: '3f2504e0-4f89-11d3-9a0c-0305e82c3d02',
  secret: 'MX-DELETE-FOREIGN',
};

const explanation = {
  ownGuid: '3f2504e0-4f89-11d3-9a0c-0305e82c3e01',
  neighbourGuid: '3f2504e0-4f89-11d3-9a0c-0305e82c3e02',
  secret: 'MX-EXPLAINED',
  /** Explanations at the other district's and the other city's station, by station id. */
  ids: new Map<number, number>(),
};

/**
 * Filling records: one at the station account's station (deleted by the system manager), one in another city; flagged
 * ones at the station's and its neighbour's (to explain); an explanation with an evidence file at each station.
 */
export async function prepareFillingDeletionCases(db: Kysely<DatabaseSchema>, world: World) {
  const beginTime = '2026-01-05T00:00:00.000Z';
  await ensureFillingPartitions(db, ['2026-01']);
  for (const [guid, stationId, barcode, flags] of [
    [deletion.ownGuid, world.ownStationId, 'MX-OWN', 0],
    [deletion.foreignGuid, world.otherCityStationId, deletion.secret, 0],
    [explanation.ownGuid, world.ownStationId, 'MX-OWN', 2],
    [explanation.neighbourGuid, world.neighbourStationId, explanation.secret, 2],
  ] as const) {
    await db.insertInto('filling_guid').values({ filling_guid: guid, begin_time: beginTime }).execute();
    await db
      .insertInto('filling_record')
      .values({
        filling_guid: guid,
        station_id: stationId,
        cylinder_id: null,
        cylinder_barcode: barcode,
        cylinder_state: 3,
        begin_time: beginTime,
        flags,
      })
      .execute();
  }
  const evidence = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    Buffer.from(explanation.secret),
  ]);
  const file = await db
    .insertInto('stored_file')
    .values({ sha256: 'f'.repeat(64), mime_type: 'image/png', byte_size: evidence.length, content: evidence })
    .returning('id')
    .executeTakeFirstOrThrow();
  const stations = [
    world.otherDistrictStationId,
    world.otherCityStationId,
    world.ownStationId,
    world.neighbourStationId,
  ];
  for (const [index, stationId] of stations.entries()) {
    const row = await db
      .insertInto('filling_explanation')
      .values({
        filling_guid: `3f2504e0-4f89-11d3-9a0c-0305e82c3f0${index}`,
        station_id: stationId,
        cylinder_barcode: explanation.secret,
        begin_time: beginTime,
        flags: 2,
        explanation: '矩阵测试',
        submitted_by_name: '矩阵测试',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    explanation.ids.set(stationId, Number(row.id));
    await db
      .insertInto('filling_explanation_file')
      .values({ explanation_id: Number(row.id), no: 1, file_id: Number(file.id), name: `${explanation.secret}.png` })
      .execute();
  }
}

const onlyStations: Record<Role, Cell> = {
  anonymous: 'denied',
  superadmin: 'denied',
  city: 'denied',
  district: 'denied',
  station: 'scoped',
  inspector: 'denied',
  auditor: 'denied',
  approver: 'denied',
  institution: 'denied',
  bank: 'denied',
};

/**
 * Explanations of abnormal fillings: a filling station explains its own (a regulator or manager holding the page is
 * refused 403; another station's record answers 404); the audit page's holders read them in scope; a regulator
 * decides within its scope (a station holding the page is refused 403).
 */
export const explanationCases: Record<string, RouteCase> = {
  [`POST ${base}/AddVCFillingAbnormalAppend`]: {
    cells: onlyStations,
    // The neighbour's record (404 to the station), so that the station's own explanation is made once, by `own`.
    request: () =>
      post(`${base}/AddVCFillingAbnormalAppend`, { FillingGuid: explanation.neighbourGuid, Explanation: '矩阵测试' }),
    scope: () => ({
      own: post(`${base}/AddVCFillingAbnormalAppend`, { FillingGuid: explanation.ownGuid, Explanation: '矩阵测试' }),
      foreign: post(`${base}/AddVCFillingAbnormalAppend`, {
        FillingGuid: explanation.neighbourGuid,
        Explanation: '矩阵测试',
      }),
      secret: explanation.secret,
    }),
  },
  [`GET ${base}/QueryVCFillingAbnormalAppend`]: scopedList(
    `${base}/QueryVCFillingAbnormalAppend`,
    menusFor('abnormalFillingAudit'),
    'cylinderBarcode',
  ),
  [`POST ${base}/AbnormalFillingApprove`]: {
    cells: { ...menuCells(menusFor('abnormalFillingAudit'), 'scoped'), station: 'denied' },
    request: () => post(`${base}/AbnormalFillingApprove`, { Id: 999_999, Result: 1 }),
    scope: (world, role) => ({
      foreign: post(`${base}/AbnormalFillingApprove`, {
        Id: explanation.ids.get(stationTargets(world, role).foreign) ?? 999_999,
        Result: 1,
      }),
      secret: explanation.secret,
    }),
  },
  [`GET ${base}/VCFillingAbnormalAppendFile`]: {
    cells: menuCells(menusFor('abnormalFillings', 'abnormalFillingAudit'), 'scoped'),
    request: () => get(`${base}/VCFillingAbnormalAppendFile?Id=999999&No=1`),
    scope: (world, role) => {
      const { own, foreign } = stationTargets(world, role);
      const fileOf = (stationId: number | undefined) =>
        get(`${base}/VCFillingAbnormalAppendFile?Id=${explanation.ids.get(stationId ?? -1) ?? 999_999}&No=1`);
      return { ...(own ? { own: fileOf(own) } : {}), foreign: fileOf(foreign), secret: explanation.secret };
    },
  },
};

/**
 * Deleting filling records and the deleted ones: the holders of the deleted-records page (the demo system manager and
 * city regulator), within their scope: another city's record answers 404 and nothing of it.
 */
export const fillingDeletionCases: Record<string, RouteCase> = {
  [`POST ${base}/DeleteRecordByFillingGuid`]: {
    cells: menuCells(menusFor('deleteFillings'), 'scoped'),
    ok: true,
    request: () => post(`${base}/DeleteRecordByFillingGuid`, { FillingGuid: deletion.ownGuid, Reason: '矩阵测试' }),
    scope: () => ({
      foreign: post(`${base}/DeleteRecordByFillingGuid`, { FillingGuid: deletion.foreignGuid, Reason: '矩阵测试' }),
      secret: deletion.secret,
    }),
  },
  [`POST ${base}/BatchDeleteRecord`]: {
    cells: menuCells(menusFor('deleteFillings'), 'scoped'),
    request: () => post(`${base}/BatchDeleteRecord`, { FillingGuids: [deletion.ownGuid], Reason: '矩阵测试' }),
    scope: () => ({
      foreign: post(`${base}/BatchDeleteRecord`, { FillingGuids: [deletion.foreignGuid], Reason: '矩阵测试' }),
      secret: deletion.secret,
    }),
  },
  [`GET ${base}/QueryUploadConflict`]: scopedList(
    `${base}/QueryUploadConflict`,
    menusFor('uploadConflicts'),
    'differences',
  ),
  [`GET ${base}/QueryDeletedFillingRecord`]: scopedList(
    `${base}/QueryDeletedFillingRecord`,
    menusFor('deleteFillings'),
    'cylinderBarcode',
  ),
};

const ruleBody = (areaCode: string) => ({ areaCode, clonedLabelMinutes: 40, continuousFillingMinutes: 90 });

/**
 * The per-city windows: read by the holders of 充装规则 (their cities); set by a city regulator for its own city (the
 * demo city 330400; another city answers 404) or a system manager; a district regulator holding the page is refused.
 */
export const fillingRuleCases: Record<string, RouteCase> = {
  [`GET ${base}/GetFillingRule`]: {
    cells: menuCells(menusFor('fillingRules')),
    ok: true,
    request: () => get(`${base}/GetFillingRule`),
  },
  [`POST ${base}/UpdateFillingRule`]: {
    cells: { ...menuCells(menusFor('fillingRules'), 'scoped'), superadmin: 'allowed', district: 'denied' },
    ok: true,
    request: () => post(`${base}/UpdateFillingRule`, ruleBody('330400')),
    scope: () => ({
      own: post(`${base}/UpdateFillingRule`, ruleBody('330400')),
      foreign: post(`${base}/UpdateFillingRule`, ruleBody('330100')),
      secret: '杭州',
    }),
  },
};
