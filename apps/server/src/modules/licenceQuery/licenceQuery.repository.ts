import { sql, type Kysely } from 'kysely';
import { licenceWindowDays, type LicenceQuery } from '@gcs/contracts';
import type { DatabaseSchema } from '../../db/schema';
import { regulatorStationIds, stationInScope, type ScopeUser } from '../../platform/dataScope';
import { containing } from '../../platform/filterValues';
import { pagedRows } from '../../platform/pagedRows';

type Db = Kysely<DatabaseSchema>;

/** The valid filling stations of the caller's scope that the filter keeps, their licence judged on `today`. */
function licencesOf(db: Db, today: string, user: ScopeUser, query: LicenceQuery) {
  const { RegulatorId, StationId, LicenseNo, Window } = query;
  let rows = db
    .selectFrom('station as s')
    .where('s.kind', '=', 1)
    .where('s.is_valid', '=', true)
    .where((eb) => stationInScope(user, eb.ref('s.id')));
  if (RegulatorId !== undefined) rows = rows.where((eb) => eb('s.id', 'in', regulatorStationIds(RegulatorId)));
  if (StationId !== undefined) rows = rows.where('s.id', '=', StationId);
  if (LicenseNo !== undefined) rows = rows.where('s.license_no', 'like', containing(LicenseNo));
  const days = Window === undefined ? undefined : licenceWindowDays[Window];
  if (Window === 1) rows = rows.where('s.license_until', '<', today);
  if (Window === 5) rows = rows.where('s.license_until', 'is', null);
  if (days !== undefined) {
    rows = rows.where(sql<boolean>`s.license_until between ${today}::date and ${today}::date + ${days}::int`);
  }
  return rows;
}

/** 许可证查询: undated and expired licences first, then by expiry, then by station code. */
export const licenceRows = (db: Db, today: () => string) =>
  pagedRows(db, {
    filtered: (user, query: LicenceQuery) => licencesOf(db, today(), user, query),
    ordered: (user, query) =>
      licencesOf(db, today(), user, query)
        .leftJoin('division as d', 'd.code', 's.division_code')
        .select(['s.id', 's.name', 's.license_no', 's.license_issued', 's.license_until'])
        .select(sql<string>`coalesce(d.name, '')`.as('area_name'))
        .select(sql<number | null>`s.license_until - ${today()}::date`.as('days_left'))
        .orderBy(sql`s.license_until nulls first`)
        .orderBy('s.code'),
  });
