import type { Kysely } from 'kysely';
import { menusFor } from '@gcs/contracts';
import type { DatabaseSchema } from '../../../src/db/schema';
import { get, menuCells, post, stationFiltered, stationTargets, type RouteCase, type World } from './matrixKit';

const base = '/api/samr/CylinderInspectionRecord';

/** Concluded inspections of the world's cylinders: one of the own station's per reviewing role, and two foreign ones. */
const findings = new Map<string, number>();

export async function prepareFindingsAuditCases(db: Kysely<DatabaseSchema>, world: World) {
  const institution = await db
    .selectFrom('station')
    .where('kind', '=', 2)
    .select('id')
    .orderBy('id')
    .executeTakeFirstOrThrow();
  for (const [key, cylinderId] of [
    ['own-city', world.ownCylinderId],
    ['own-district', world.ownCylinderId],
    ['otherDistrict', world.otherDistrictCylinderId],
    ['otherCity', world.otherCityCylinderId],
  ] as const) {
    const row = await db
      .insertInto('inspection_record')
      .values({
        cylinder_id: cylinderId,
        station_id: institution.id,
        report_code: `MX-FINDING-${key}`,
        result: 1,
        operation_time: '2026-01-05T02:00:00.000Z',
        last_inspection_date: '2026-01-05',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    findings.set(key, Number(row.id));
  }
}

const review = (id: number | undefined) => post(`${base}/FindingsReview`, { Id: id ?? 2_147_483_000, Result: 1 });

/**
 * 检验结论审核: read within scope by the holders of the page (the demo regulators); a regulator reviews a conclusion
 * of its scope once (another region's answers 404); institutions and stations are refused (none holds the page).
 */
export const findingsAuditCases: Record<string, RouteCase> = {
  [`GET ${base}/FindingsAuditList`]: {
    cells: menuCells(menusFor('findingsAudit'), 'scoped'),
    request: () => get(`${base}/FindingsAuditList`),
    scope: stationFiltered(`${base}/FindingsAuditList`, 'MX-OTHERCITY'),
  },
  [`POST ${base}/FindingsReview`]: {
    cells: menuCells(menusFor('findingsAudit'), 'scoped'),
    // A record no one has: the system manager learns it is missing (404).
    request: () => review(undefined),
    scope: (world: World, role) => {
      const foreign = stationTargets(world, role).foreign === world.otherCityStationId ? 'otherCity' : 'otherDistrict';
      const own = findings.get(`own-${role}`);
      return {
        ...(own ? { own: review(own) } : {}),
        foreign: review(findings.get(foreign)),
        secret: 'MX-FINDING',
      };
    },
  },
};
