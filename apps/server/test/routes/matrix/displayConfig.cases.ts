import type { Kysely } from 'kysely';
import { menusFor } from '@gcs/contracts';
import type { DatabaseSchema } from '../../../src/db/schema';
import { get, menuCells, post, type RouteCase } from './matrixKit';

/** Display configuration (Setting/Column): the holders of its menu, which the demo data gives system managers only. */

const base = '/api/samr/Auth';
const cells = menuCells(menusFor('displayConfig'));

/** Configures the pages the cases change and drop (the add case configures a page the demo data leaves unconfigured). */
export async function prepareDisplayConfigCases(db: Kysely<DatabaseSchema>): Promise<void> {
  await db
    .insertInto('column_config')
    .values(
      ['Regulator', 'RegionalManagement'].map((pageName) => ({
        page_name: pageName,
        column_code: 'ordinalNum',
        column_name: '序号',
        is_display: true,
        display_order: 1,
      })),
    )
    .execute();
}

export const displayConfigCases: Record<string, RouteCase> = {
  [`GET ${base}/GetDisplayConfigSummary`]: { cells, ok: true, request: () => get(`${base}/GetDisplayConfigSummary`) },
  [`GET ${base}/GetDisplayConfig`]: {
    cells,
    ok: true,
    request: () => get(`${base}/GetDisplayConfig?PageName=DocQuery`),
  },
  [`POST ${base}/AddDisplayConfig`]: {
    cells,
    ok: true,
    request: () => post(`${base}/AddDisplayConfig`, { PageName: 'Role' }),
  },
  [`POST ${base}/UpdateDisplayConfig`]: {
    cells,
    ok: true,
    request: () =>
      post(`${base}/UpdateDisplayConfig`, {
        PageName: 'Regulator',
        columns: [
          { columnCode: 'ordinalNum', isDisplay: true },
          { columnCode: 'regulatorName', isDisplay: true },
        ],
      }),
  },
  [`POST ${base}/DelDisplayConfigSummary`]: {
    cells,
    ok: true,
    request: () => post(`${base}/DelDisplayConfigSummary`, { PageName: 'RegionalManagement' }),
  },
};
