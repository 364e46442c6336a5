import type { Kysely } from 'kysely';
import { menusFor } from '@gcs/contracts';
import type { DatabaseSchema } from '../../../src/db/schema';
import { get, menuCells, post, roles, type Role, type RouteCase } from './matrixKit';

/** The system log and the system parameters (Setting/SysLogs 008004, Setting/parameter 008005). */

const base = '/api/samr/Auth';
const parameterCells = menuCells(menusFor('parameters'));

/** Objects the cases act on, made by prepareSettingsCases before the matrix runs. */
const targets = { retentionId: 0, deletable: {} as Partial<Record<Role, number>> };

/** Finds the retention parameter and adds one parameter per role for its delete case. */
export async function prepareSettingsCases(db: Kysely<DatabaseSchema>): Promise<void> {
  const retention = await db
    .selectFrom('parameter')
    .select('id')
    .where('code', '=', 'SyslogRetentionMonths')
    .executeTakeFirstOrThrow();
  targets.retentionId = retention.id;
  for (const role of roles) {
    const row = await db
      .insertInto('parameter')
      .values({ code: `MatrixDelete_${role}`, name: `矩阵待删除参数（${role}）`, kind: 'text', value: '删' })
      .returning('id')
      .executeTakeFirstOrThrow();
    targets.deletable[role] = row.id;
  }
}

/** A parameter each allowed role adds (its own code), changes and deletes. */
const parameter = (role: string) => ({
  code: `Matrix${role[0]?.toUpperCase()}${role.slice(1)}`,
  name: `矩阵参数（${role}）`,
  kind: 2,
  value: '矩阵',
});

export const settingsCases: Record<string, RouteCase> = {
  [`GET ${base}/GetSyslogs`]: {
    cells: menuCells(menusFor('sysLogs')),
    ok: true,
    request: () => get(`${base}/GetSyslogs?From=2026-01-01&To=2026-12-31&CountPerPage=10`),
  },
  [`GET ${base}/GetParameter`]: {
    cells: parameterCells,
    ok: true,
    request: () => get(`${base}/GetParameter?Keyword=Syslog`),
  },
  [`POST ${base}/AddParameter`]: {
    cells: parameterCells,
    ok: true,
    request: (_world, role) => post(`${base}/AddParameter`, parameter(role)),
  },
  // The retention, written back unchanged: a valid change every allowed role may make.
  [`POST ${base}/UpdateParameter`]: {
    cells: parameterCells,
    ok: true,
    request: () =>
      post(`${base}/UpdateParameter`, {
        id: targets.retentionId,
        code: 'SyslogRetentionMonths',
        name: '系统日志保留月数',
        kind: 1,
        value: '6',
        minValue: 6,
        maxValue: 120,
        description: null,
        isValid: true,
      }),
  },
  [`POST ${base}/DelParameter`]: {
    cells: parameterCells,
    ok: true,
    request: (_world, role) => post(`${base}/DelParameter`, { ids: [targets.deletable[role] ?? 0] }),
  },
};
