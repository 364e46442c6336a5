import { sql, type Kysely } from 'kysely';
import type { FillingRefusalListQuery } from '@gcs/contracts';
import type { DatabaseSchema } from '../../db/schema';
import { regulatorStationIds, stationInScope, type ScopeUser } from '../../platform/dataScope';
import { chinaDayAfter, chinaDayStart, containing } from '../../platform/filterValues';
import { pagedRows, type PagedRows } from '../../platform/pagedRows';

type Db = Kysely<DatabaseSchema>;

/** The refusals of the caller's scope (by the station that asked), with the filter applied. */
function refusals(db: Db, user: ScopeUser, query: FillingRefusalListQuery) {
  let rows = db.selectFrom('filling_refusal as f').where((eb) => stationInScope(user, eb.ref('f.station_id')));
  const { RegulatorId, StationId, Barcode, Reason, From, To } = query;
  if (RegulatorId !== undefined) rows = rows.where((eb) => eb('f.station_id', 'in', regulatorStationIds(RegulatorId)));
  if (StationId !== undefined) rows = rows.where('f.station_id', '=', StationId);
  if (Barcode !== undefined) rows = rows.where('f.barcode', 'like', containing(Barcode));
  if (Reason !== undefined) rows = rows.where(sql<boolean>`${Reason}::smallint = any(f.reasons)`);
  if (From !== undefined) rows = rows.where('f.at', '>=', chinaDayStart(From));
  if (To !== undefined) rows = rows.where('f.at', '<', chinaDayAfter(To));
  return rows;
}

function selectPage(db: Db, user: ScopeUser, query: FillingRefusalListQuery) {
  return refusals(db, user, query)
    .innerJoin('station as s', 's.id', 'f.station_id')
    .leftJoin('division as d', 'd.code', 's.division_code')
    .leftJoin('app_user as u', 'u.id', 'f.user_id')
    .leftJoin('scale_device as sd', 'sd.id', 'f.device_id')
    .select([
      'f.id',
      'f.at',
      'f.station_id',
      'f.barcode',
      'f.cylinder_id',
      'f.reasons',
      's.name as station_name',
      'd.name as area_name',
      'u.user_name',
      'sd.device_code',
    ]);
}
export type RefusalRecord = Awaited<ReturnType<ReturnType<typeof selectPage>['execute']>>[number];

export type RefusalRows = PagedRows<FillingRefusalListQuery, RefusalRecord>;

/** The refused filling attempts, newest first. */
export const refusalRows = (db: Db): RefusalRows =>
  pagedRows(db, {
    filtered: (user, query: FillingRefusalListQuery) => refusals(db, user, query),
    ordered: (user, query) => selectPage(db, user, query).orderBy('f.at', 'desc').orderBy('f.id', 'desc'),
  });
