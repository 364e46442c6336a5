import type { Kysely } from 'kysely';
import { menusFor } from '@gcs/contracts';
import type { DatabaseSchema } from '../../../src/db/schema';
import { get, menuCells, post, type Cell, type Role, type RouteCase } from './matrixKit';

/** Regulators, their station bindings and districts (UnitManage, Setting/RegionalManagement). */

const base = '/api/samr/UnitManage';

/** Objects the cases act on, made by prepareRegulatorCases before the matrix runs. */
const targets = {
  cityRegulatorId: 0,
  /** Below the city regulator, holding nothing: edited, enabled and bound. */
  spareId: 0,
  /** Below the city regulator, holding nothing: deleted by the system manager and by the city regulator. */
  deletable: { superadmin: 0, city: 0 },
  /** A regulator of another city: outside the city regulator's scope. */
  foreignId: 0,
  fillStationId: 0,
  inspectStationId: 0,
};

/** Adds the regulators the cases change or delete, and finds the stations they bind. */
export async function prepareRegulatorCases(db: Kysely<DatabaseSchema>): Promise<void> {
  const city = await db
    .selectFrom('regulator')
    .where('division_code', '=', '330400')
    .select('id')
    .executeTakeFirstOrThrow();
  const add = async (name: string, divisionCode: string, parentId: number | null, level: number) =>
    (
      await db
        .insertInto('regulator')
        .values({ name, division_code: divisionCode, parent_id: parentId, level })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  targets.cityRegulatorId = city.id;
  targets.spareId = await add('矩阵监管单位', '330402', city.id, 3);
  targets.deletable = {
    superadmin: await add('矩阵待删除监管单位一', '330411', city.id, 3),
    city: await add('矩阵待删除监管单位二', '330411', city.id, 3),
  };
  targets.foreignId = await add('矩阵杭州市监管单位', '330100', null, 2);
  const station = async (kind: number) =>
    (
      await db
        .selectFrom('station')
        .where('kind', '=', kind)
        .where('division_code', '=', '330402')
        .select('id')
        .orderBy('id')
        .executeTakeFirstOrThrow()
    ).id;
  targets.fillStationId = await station(1);
  targets.inspectStationId = await station(2);
}

const regulatorMenus = menusFor('regulatorUnits');
/** The system manager manages every regulator; the city regulator those below its own (scoped). */
const regulatorCells: Record<Role, Cell> = { ...menuCells(regulatorMenus), city: 'scoped' };
const foreignSecret = '矩阵杭州市监管单位';

/** A case whose valid request a system manager makes, and a city regulator makes on its own and a foreign target. */
function regulatorCase(request: (regulatorId: number) => ReturnType<typeof post>): RouteCase {
  return {
    cells: regulatorCells,
    ok: true,
    request: () => request(targets.spareId),
    scope: () => ({
      own: request(targets.spareId),
      foreign: request(targets.foreignId),
      secret: foreignSecret,
    }),
  };
}

function bindingCases(station: 'FillStation' | 'InspectStation'): Record<string, RouteCase> {
  const stationId = () => (station === 'FillStation' ? targets.fillStationId : targets.inspectStationId);
  const body = (regulatorId: number) => ({ RegulatorId: regulatorId, stationIds: [stationId()] });
  return {
    [`GET ${base}/QueryRegulator${station}`]: regulatorCase((id) =>
      get(`${base}/QueryRegulator${station}?RegulatorId=${id}`),
    ),
    [`GET ${base}/SelectRegulator${station}`]: regulatorCase((id) =>
      get(`${base}/SelectRegulator${station}?RegulatorId=${id}`),
    ),
    [`POST ${base}/SaveRegulator${station}Bind`]: regulatorCase((id) =>
      post(`${base}/SaveRegulator${station}Bind`, body(id)),
    ),
    [`POST ${base}/BatchDeleteRegulator${station}Bind`]: regulatorCase((id) =>
      post(`${base}/BatchDeleteRegulator${station}Bind`, body(id)),
    ),
  };
}

const districtCells = menuCells(menusFor('districts'));

export const regulatorCases: Record<string, RouteCase> = {
  [`GET ${base}/QueryRegulatorUnit`]: {
    cells: menuCells(regulatorMenus),
    ok: true,
    request: () => get(`${base}/QueryRegulatorUnit?RegulatorName=${encodeURIComponent('矩阵')}`),
  },
  [`POST ${base}/AddRegulator`]: {
    cells: menuCells(regulatorMenus),
    ok: true,
    request: (_world, role) =>
      post(`${base}/AddRegulator`, {
        regulatorName: `矩阵新增监管单位（${role}）`,
        divisionCode: '330402',
        parentId: targets.cityRegulatorId,
      }),
  },
  [`POST ${base}/UpdateRegulator`]: regulatorCase((id) =>
    post(`${base}/UpdateRegulator`, {
      id,
      regulatorName: id === targets.spareId ? '矩阵监管单位' : foreignSecret,
      divisionCode: id === targets.spareId ? '330402' : '330100',
      parentId: targets.cityRegulatorId,
    }),
  ),
  [`POST ${base}/BatchRegulatorIsValid`]: regulatorCase((id) =>
    post(`${base}/BatchRegulatorIsValid`, { ids: [id], isValid: true }),
  ),
  [`POST ${base}/DeleteRegulator`]: {
    cells: regulatorCells,
    ok: true,
    // Every cell makes the request first: only the system manager's deletes; a scoped cell's own request deletes.
    request: (_world, role) =>
      post(`${base}/DeleteRegulator`, {
        ids: [role === 'superadmin' ? targets.deletable.superadmin : targets.foreignId],
      }),
    scope: () => ({
      own: post(`${base}/DeleteRegulator`, { ids: [targets.deletable.city] }),
      foreign: post(`${base}/DeleteRegulator`, { ids: [targets.foreignId] }),
      secret: foreignSecret,
    }),
  },
  ...bindingCases('FillStation'),
  ...bindingCases('InspectStation'),
  [`GET ${base}/QueryDistrict`]: {
    cells: districtCells,
    ok: true,
    request: () => get(`${base}/QueryDistrict?ParentCode=330400`),
  },
  [`POST ${base}/AddDistrict`]: {
    cells: districtCells,
    ok: true,
    request: () => post(`${base}/AddDistrict`, { parentCode: '330402', code: '330402901', name: '矩阵街道' }),
  },
  [`POST ${base}/UpdateDistrict`]: {
    cells: districtCells,
    ok: true,
    request: () => post(`${base}/UpdateDistrict`, { code: '330402', name: '南湖区' }),
  },
  [`POST ${base}/DeleteDistrict`]: {
    cells: districtCells,
    ok: true,
    // 东城区 of Beijing: a region of the loaded tree that holds nothing.
    request: () => post(`${base}/DeleteDistrict`, { ids: ['110101'] }),
  },
};
