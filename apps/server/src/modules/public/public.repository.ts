import { sql, type Kysely } from 'kysely';
import { CylinderStatus, type PublicQueryListQuery } from '@gcs/contracts';
import type { DatabaseSchema } from '../../db/schema';
import { firstDayAfter, firstDayOf } from '../../platform/filterValues';
import { QueryShapeCache } from '../../platform/queryShapes';

type Db = Kysely<DatabaseSchema>;

/** The public query's conditions as the values the SQL compares with (month ranges as first-day dates). */
export interface PublicQueryFilter {
  [name: string]: string | undefined;
  serialNumber?: string | undefined;
  barcode?: string | undefined;
  selfCode?: string | undefined;
  plateNum?: string | undefined;
  vendorBarcode?: string | undefined;
  makeDateFrom?: string | undefined;
  makeDateBefore?: string | undefined;
  nextInspectionFrom?: string | undefined;
  nextInspectionBefore?: string | undefined;
}

const firstDay = (month: string | undefined) => (month ? firstDayOf(month) : undefined);
/** So that month ranges include their last month whole. */
const monthAfter = (month: string | undefined) => (month ? firstDayAfter(month) : undefined);

export function filterFromQuery(query: PublicQueryListQuery): PublicQueryFilter {
  return {
    serialNumber: query.SerialNumber,
    barcode: query.Barcode,
    selfCode: query.SelfCode,
    plateNum: query.PlateNum,
    vendorBarcode: query.VendorBarcode,
    makeDateFrom: firstDay(query.MakeDateStart),
    makeDateBefore: monthAfter(query.MakeDateEnd),
    nextInspectionFrom: firstDay(query.NextInspectionDateStart),
    nextInspectionBefore: monthAfter(query.NextInspectionDateEnd),
  };
}

/**
 * Cylinders the public may look up: every cylinder that exists (a deleted record is gone for the public). Text
 * conditions match exactly, each served by its own index, so nobody can enumerate archives by fragments. Each value
 * is only bound as a parameter, so the query's shape can be compiled once (QueryShapeCache).
 */
function publicCylinders(db: Db, filter: PublicQueryFilter) {
  let query = db.selectFrom('cylinder as c').where('c.status', '<>', sql.lit(CylinderStatus.Deleted));
  if (filter.barcode) query = query.where('c.barcode', '=', filter.barcode);
  if (filter.serialNumber) query = query.where('c.serial_number', '=', filter.serialNumber);
  if (filter.selfCode) query = query.where('c.self_code', '=', filter.selfCode);
  if (filter.vendorBarcode) query = query.where('c.vendor_barcode', '=', filter.vendorBarcode);
  if (filter.plateNum) query = query.where('c.plate_num', '=', filter.plateNum);
  if (filter.makeDateFrom) query = query.where('c.make_date', '>=', filter.makeDateFrom);
  if (filter.makeDateBefore) query = query.where('c.make_date', '<', filter.makeDateBefore);
  if (filter.nextInspectionFrom) query = query.where('c.next_inspection_date', '>=', filter.nextInspectionFrom);
  if (filter.nextInspectionBefore) query = query.where('c.next_inspection_date', '<', filter.nextInspectionBefore);
  return query;
}

export function countPublicCylinders(db: Db, filter: PublicQueryFilter) {
  return publicCylinders(db, filter).select((eb) => eb.fn.countAll<number>().as('total'));
}

// Hand-written page: the statement is compiled once per query shape, with the page among its values.
export function listPublicCylinders(db: Db, filter: PublicQueryFilter, offset: number, limit: number) {
  return publicCylinders(db, filter)
    .leftJoin('station as s', 's.id', 'c.station_id')
    .leftJoin('vendor as v', 'v.id', 'c.vendor_id')
    .leftJoin('medium as m', 'm.id', 'c.medium_id')
    .leftJoin('cylinder_type as t', 't.id', 'c.type_id')
    .select([
      'c.id',
      'c.barcode',
      'c.category',
      'c.belong_type',
      'c.serial_number',
      'c.vendor_barcode',
      'c.self_code',
      'c.make_date',
      'c.next_inspection_date',
      'c.scrap_date',
      'c.status',
      'c.is_blacklisted',
      's.name as station_name',
      'v.name as vendor_name',
      'm.name as medium_name',
      't.name as type_name',
    ])
    .orderBy('c.id')
    .offset(offset)
    .limit(limit);
}

