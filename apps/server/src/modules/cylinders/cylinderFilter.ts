import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import { CylinderStatus, type CylinderFilter } from '@gcs/contracts';
import type { CylinderTable, DatabaseSchema } from '../../db/schema';
import { regulatorsStationIds } from '../../platform/dataScope';
import {
  chinaDayAfter,
  chinaDayStart,
  containing,
  escapeLike,
  firstDayAfter,
  firstDayOf,
} from '../../platform/filterValues';

/** The archive queries read `cylinder as c`. */
export type CylinderTables = DatabaseSchema & { c: CylinderTable };
export type CylinderEb = ExpressionBuilder<CylinderTables, 'c'>;
export type CylinderCondition = (eb: CylinderEb) => Expression<SqlBool>;

type TextColumn = 'c.barcode' | 'c.serial_number' | 'c.self_code' | 'c.plate_num';
type DateColumn = 'c.make_date' | 'c.last_inspection_date' | 'c.next_inspection_date' | 'c.scrap_date';
type InstantColumn = 'c.record_time' | 'c.last_modify_time';
type NumberColumn = 'c.nominal_working_pressure' | 'c.volume' | 'c.wall_thickness';

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
 * A column starting with a prefix (the whole value included), as the archive lists match a barcode: a range of the
 * column's index, [prefix, the next prefix), guarded by LIKE.
 */
export function startingWith(column: Expression<string>, prefix: string): Expression<SqlBool> {
  const before = prefixUpperBound(prefix);
  const pattern = `${escapeLike(prefix)}%`;
  return before
    ? sql<SqlBool>`(${column} >= ${prefix} and ${column} < ${before} and ${column} like ${pattern})`
    : sql<SqlBool>`(${column} >= ${prefix} and ${column} like ${pattern})`;
}

/** A prefix match as bound values: the index range [from, before) and the guarding LIKE pattern. */
interface PrefixValues {
  from: string;
  before: string | undefined;
  like: string;
}

function prefixValues(prefix: string | undefined): PrefixValues | undefined {
  if (!prefix) return undefined;
  return { from: prefix, before: prefixUpperBound(prefix) || undefined, like: `${escapeLike(prefix)}%` };
}

/**
 * The advanced filter of spec 02 section 3.10 as the values its SQL binds, each by name; everything the SQL compares
 * with is computed here, so that the conditions only pass these values on (and can be compiled once per shape, see
 * platform/queryShapes.ts). Decisions where the spec is silent:
 * - months compare by month (Start from the first day, End through the last day); From/To and LastModifyTime are
 *   China-time days on record_time and last_modify_time, the end day included;
 * - Barcode, SerialNumber, SelfCode and PlateNum match a prefix (a whole value is its own prefix); Spec is the spec's
 *   name exactly; VcType the vehicle type name and DepartmentName the use unit exactly; CylinderRemark,
 *   RecordEntityName and RecordMan contain the text;
 * - StationId, StationIds and fillingStationId each narrow to those stations; StationType through the station's type;
 *   RegulatorId and RegulatorIds to the stations those regulators supervise;
 * - IsInstalledPressureRetainingValue 2 means "not filled in" (null);
 * - deleted cylinders (status 8) are left out unless CylinderStatus asks for them.
 */
