import type { Kysely } from 'kysely';
import type { CheckRecordListQuery } from '@gcs/contracts';
import type { DatabaseSchema } from '../../db/schema';
import { regulatorStationIds, stationInScope, type ScopeUser } from '../../platform/dataScope';
import { chinaDayAfter, chinaDayStart } from '../../platform/filterValues';
import { pagedRows, type PagedRows } from '../../platform/pagedRows';
import { startingWith } from '../cylinders/cylinderFilter';

type Db = Kysely<DatabaseSchema>;

/** The check records of the caller's scope (by the checking station), with the filter applied. */
function checks(db: Db, user: ScopeUser, query: CheckRecordListQuery) {
  let rows = db.selectFrom('filling_check as k').where((eb) => stationInScope(user, eb.ref('k.station_id')));
  const { Kind, RegulatorId, StationId, Barcode, DisposeMethod, From, To } = query;
  if (Kind !== undefined) rows = rows.where('k.kind', '=', Kind);
  if (RegulatorId !== undefined) rows = rows.where((eb) => eb('k.station_id', 'in', regulatorStationIds(RegulatorId)));
  if (StationId !== undefined) rows = rows.where('k.station_id', '=', StationId);
  // A prefix (the whole barcode included), as the archive lists match it: a range of the barcode index.
  if (Barcode !== undefined) rows = rows.where((eb) => startingWith(eb.ref('k.cylinder_barcode'), Barcode));
  if (DisposeMethod !== undefined) rows = rows.where('k.dispose_method', '=', DisposeMethod);
  if (From !== undefined) rows = rows.where('k.check_time', '>=', chinaDayStart(From));
  if (To !== undefined) rows = rows.where('k.check_time', '<', chinaDayAfter(To));
  return rows;
}

function selectPage(db: Db, user: ScopeUser, query: CheckRecordListQuery) {
  return checks(db, user, query)
    .innerJoin('station as s', 's.id', 'k.station_id')
    .leftJoin('division as d', 'd.code', 's.division_code')
    .leftJoin('cylinder as c', 'c.id', 'k.cylinder_id')
    .leftJoin('medium as m', 'm.id', 'k.medium_id')
    .select([
      'k.id',
      'k.kind',
      'k.check_time',
      'k.station_id',
      'k.cylinder_id',
      'k.cylinder_barcode',
      'k.operator_name',
      'k.dispose_method',
      'k.items_json',
      'k.pressure',
      'k.end_weight',
      's.name as station_name',
      'd.name as area_name',
      'm.name as medium_name',
      'c.serial_number',
      'c.self_code',
      'c.make_date',
      'c.last_inspection_date',
    ]);
}
export type CheckRecord = Awaited<ReturnType<ReturnType<typeof selectPage>['execute']>>[number];

/** What recording a check needs to know of the barcode: the archive holding it, if any. */
export interface ArchivedCylinder {
  id: number;
  mediumId: number | null;
}

export interface NewCheckRecord {
  kind: number;
  stationId: number;
  cylinderId: number | null;
  barcode: string;
  mediumId: number | null;
  operator: string;
  checkTime: string;
  disposeMethod: number;
  items: unknown;
  pressure: number | null;
  endWeight: number | null;
  userId: number;
}

export type CheckRows = PagedRows<CheckRecordListQuery, CheckRecord>;

/** The pre-fill and post-fill check records' lists, newest first. */
export const checkRows = (db: Db): CheckRows =>
  pagedRows(db, {
    filtered: (user, query: CheckRecordListQuery) => checks(db, user, query),
    ordered: (user, query) => selectPage(db, user, query).orderBy('k.check_time', 'desc').orderBy('k.id', 'desc'),
  });

/** A station's new pre-fill or post-fill check record. */
export class ChecksRepository {
  async cylinder(db: Db, barcode: string): Promise<ArchivedCylinder | null> {
    const row = await db
      .selectFrom('cylinder')
      .select(['id', 'medium_id'])
      .where('barcode', '=', barcode)
      .executeTakeFirst();
    return row ? { id: row.id, mediumId: row.medium_id } : null;
  }

  async insert(db: Db, record: NewCheckRecord): Promise<number> {
    const row = await db
      .insertInto('filling_check')
      .values({
        kind: record.kind,
        station_id: record.stationId,
        cylinder_id: record.cylinderId,
        cylinder_barcode: record.barcode,
        medium_id: record.mediumId,
        operator_name: record.operator,
        check_time: record.checkTime,
        dispose_method: record.disposeMethod,
        items_json: record.items === null ? null : JSON.stringify(record.items),
        pressure: record.pressure,
        end_weight: record.endWeight,
        user_id: record.userId,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return Number(row.id);
  }
}
