import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import { CylinderStatus, type CylinderFilter } from '@gcs/contracts';
import type { CylinderTable, DatabaseSchema } from '../../db/schema';
import { regulatorStationIds } from '../../platform/dataScope';
import { chinaDayAfter, chinaDayStart, containing, escapeLike } from '../../platform/filterValues';

/** The archive queries read `cylinder as c`. */
export type CylinderTables = DatabaseSchema & { c: CylinderTable };
export type CylinderEb = ExpressionBuilder<CylinderTables, 'c'>;
export type CylinderCondition = (eb: CylinderEb) => Expression<SqlBool>;

type TextColumn = 'c.barcode' | 'c.serial_number' | 'c.self_code' | 'c.plate_num';
type DateColumn = 'c.make_date' | 'c.last_inspection_date' | 'c.next_inspection_date' | 'c.scrap_date';
type InstantColumn = 'c.record_time' | 'c.last_modify_time';
type NumberColumn = 'c.nominal_working_pressure' | 'c.volume' | 'c.wall_thickness';

/** The first day of a yyyy-MM month. */
export function firstDayOf(month: string): string {
  return `${month}-01`;
}

/** The first day of the month after a yyyy-MM month (an end month is included whole: `< first day after`). */
export function firstDayAfter(month: string): string {
  const [year, mon] = month.split('-').map(Number) as [number, number];
  return mon === 12 ? `${year + 1}-01-01` : `${year}-${String(mon + 1).padStart(2, '0')}-01`;
}

/**
 * The smallest string above every string that starts with `prefix` in code-point order: the prefix with its last
 * character incremented (surrogate code points are skipped).
 */
export function prefixUpperBound(prefix: string): string {
  const characters = [...prefix];
  const last = characters.pop();
  if (last === undefined) return '';
  let next = (last.codePointAt(0) ?? 0) + 1;
  if (next >= 0xd800 && next <= 0xdfff) next = 0xe000;
  if (next > 0x10ffff) return prefixUpperBound(characters.join(''));
  return characters.join('') + String.fromCodePoint(next);
}

/**
 * Starts with `prefix`: a range on the column's btree index (databases of this platform sort text by code point:
 * C or C.UTF-8), guarded by LIKE so that no row that does not start with the prefix can pass.
 */
function startsWith(eb: CylinderEb, column: TextColumn, prefix: string): Expression<SqlBool> {
  const upper = prefixUpperBound(prefix);
  return eb.and([
    eb(column, '>=', prefix),
    ...(upper ? [eb(column, '<', upper)] : []),
    eb(column, 'like', `${escapeLike(prefix)}%`),
  ]);
}

function contains(eb: CylinderEb, column: 'c.remark' | 'c.record_entity_name' | 'c.record_man', text: string) {
  return eb(column, 'like', containing(text));
}

function monthRange(
  eb: CylinderEb,
  column: DateColumn,
  start: string | undefined,
  end: string | undefined,
): Expression<SqlBool>[] {
  return [
    ...(start ? [eb(column, '>=', firstDayOf(start))] : []),
    ...(end ? [eb(column, '<', firstDayAfter(end))] : []),
  ];
}

function dayRange(eb: CylinderEb, column: InstantColumn, from: string | undefined, to: string | undefined) {
  return [
    ...(from ? [eb(column, '>=', chinaDayStart(from))] : []),
    ...(to ? [eb(column, '<', chinaDayAfter(to))] : []),
  ];
}

function numberRange(eb: CylinderEb, column: NumberColumn, bottom: number | undefined, top: number | undefined) {
  return [
    ...(bottom !== undefined ? [eb(column, '>=', bottom)] : []),
    ...(top !== undefined ? [eb(column, '<=', top)] : []),
  ];
}

/** Stations supervised by any of the given regulators (each regulator's own scope, see platform/dataScope.ts). */
function underRegulators(eb: CylinderEb, regulatorIds: readonly number[]): Expression<SqlBool> {
  const station = eb.ref('c.station_id');
  const each = regulatorIds.map((id) => sql<SqlBool>`${station} in ${regulatorStationIds(id)}`);
  return each.length === 1 ? (each[0] as Expression<SqlBool>) : eb.or(each);
}

/**
 * The advanced filter of spec 02 section 3.10 as where-conditions on `cylinder as c` (all must hold). Pure: it reads
 * nothing and binds every value as a parameter; the caller adds the data scope. Decisions where the spec is silent:
 * - months compare by month (Start from the first day, End through the last day); From/To and LastModifyTime are
 *   China-time days on record_time and last_modify_time, the end day included;
 * - Barcode, SerialNumber, SelfCode and PlateNum match a prefix (a whole value is its own prefix); Spec is the spec's
 *   name exactly; VcType the vehicle type name and DepartmentName the use unit exactly; CylinderRemark, RecordEntityName and RecordMan contain the text;
 * - StationId, StationIds and fillingStationId each narrow to those stations; StationType through the station's type;
 *   RegulatorId and RegulatorIds to the stations those regulators supervise;
 * - IsInstalledPressureRetainingValue 2 means "not filled in" (null);
 * - deleted cylinders (status 8) are left out unless CylinderStatus asks for them.
 */