export function archiveFilterValues(filter: CylinderFilter) {
  const regulatorIds = [
    ...new Set([...(filter.RegulatorId !== undefined ? [filter.RegulatorId] : []), ...(filter.RegulatorIds ?? [])]),
  ];
  const prefixes = {
    barcode: prefixValues(filter.Barcode),
    serialNumber: prefixValues(filter.SerialNumber),
    selfCode: prefixValues(filter.SelfCode),
    plateNum: prefixValues(filter.PlateNum),
  };
  const valve = filter.IsInstalledPressureRetainingValue;
  return {
    category: filter.CylinderCategory,
    status: filter.CylinderStatus,
    stationId: filter.StationId,
    stationIds: filter.StationIds,
    fillingStationId: filter.fillingStationId,
    stationType: filter.StationType,
    regulatorIds: regulatorIds.length > 0 ? regulatorIds : undefined,
    vendorId: filter.VendorId,
    typeId: filter.TypeId,
    mediumId: filter.MediumId,
    spec: filter.Spec,
    recordEntityNameLike: filter.RecordEntityName ? containing(filter.RecordEntityName) : undefined,
    recordManLike: filter.RecordMan ? containing(filter.RecordMan) : undefined,
    remarkLike: filter.CylinderRemark ? containing(filter.CylinderRemark) : undefined,
    barcodeFrom: prefixes.barcode?.from,
    barcodeBefore: prefixes.barcode?.before,
    barcodeLike: prefixes.barcode?.like,
    serialNumberFrom: prefixes.serialNumber?.from,
    serialNumberBefore: prefixes.serialNumber?.before,
    serialNumberLike: prefixes.serialNumber?.like,
    selfCodeFrom: prefixes.selfCode?.from,
    selfCodeBefore: prefixes.selfCode?.before,
    selfCodeLike: prefixes.selfCode?.like,
    plateNumFrom: prefixes.plateNum?.from,
    plateNumBefore: prefixes.plateNum?.before,
    plateNumLike: prefixes.plateNum?.like,
    vcType: filter.VcType || undefined,
    departmentName: filter.DepartmentName || undefined,
    recordTimeFrom: filter.From ? chinaDayStart(filter.From) : undefined,
    recordTimeBefore: filter.To ? chinaDayAfter(filter.To) : undefined,
    lastModifyTimeFrom: filter.LastModifyTimeStart ? chinaDayStart(filter.LastModifyTimeStart) : undefined,
    lastModifyTimeBefore: filter.LastModifyTimeEnd ? chinaDayAfter(filter.LastModifyTimeEnd) : undefined,
    makeDateFrom: filter.MakeDateStart ? firstDayOf(filter.MakeDateStart) : undefined,
    makeDateBefore: filter.MakeDateEnd ? firstDayAfter(filter.MakeDateEnd) : undefined,
    lastInspectionFrom: filter.LastInspectionDateStart ? firstDayOf(filter.LastInspectionDateStart) : undefined,
    lastInspectionBefore: filter.LastInspectionDateEnd ? firstDayAfter(filter.LastInspectionDateEnd) : undefined,
    nextInspectionFrom: filter.NextInspectionDateStart ? firstDayOf(filter.NextInspectionDateStart) : undefined,
    nextInspectionBefore: filter.NextInspectionDateEnd ? firstDayAfter(filter.NextInspectionDateEnd) : undefined,
    scrapDateFrom: filter.ScrapDateStart ? firstDayOf(filter.ScrapDateStart) : undefined,
    scrapDateBefore: filter.ScrapDateEnd ? firstDayAfter(filter.ScrapDateEnd) : undefined,
    pressureMin: filter.NominalWorkingPressureBottom,
    pressureMax: filter.NominalWorkingPressureTop,
    volumeMin: filter.VolumeBottom,
    volumeMax: filter.VolumeTop,
    wallThicknessMin: filter.WallThicknessBottom,
    wallThicknessMax: filter.WallThicknessTop,
    belongType: filter.BelongType,
    isIssued: filter.IsIssued === undefined ? undefined : filter.IsIssued === 1,
    isValid: filter.Isvalid === undefined ? undefined : filter.Isvalid === 1,
    isBlacklisted: filter.IsBlackList,
    valveInstalled: valve === 0 || valve === 1 ? valve === 1 : undefined,
    valveUnknown: valve === 2 ? true : undefined,
  };
}

export type ArchiveFilterValues = ReturnType<typeof archiveFilterValues>;

type Bound<T> = T | undefined;

/**
 * Starts with a prefix: a range on the column's btree index (databases of this platform sort text by code point:
 * C or C.UTF-8), guarded by LIKE so that no row that does not start with the prefix can pass.
 */
function startsWith(
  eb: CylinderEb,
  column: TextColumn,
  from: Bound<string>,
  before: Bound<string>,
  like: Bound<string>,
): Expression<SqlBool>[] {
  return [
    ...(from !== undefined ? [eb(column, '>=', from)] : []),
    ...(before !== undefined ? [eb(column, '<', before)] : []),
    ...(like !== undefined ? [eb(column, 'like', like)] : []),
  ];
}

/** `column >= from and column < before` on a date or an instant, each bound when given. */
function dateRange(eb: CylinderEb, column: DateColumn | InstantColumn, from: Bound<string>, before: Bound<string>) {
  return [
    ...(from !== undefined ? [eb(column, '>=', from)] : []),
    ...(before !== undefined ? [eb(column, '<', before)] : []),
  ];
}

/** `column >= min and column <= max`, each bound when given. */
function numberRange(eb: CylinderEb, column: NumberColumn, min: Bound<number>, max: Bound<number>) {
  return [...(min !== undefined ? [eb(column, '>=', min)] : []), ...(max !== undefined ? [eb(column, '<=', max)] : [])];
}

type IdColumn = 'c.station_id' | 'c.vendor_id' | 'c.type_id' | 'c.medium_id' | 'c.belong_type';
const idEquals = (eb: CylinderEb, column: IdColumn, value: Bound<number>) =>
  value !== undefined ? [eb(column, '=', value)] : [];
