import type { Kysely } from 'kysely';
import { creditCodeCheckCharacter, menusFor } from '@gcs/contracts';
import type { DatabaseSchema } from '../../../src/db/schema';
import { get, menuCells, post, stationTargets, type LoggedInRole, type RouteCase, type World } from './matrixKit';

/** UnitManage inspection institutions, their bindings, inspection users and sending units (issue 12). */

/** The objects these cases act on besides the shared world: institutions and their rows in and out of scope. */
interface InspectionWorld {
  ownInstitutionId: number;
  ownInstitutionCode: string;
  /** Another demo institution (in the city's scope, not the institution's). */
  otherInstitutionId: number;
  /** An institution of another city (outside every demo account's scope). */
  otherCityInstitutionId: number;
  ownInspectUserId: number;
  ownSendUnitId: number;
  /** Rows of the other institutions: the institution's foreign rows, and the city's. */
  otherInspectUserId: number;
  otherCityInspectUserId: number;
  otherSendUnitId: number;
  otherCitySendUnitId: number;
  /** One row per role allowed to delete, so that each deletes its own. */
  spareInspectUserIds: Partial<Record<LoggedInRole, number>>;
  spareSendUnitIds: Partial<Record<LoggedInRole, number>>;
}

let inspection: InspectionWorld;

