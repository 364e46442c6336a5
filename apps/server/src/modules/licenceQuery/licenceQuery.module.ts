import { sql, type Kysely } from 'kysely';
import { licenceApi, licenceState, licenceWindowDays, todayInChina, type LicenceQuery } from '@gcs/contracts';
import type { DatabaseSchema } from '../../db/schema';
import { regulatorStationIds, stationInScope, type ScopeUser } from '../../platform/dataScope';
import { containing } from '../../platform/filterValues';
import { registerList } from '../../platform/listRoutes';
import { pagedRows } from '../../platform/pagedRows';
import type { PlatformModule } from '../platformModule';

/** The valid filling stations of the caller's scope that the filter keeps, their licence judged on `today`. */
function licencesOf(db: Kysely<DatabaseSchema>, today: string, user: ScopeUser, query: LicenceQuery) {
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

/** 许可证查询: the filling licences of the stations in scope, undated and expired first, then by expiry and code. */
export const licenceQueryModule: PlatformModule = (app, { db, lists, now, today: fixedToday }) => {
  const today = fixedToday ?? (() => todayInChina(now()));
  const rows = pagedRows(db, {
    filtered: (user, query: LicenceQuery) => licencesOf(db, today(), user, query),
    ordered: (user, query) =>
      licencesOf(db, today(), user, query)
        .leftJoin('division as d', 'd.code', 's.division_code')
        .select(['s.id as stationId', 's.name as stationName', 's.license_no as licenseNo'])
        .select(['s.license_issued as licenseIssued', 's.license_until as licenseUntil'])
        .select(sql<string>`coalesce(d.name, '')`.as('areaName'))
        .select(sql<number | null>`s.license_until - ${today()}::date`.as('daysLeft'))
        .orderBy(sql`s.license_until nulls first`)
        .orderBy('s.code'),
  });
  registerList(app, lists, {
    page: 'licenceQuery',
    call: licenceApi.list,
    source: {
      ...rows,
      toRow: (row, ordinalNum) => ({ ...row, ordinalNum, state: licenceState(row.daysLeft) }),
      rowsProveStationScope: true,
    },
  });
};