const nameEquals = (eb: CylinderEb, column: 'c.vc_type_name' | 'c.department_name', value: Bound<string>) =>
  value !== undefined ? [eb(column, '=', value)] : [];

/**
 * The filter's values (`archiveFilterValues`) as where-conditions on `cylinder as c` (all must hold). Pure: it passes
 * each value on as a bound parameter, untouched, and branches only on which values are given; the caller adds the
 * data scope.
 */
export function cylinderFilterConditions(eb: CylinderEb, v: ArchiveFilterValues): Expression<SqlBool>[] {
  const where: Expression<SqlBool>[] = [
    eb('c.category', '=', v.category),
    v.status !== undefined ? eb('c.status', '=', v.status) : eb('c.status', '<>', sql.lit(CylinderStatus.Deleted)),
    ...idEquals(eb, 'c.station_id', v.stationId),
    ...(v.stationIds !== undefined ? [sql<SqlBool>`${eb.ref('c.station_id')} = any(${v.stationIds}::int[])`] : []),
    ...idEquals(eb, 'c.station_id', v.fillingStationId),
  ];
  if (v.stationType !== undefined) {
    const stations = eb.selectFrom('station').select('station.id').where('station.station_type', '=', v.stationType);
    where.push(eb('c.station_id', 'in', stations));
  }
  if (v.regulatorIds !== undefined) {
    where.push(sql<SqlBool>`${eb.ref('c.station_id')} in ${regulatorsStationIds(v.regulatorIds)}`);
  }
  where.push(...idEquals(eb, 'c.vendor_id', v.vendorId), ...idEquals(eb, 'c.type_id', v.typeId));
  where.push(...idEquals(eb, 'c.medium_id', v.mediumId));
  if (v.spec !== undefined) {
    const specs = eb.selectFrom('cylinder_spec').select('cylinder_spec.id').where('cylinder_spec.name', '=', v.spec);
    where.push(eb('c.spec_id', 'in', specs));
  }
  if (v.recordEntityNameLike !== undefined) where.push(eb('c.record_entity_name', 'like', v.recordEntityNameLike));
  if (v.recordManLike !== undefined) where.push(eb('c.record_man', 'like', v.recordManLike));
  if (v.remarkLike !== undefined) where.push(eb('c.remark', 'like', v.remarkLike));
  where.push(
    ...startsWith(eb, 'c.barcode', v.barcodeFrom, v.barcodeBefore, v.barcodeLike),
    ...startsWith(eb, 'c.serial_number', v.serialNumberFrom, v.serialNumberBefore, v.serialNumberLike),
    ...startsWith(eb, 'c.self_code', v.selfCodeFrom, v.selfCodeBefore, v.selfCodeLike),
    ...startsWith(eb, 'c.plate_num', v.plateNumFrom, v.plateNumBefore, v.plateNumLike),
    ...nameEquals(eb, 'c.vc_type_name', v.vcType),
    ...nameEquals(eb, 'c.department_name', v.departmentName),
    ...dateRange(eb, 'c.record_time', v.recordTimeFrom, v.recordTimeBefore),
    ...dateRange(eb, 'c.last_modify_time', v.lastModifyTimeFrom, v.lastModifyTimeBefore),
    ...dateRange(eb, 'c.make_date', v.makeDateFrom, v.makeDateBefore),
    ...dateRange(eb, 'c.last_inspection_date', v.lastInspectionFrom, v.lastInspectionBefore),
    ...dateRange(eb, 'c.next_inspection_date', v.nextInspectionFrom, v.nextInspectionBefore),
    ...dateRange(eb, 'c.scrap_date', v.scrapDateFrom, v.scrapDateBefore),
    ...numberRange(eb, 'c.nominal_working_pressure', v.pressureMin, v.pressureMax),
    ...numberRange(eb, 'c.volume', v.volumeMin, v.volumeMax),
    ...numberRange(eb, 'c.wall_thickness', v.wallThicknessMin, v.wallThicknessMax),
    ...idEquals(eb, 'c.belong_type', v.belongType),
  );
  if (v.isIssued !== undefined) where.push(eb('c.is_issued', '=', v.isIssued));
  if (v.isValid !== undefined) where.push(eb('c.is_valid', '=', v.isValid));
  if (v.isBlacklisted !== undefined) where.push(eb('c.is_blacklisted', '=', v.isBlacklisted));
  if (v.valveUnknown !== undefined) where.push(eb('c.is_installed_pressure_retaining_valve', 'is', null));
  if (v.valveInstalled !== undefined) where.push(eb('c.is_installed_pressure_retaining_valve', '=', v.valveInstalled));
  return where;
}