export class PublicRepository {
  private readonly shapes = new QueryShapeCache();

  constructor(private readonly db: Db) {}

  async countCylinders(filter: PublicQueryFilter): Promise<number> {
    const query = this.shapes.compile('count', filter, (values) => countPublicCylinders(this.db, values));
    const { rows } = await this.db.executeQuery(query);
    return Number(rows[0]?.total ?? 0);
  }

  async listCylinders(filter: PublicQueryFilter, offset: number, limit: number) {
    const query = this.shapes.compile(
      'list',
      { ...filter, offset, limit },
      ({ offset: from, limit: size, ...values }) =>
        listPublicCylinders(this.db, values, from as number, size as number),
    );
    return (await this.db.executeQuery(query)).rows;
  }

  findCylinder(id: number) {
    return this.db
      .selectFrom('cylinder as c')
      .leftJoin('station as s', 's.id', 'c.station_id')
      .leftJoin('vendor as v', 'v.id', 'c.vendor_id')
      .leftJoin('medium as m', 'm.id', 'c.medium_id')
      .leftJoin('cylinder_type as t', 't.id', 'c.type_id')
      .leftJoin('cylinder_spec as sp', 'sp.id', 'c.spec_id')
      .leftJoin('regulator as r', 'r.id', 'c.audit_regulator_id')
      .where('c.id', '=', id)
      .where('c.status', '<>', CylinderStatus.Deleted)
      .select([
        'c.id',
        'c.barcode',
        'c.category',
        'c.belong_type',
        'c.serial_number',
        'c.vendor_barcode',
        'c.self_code',
        'c.register_code',
        'c.make_date',
        'c.last_inspection_date',
        'c.next_inspection_date',
        'c.scrap_date',
        'c.nominal_working_pressure',
        'c.volume',
        'c.wall_thickness',
        'c.status',
        'c.is_blacklisted',
        'c.remark',
        'c.proof_material',
        'c.record_entity_name',
        'c.record_time',
        'c.last_modify_entity_name',
        'c.last_modify_time',
        'c.audit_time',
        'c.department_name',
        'c.plate_num',
        'c.vc_type_name',
        'c.install_entity_name',
        'c.install_date',
        's.name as station_name',
        'v.name as vendor_name',
        'm.name as medium_name',
        't.name as type_name',
        'sp.name as spec_name',
        'r.name as audit_regulator_name',
      ])
      .executeTakeFirst();
  }

  /** Resolves a barcode to a cylinder the public may see. */
  async findCylinderIdByBarcode(barcode: string): Promise<number | undefined> {
    const row = await this.db
      .selectFrom('cylinder')
      .where('barcode', '=', barcode)
      .where('status', '<>', CylinderStatus.Deleted)
      .select('id')
      .executeTakeFirst();
    return row?.id;
  }

  async cylinderExists(id: number): Promise<boolean> {
    const row = await this.db
      .selectFrom('cylinder')
      .where('id', '=', id)
      .where('status', '<>', CylinderStatus.Deleted)
      .select('id')
      .executeTakeFirst();
    return row !== undefined;
  }

  /** The picture behind an image of the given cylinder, when the public may see that cylinder. */
  findImageFile(cylinderId: number, imageId: number) {
    return this.db
      .selectFrom('cylinder_image as i')
      .innerJoin('stored_file as f', 'f.id', 'i.file_id')
      .innerJoin('cylinder as c', 'c.id', 'i.cylinder_id')
      .where('i.id', '=', imageId)
      .where('i.cylinder_id', '=', cylinderId)
      .where('c.status', '<>', CylinderStatus.Deleted)
      .select(['f.sha256', 'f.mime_type', 'f.content'])
      .executeTakeFirst();
  }
}