export function cylinderFilterConditions(eb: CylinderEb, filter: CylinderFilter): Expression<SqlBool>[] {
  const where: Expression<SqlBool>[] = [eb('c.category', '=', filter.CylinderCategory)];
  where.push(
    filter.CylinderStatus !== undefined
      ? eb('c.status', '=', filter.CylinderStatus)
      : eb('c.status', '<>', CylinderStatus.Deleted),
  );

  if (filter.StationId !== undefined) where.push(eb('c.station_id', '=', filter.StationId));
  if (filter.StationIds) where.push(eb('c.station_id', 'in', filter.StationIds));
  if (filter.fillingStationId !== undefined) where.push(eb('c.station_id', '=', filter.fillingStationId));
  if (filter.StationType !== undefined) {
    const stations = eb
      .selectFrom('station')
      .select('station.id')
      .where('station.station_type', '=', filter.StationType);
    where.push(eb('c.station_id', 'in', stations));
  }
  const regulators = [
    ...(filter.RegulatorId !== undefined ? [filter.RegulatorId] : []),
    ...(filter.RegulatorIds ?? []),
  ];
  if (regulators.length > 0) where.push(underRegulators(eb, [...new Set(regulators)]));

  if (filter.VendorId !== undefined) where.push(eb('c.vendor_id', '=', filter.VendorId));
  if (filter.TypeId !== undefined) where.push(eb('c.type_id', '=', filter.TypeId));
  if (filter.MediumId !== undefined) where.push(eb('c.medium_id', '=', filter.MediumId));
  if (filter.Spec !== undefined) {
    const specs = eb
      .selectFrom('cylinder_spec')
      .select('cylinder_spec.id')
      .where('cylinder_spec.name', '=', filter.Spec);
    where.push(eb('c.spec_id', 'in', specs));
  }

  if (filter.RecordEntityName) where.push(contains(eb, 'c.record_entity_name', filter.RecordEntityName));
  if (filter.RecordMan) where.push(contains(eb, 'c.record_man', filter.RecordMan));
  if (filter.CylinderRemark) where.push(contains(eb, 'c.remark', filter.CylinderRemark));
  if (filter.Barcode) where.push(startsWith(eb, 'c.barcode', filter.Barcode));
  if (filter.SerialNumber) where.push(startsWith(eb, 'c.serial_number', filter.SerialNumber));
  if (filter.SelfCode) where.push(startsWith(eb, 'c.self_code', filter.SelfCode));
  if (filter.PlateNum) where.push(startsWith(eb, 'c.plate_num', filter.PlateNum));
  if (filter.VcType) where.push(eb('c.vc_type_name', '=', filter.VcType));
  if (filter.DepartmentName) where.push(eb('c.department_name', '=', filter.DepartmentName));

  where.push(
    ...dayRange(eb, 'c.record_time', filter.From, filter.To),
    ...dayRange(eb, 'c.last_modify_time', filter.LastModifyTimeStart, filter.LastModifyTimeEnd),
    ...monthRange(eb, 'c.make_date', filter.MakeDateStart, filter.MakeDateEnd),
    ...monthRange(eb, 'c.last_inspection_date', filter.LastInspectionDateStart, filter.LastInspectionDateEnd),
    ...monthRange(eb, 'c.next_inspection_date', filter.NextInspectionDateStart, filter.NextInspectionDateEnd),
    ...monthRange(eb, 'c.scrap_date', filter.ScrapDateStart, filter.ScrapDateEnd),
    ...numberRange(
      eb,
      'c.nominal_working_pressure',
      filter.NominalWorkingPressureBottom,
      filter.NominalWorkingPressureTop,
    ),
    ...numberRange(eb, 'c.volume', filter.VolumeBottom, filter.VolumeTop),
    ...numberRange(eb, 'c.wall_thickness', filter.WallThicknessBottom, filter.WallThicknessTop),
  );

  if (filter.BelongType !== undefined) where.push(eb('c.belong_type', '=', filter.BelongType));
  if (filter.IsIssued !== undefined) where.push(eb('c.is_issued', '=', filter.IsIssued === 1));
  if (filter.Isvalid !== undefined) where.push(eb('c.is_valid', '=', filter.Isvalid === 1));
  if (filter.IsBlackList !== undefined) where.push(eb('c.is_blacklisted', '=', filter.IsBlackList));
  switch (filter.IsInstalledPressureRetainingValue) {
    case 2:
      where.push(eb('c.is_installed_pressure_retaining_valve', 'is', null));
      break;
    case 1:
    case 0:
      where.push(eb('c.is_installed_pressure_retaining_valve', '=', filter.IsInstalledPressureRetainingValue === 1));
      break;
  }
  return where;
}
