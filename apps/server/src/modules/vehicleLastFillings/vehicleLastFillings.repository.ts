import { sql, type Kysely } from 'kysely';
import { CylinderCategory, type VehicleLastFillingQuery } from '@gcs/contracts';
import type { DatabaseSchema } from '../../db/schema';
import { regulatorStationIds, stationInScope, type ScopeUser } from '../../platform/dataScope';
import { chinaDayAfter, chinaDayStart, containing } from '../../platform/filterValues';
import { pagedRows } from '../../platform/pagedRows';

type Db = Kysely<DatabaseSchema>;

/**
 * The last filling of each vehicle cylinder (the table every upload keeps in its own transaction, one row per
 * barcode, read by its (station_id, begin_time) index) with the cylinder's archive, where that filling's station lies
 * in the caller's scope, with the filter applied.
 */
function lastFillings(db: Db, user: ScopeUser, query: VehicleLastFillingQuery) {
  const { RegulatorId, StationId, DepartmentName, PlateNumber, From, To } = query;
  let rows = db
    .selectFrom('cylinder_last_filling as l')
    .innerJoin('cylinder as c', 'c.barcode', 'l.barcode')
    .innerJoin('station as s', 's.id', 'l.station_id')
    .where('c.category', '=', CylinderCategory.Vehicle)
    .where((eb) => stationInScope(user, eb.ref('l.station_id')));
  if (RegulatorId !== undefined) rows = rows.where((eb) => eb('l.station_id', 'in', regulatorStationIds(RegulatorId)));
  if (StationId !== undefined) rows = rows.where('l.station_id', '=', StationId);
  if (DepartmentName !== undefined) rows = rows.where('c.department_name', '=', DepartmentName);
  if (PlateNumber !== undefined) rows = rows.where('c.plate_num', 'like', containing(PlateNumber));
  if (From !== undefined) rows = rows.where('l.begin_time', '>=', chinaDayStart(From));
  if (To !== undefined) rows = rows.where('l.begin_time', '<', chinaDayAfter(To));
  return rows;
}

const counts = () => [sql<string>`count(distinct c.plate_num)`.as('vehicles'), sql<string>`count(*)`.as('cylinders')];

export type VehicleCounts = { vehicles: string; cylinders: string };

/** The vehicle filling reports: the last fillings of vehicle cylinders, by department, by station and one by one. */
export class VehicleLastFillingsRepository {
  constructor(private readonly db: Db) {}

  /** Each using department's counts, by name (no department last); counted by name, none and empty as one. */
  departmentRows() {
    return pagedRows(this.db, {
      filtered: (user, query: VehicleLastFillingQuery) =>
        lastFillings(this.db, user, query).groupBy(sql`coalesce(c.department_name, '')`),
      ordered: (user, query) =>
        lastFillings(this.db, user, query)
          .groupBy('c.department_name')
          .select('c.department_name')
          .select(counts)
          .select([
            sql<string>`count(distinct l.station_id)`.as('stations'),
            sql<string>`max(l.begin_time)`.as('last_time'),
          ])
          .orderBy(sql`c.department_name nulls last`),
      counts: 'groups',
    });
  }

  /** Each station's counts, in the order of the region tree; counted by station. */
  stationRows() {
    return pagedRows(this.db, {
      filtered: (user, query: VehicleLastFillingQuery) => lastFillings(this.db, user, query).groupBy('l.station_id'),
      ordered: (user, query) =>
        lastFillings(this.db, user, query)
          .leftJoin('division as d', 'd.code', 's.division_code')
          .groupBy(['s.id', 's.name', 's.code', 's.division_code', 'd.name'])
          .select(['s.id as station_id', 's.name as station_name', 'd.name as area_name'])
          .select(counts)
          .select([
            sql<string>`count(distinct c.department_name)`.as('departments'),
            sql<string>`max(l.begin_time)`.as('last_time'),
          ])
          .orderBy('s.division_code')
          .orderBy('s.code')
          .orderBy('s.id'),
      counts: 'groups',
    });
  }

  /** The 合计: distinct vehicles and cylinders over the whole filter. */
  totals(user: ScopeUser, query: VehicleLastFillingQuery): Promise<VehicleCounts> {
    return lastFillings(this.db, user, query).select(counts).executeTakeFirstOrThrow();
  }

  /** The last fillings one by one, by department and plate (vcList) or by station, the latest first (VcListByStation). */
  listRows(order: 'department' | 'station') {
    return pagedRows(this.db, {
      filtered: (user, query: VehicleLastFillingQuery) => lastFillings(this.db, user, query),
      ordered: (user, query) => this.ordered(user, query, order),
    });
  }

  private ordered(user: ScopeUser, query: VehicleLastFillingQuery, order: 'department' | 'station') {
    const rows = lastFillings(this.db, user, query)
      .leftJoin('filling_record as f', (join) =>
        join.onRef('f.filling_guid', '=', 'l.filling_guid').onRef('f.begin_time', '=', 'l.begin_time'),
      )
      .select([
        'c.id as cylinder_id',
        'l.barcode',
        'c.plate_num',
        'f.plate_number',
        'c.department_name',
        'c.vc_type_name',
        'l.station_id',
        's.name as station_name',
        'l.begin_time',
        'f.filling_weight',
        'f.operator_name',
        'f.insert_time',
      ]);
    const ordered =
      order === 'department'
        ? rows.orderBy(sql`c.department_name nulls last`).orderBy(sql`c.plate_num nulls last`)
        : rows.orderBy('s.division_code').orderBy('s.code').orderBy('s.id').orderBy('l.begin_time', 'desc');
    return ordered.orderBy('l.barcode');
  }
}
