import type { Kysely } from 'kysely';
import type { UploadConflictQuery } from '@gcs/contracts';
import type { DatabaseSchema } from '../../db/schema';
import { regulatorStationIds, stationInScope, type ScopeUser } from '../../platform/dataScope';
import { chinaDayAfter, chinaDayStart } from '../../platform/filterValues';
import { pagedRows, type PagedRows } from '../../platform/pagedRows';

type Db = Kysely<DatabaseSchema>;

function conflicts(db: Db, user: ScopeUser, query: UploadConflictQuery) {
  const { RegulatorId, StationId, From, To } = query;
  let rows = db
    .selectFrom('filling_upload_conflict as c')
    .innerJoin('station as s', 's.id', 'c.station_id')
    .where((eb) => stationInScope(user, eb.ref('c.station_id')));
  if (RegulatorId !== undefined) rows = rows.where((eb) => eb('c.station_id', 'in', regulatorStationIds(RegulatorId)));
  if (StationId !== undefined) rows = rows.where('c.station_id', '=', StationId);
  if (From !== undefined) rows = rows.where('c.reported_at', '>=', chinaDayStart(From));
  if (To !== undefined) rows = rows.where('c.reported_at', '<', chinaDayAfter(To));
  return rows;
}

/** Each refused offer with its scale and the record stored under its guid (absent when deleted since). */
function selectConflicts(db: Db, user: ScopeUser, query: UploadConflictQuery) {
  return conflicts(db, user, query)
    .leftJoin('scale_device as d', 'd.id', 'c.device_id')
    .leftJoin('filling_guid as g', 'g.filling_guid', 'c.filling_guid')
    .leftJoin('filling_record as f', (join) =>
      join.onRef('f.filling_guid', '=', 'g.filling_guid').onRef('f.begin_time', '=', 'g.begin_time'),
    )
    .leftJoin('medium as m', 'm.id', 'f.medium_id')
    .select([
      'c.id',
      'c.station_id',
      's.name as station_name',
      'd.device_code',
      'c.filling_guid',
      'c.reported_at',
      'c.offered',
      'f.id as record_id',
      'f.cylinder_barcode',
      'f.balance',
      'f.cylinder_spec',
      'm.name as medium_name',
      'f.operator_name',
      'f.filling_weight',
      'f.begin_weight',
      'f.end_weight',
      'f.residual_liquid_weight',
      'f.filling_pressure',
      'f.temperature',
      'f.plate_number',
      'f.begin_time',
      'f.end_time',
      'f.operation_time',
    ]);
}
export type UploadConflictRecord = Awaited<ReturnType<ReturnType<typeof selectConflicts>['execute']>>[number];

export type UploadConflictRows = PagedRows<UploadConflictQuery, UploadConflictRecord>;

/** The refused uploads of the caller's scope, newest first. */
export const uploadConflictRows = (db: Db): UploadConflictRows =>
  pagedRows(db, {
    filtered: (user, query: UploadConflictQuery) => conflicts(db, user, query),
    ordered: (user, query) => selectConflicts(db, user, query).orderBy('c.reported_at', 'desc').orderBy('c.id', 'desc'),
  });
