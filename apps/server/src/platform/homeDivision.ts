import { sql, type Kysely, type RawBuilder } from 'kysely';
import { BelongToType, usageSummaryMessages } from '@gcs/contracts';
import type { DatabaseSchema } from '../db/schema';
import type { ScopeUser } from './dataScope';
import { HttpError } from './errors';

type Db = Kysely<DatabaseSchema>;

/**
 * The division a regulator or a station user works in; null for a system manager (the whole tree); undefined when
 * the user has none (a regulator or station without a division). The region reports and the dashboard start there.
 */
export async function homeDivisionOf(db: Db, user: ScopeUser): Promise<string | null | undefined> {
  if (user.isSystemManager) return null;
  if (user.belongToType === BelongToType.Regulator && user.regulatorId !== null) {
    const row = await db
      .selectFrom('regulator')
      .where('id', '=', user.regulatorId)
      .select('division_code')
      .executeTakeFirst();
    return row?.division_code;
  }
  if (user.stationId === null) return undefined;
  const row = await db
    .selectFrom('station')
    .where('id', '=', user.stationId)
    .select('division_code')
    .executeTakeFirst();
  return row?.division_code;
}

/** Whether a division is the home division or lies below it (any known division, for a home of the whole tree). */
export async function divisionWithin(db: Db, code: string, home: string | null): Promise<boolean> {
  const result = await sql<{ found: number }>`
    with recursive up (code) as (
      select code from division where code = ${code}
      union all
      select d.parent_code from division d join up on d.code = up.code where d.parent_code is not null
    )
    select 1 as found from up where ${home === null ? sql`true` : sql`code = ${home}`} limit 1`.execute(db);
  return result.rows.length > 0;
}

/**
 * The division a region report or the dashboard counts: the chosen one, or the caller's home division (null: the
 * whole tree); 404 with the reports' message for a division that is unknown, not the caller's or not below it.
 */
export async function chosenRegion(db: Db, user: ScopeUser, chosen: string | undefined): Promise<string | null> {
  const home = await homeDivisionOf(db, user);
  if (home === undefined) throw new HttpError(404, usageSummaryMessages.divisionOutOfScope);
  if (chosen === undefined) return home;
  if (!(await divisionWithin(db, chosen, home))) throw new HttpError(404, usageSummaryMessages.divisionOutOfScope);
  return chosen;
}

/**
 * The CTE `regions (root, code)` of a region report: every child of the chosen division (the top-level divisions when
 * none is chosen) with each division of its subtree, and the chosen division itself as its own root.
 */
export function regionsCte(region: string | null): RawBuilder<unknown> {
  const children = region === null ? sql`parent_code is null` : sql`parent_code = ${region}`;
  const own = region === null ? sql`` : sql`union all select ${region}::text, ${region}::text`;
  return sql`with recursive tree (root, code) as (
      select code, code from division where ${children}
      union all
      select tree.root, d.code from division d join tree on d.parent_code = tree.code
    ), regions (root, code) as (select root, code from tree ${own})`;
}

/** A row of a region report: a child of the chosen division, or (own) the chosen division itself. */
export interface RegionRecord {
  code: string;
  name: string;
  /** The chosen division's own row (stations located in it directly, not in a child). */
  own: boolean;
}

/** The rows of a region report: the children of the region by code, then the region's own row (`<name>（本级）`). */
export async function regionRows(db: Db, region: string | null): Promise<RegionRecord[]> {
  const own =
    region === null
      ? sql``
      : sql`union all select code, name || '（本级）', true, 1 from division where code = ${region}`;
  const children = region === null ? sql`parent_code is null` : sql`parent_code = ${region}`;
  const result = await sql<RegionRecord & { place: number }>`
    select code, name, false as own, 0 as place from division where ${children}
    ${own}
    order by place, code`.execute(db);
  return result.rows.map(({ code, name, own: isOwn }) => ({ code, name, own: isOwn }));
}