/** Adds the other city's institution and the spare rows the delete cases remove; runs once the demo data is in. */
export async function prepareInspectionCases(db: Kysely<DatabaseSchema>, world: World): Promise<void> {
  const own = await db
    .selectFrom('app_user as u')
    .innerJoin('station as s', 's.id', 'u.station_id')
    .where('u.id', '=', world.userId.institution)
    .select(['s.id', 's.code'])
    .executeTakeFirstOrThrow();
  const other = await db
    .selectFrom('station')
    .where('kind', '=', 2)
    .where('id', '<>', own.id)
    .select('id')
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const otherCity = await db
    .insertInto('station')
    .values({
      code: 'HZJY330102',
      name: '杭州市上城区气瓶检验站',
      kind: 2,
      station_type: null,
      division_code: '330102',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const addUser = async (stationId: number, code: string) =>
    (
      await db
        .insertInto('inspect_user')
        .values({ station_id: stationId, code, name: '矩阵检验员' })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  const addUnit = async (stationId: number, code: string) =>
    (
      await db
        .insertInto('inspection_send_unit')
        .values({ station_id: stationId, code, name: `矩阵送检单位${code}` })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  const firstOf = async (table: 'inspect_user' | 'inspection_send_unit', stationId: number) =>
    (
      await db
        .selectFrom(table)
        .where('station_id', '=', stationId)
        .select('id')
        .orderBy('id')
        .executeTakeFirstOrThrow()
    ).id;
  const deleters = ['superadmin', 'city', 'institution'] as const;
  inspection = {
    ownInstitutionId: own.id,
    ownInstitutionCode: own.code,
    otherInstitutionId: other.id,
    otherCityInstitutionId: otherCity.id,
    ownInspectUserId: await firstOf('inspect_user', own.id),
    ownSendUnitId: await firstOf('inspection_send_unit', own.id),
    otherInspectUserId: await firstOf('inspect_user', other.id),
    otherSendUnitId: await firstOf('inspection_send_unit', other.id),
    otherCityInspectUserId: await addUser(otherCity.id, 'HZJY330102001'),
    otherCitySendUnitId: await addUnit(otherCity.id, 'HZJY330102S001'),
    spareInspectUserIds: {},
    spareSendUnitIds: {},
  };
  for (const [index, role] of deleters.entries()) {
    inspection.spareInspectUserIds[role] = await addUser(own.id, `MXDEL${index}`);
    inspection.spareSendUnitIds[role] = await addUnit(own.id, `MXDEL${index}`);
  }
}

const base = '/api/samr/UnitManage';
const manage = menuCells(menusFor('inspectStations'), 'scoped');
const upkeep = menuCells(menusFor('inspectionUpkeep'), 'scoped');
const read = menuCells(menusFor('inspectStations', 'inspectionUpkeep'), 'scoped');

/** The institution each role may act on, and one it may not. */
function institutions(role: LoggedInRole) {
  return {
    own: inspection.ownInstitutionId,
    foreign: role === 'institution' ? inspection.otherInstitutionId : inspection.otherCityInstitutionId,
  };
}

/** A valid credit code, different for each serial. */
function creditCode(serial: number): string {
  const body = `91330402MX${String(serial).padStart(7, '0')}`;
  return `${body}${creditCodeCheckCharacter(body)}`;
}

const institutionForm = (code: string, serial: number) => ({
  stationCode: code,
  stationName: `矩阵检验机构${code}`,
  divisionCode: '330402',
  creditCode: creditCode(serial),
  phone: '0573-82220000',
  licenseNo: 'TS7133-MX',
  licenseUntil: '2029-12-31',
});

/** A GET whose own object answers 200 and whose foreign object 404, with `query` naming the object. */
function scopedGet(path: string, query: (id: number) => string, secret: string, cells = read): RouteCase {
  return {
    cells,
    request: () => get(`${base}/${path}?${query(inspection.ownInstitutionId)}`),
    scope: (_world, role) => {
      const { own, foreign } = institutions(role);
      return { own: get(`${base}/${path}?${query(own)}`), foreign: get(`${base}/${path}?${query(foreign)}`), secret };
    },
  };
}

/** A POST acting on an institution: the own one answers 200, the foreign one 404. */
function scopedPost(
  path: string,
  body: (id: number, world: World) => Record<string, unknown>,
  cells: RouteCase['cells'],
): RouteCase {
  return {
    cells,
    request: (world) => post(`${base}/${path}`, body(inspection.ownInstitutionId, world)),
    scope: (world, role) => {
      const { own, foreign } = institutions(role);
      return {
        own: post(`${base}/${path}`, body(own, world)),
        foreign: post(`${base}/${path}`, body(foreign, world)),
        secret: 'data',
      };
    },
  };
}

/** A POST on one row (an inspector or a sending unit): the role's own row answers 200, a foreign one 404. */
function rowPost(
  path: string,
  ownRow: (role: LoggedInRole) => number,
  foreignRow: (role: LoggedInRole) => number,
  body: (id: number) => Record<string, unknown>,
): RouteCase {
  return {
    cells: upkeep,
    request: () => post(`${base}/${path}`, body(ownRow('superadmin'))),
    scope: (_world, role) => ({
      own: post(`${base}/${path}`, body(ownRow(role))),
      foreign: post(`${base}/${path}`, body(foreignRow(role))),
      secret: 'data',
    }),
  };
}

const foreignUser = (role: LoggedInRole) =>
  role === 'institution' ? inspection.otherInspectUserId : inspection.otherCityInspectUserId;
const foreignUnit = (role: LoggedInRole) =>
  role === 'institution' ? inspection.otherSendUnitId : inspection.otherCitySendUnitId;
let serial = 0;

/** A list of an institution's rows: the institution's user names none (its own), others name the institution. */
function upkeepList(path: string, secret: string): RouteCase {
  return scopedGet(path, (id) => `InspectStationId=${id}`, secret, upkeep);
}

export const inspectStationCases: Record<string, RouteCase> = {
  [`GET ${base}/QueryInspectStation`]: {
    cells: menuCells(menusFor('inspectStations')),
    request: () => get(`${base}/QueryInspectStation`),
  },
  [`POST ${base}/AddInspectionStation`]: {
    cells: menuCells(menusFor('inspectStations')),
    request: (_world, role) => post(`${base}/AddInspectionStation`, institutionForm(`MX-${role}`, role.length * 7)),
  },
  [`POST ${base}/UpdateInspectionStation`]: scopedPost(
    'UpdateInspectionStation',
    (id) => ({ ...institutionForm(inspection.ownInstitutionCode, 99), id }),
    manage,
  ),
  [`POST ${base}/BatchInspectStationIsValid`]: scopedPost(
    'BatchInspectStationIsValid',
    (id) => ({ ids: [id], isValid: true }),
    manage,
  ),
  [`GET ${base}/QueryInspectStationInfo`]: scopedGet('QueryInspectStationInfo', (id) => `Id=${id}`, 'stationName'),
  [`GET ${base}/QueryRegulatorByInspectStation`]: scopedGet(
    'QueryRegulatorByInspectStation',
    (id) => `Id=${id}`,
    'divisionName',
  ),
  [`GET ${base}/queryInspectStationbyFillStation`]: {
    cells: menuCells(menusFor('inspectStations', 'fillStations', 'stationUpkeep'), 'scoped'),
    request: (world) => get(`${base}/queryInspectStationbyFillStation?FillStationId=${world.ownStationId}`),
    scope: (world, role) => {
      const { own, foreign } = stationTargets(world, role);
      return {
        ...(own ? { own: get(`${base}/queryInspectStationbyFillStation?FillStationId=${own}`) } : {}),
        foreign: get(`${base}/queryInspectStationbyFillStation?FillStationId=${foreign}`),
        secret: 'stationName',
      };
    },
  },
  [`GET ${base}/QueryInspectStationFillStation`]: scopedGet(
    'QueryInspectStationFillStation',
    (id) => `InspectStationId=${id}`,
    'stationTypeName',
    manage,
  ),
  [`GET ${base}/SelectInspectStationFillStation`]: scopedGet(
    'SelectInspectStationFillStation',
    (id) => `InspectStationId=${id}`,
    'stationTypeName',
    manage,
  ),
  [`POST ${base}/SaveInspectStationFillStationBind`]: scopedPost(
    'SaveInspectStationFillStationBind',
    (id, world) => ({ InspectStationId: id, stationIds: [world.ownStationId] }),
    manage,
  ),
  [`POST ${base}/BatchDeleteInspectStationFillStationBind`]: scopedPost(
    'BatchDeleteInspectStationFillStationBind',
    (id, world) => ({ InspectStationId: id, stationIds: [world.ownStationId] }),
    manage,
  ),

  [`GET ${base}/QueryInspectUser`]: upkeepList('QueryInspectUser', 'certificateNo'),
  [`GET ${base}/GetInspectUserCode`]: upkeepList('GetInspectUserCode', 'code'),
  [`POST ${base}/AddInspectUser`]: scopedPost(
    'AddInspectUser',
    (id) => ({ inspectStationId: id, name: '矩阵新检验员' }),
    upkeep,
  ),
  [`POST ${base}/UpdateInspectUser`]: rowPost(
    'UpdateInspectUser',
    () => inspection.ownInspectUserId,
    foreignUser,
    (id) => ({ id, name: '矩阵检验员' }),
  ),
  [`POST ${base}/DeleteInspectUser`]: rowPost(
    'DeleteInspectUser',
    (role) => inspection.spareInspectUserIds[role] ?? 999_999,
    foreignUser,
    (id) => ({ ids: [id] }),
  ),

  [`GET ${base}/QueryInspectionSendUnit`]: upkeepList('QueryInspectionSendUnit', 'contact'),
  [`GET ${base}/GetInspectionSendUnitCode`]: upkeepList('GetInspectionSendUnitCode', 'code'),
  [`POST ${base}/AddInspectionSendUnit`]: scopedPost(
    'AddInspectionSendUnit',
    (id) => ({ inspectStationId: id, name: `矩阵新送检单位${(serial += 1)}` }),
    upkeep,
  ),
  [`POST ${base}/UpdateInspectionSendUnit`]: rowPost(
    'UpdateInspectionSendUnit',
    () => inspection.ownSendUnitId,
    foreignUnit,
    (id) => ({ id, name: '矩阵送检单位甲' }),
  ),
  [`POST ${base}/DeleteInspectionSendUnit`]: rowPost(
    'DeleteInspectionSendUnit',
    (role) => inspection.spareSendUnitIds[role] ?? 999_999,
    foreignUnit,
    (id) => ({ ids: [id] }),
  ),
};
