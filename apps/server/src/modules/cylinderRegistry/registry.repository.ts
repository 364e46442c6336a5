import { sql, type Kysely } from 'kysely';
import { CylinderStatus, StationKind } from '@gcs/contracts';
import type { DatabaseSchema } from '../../db/schema';
import { currentRules } from '../../platform/currentRules';
import { stationInScope, type ScopeUser } from '../../platform/dataScope';
import { ReferenceBook, type ArchiveValues, type ReferenceEntry } from './archiveValues';

type Db = Kysely<DatabaseSchema>;

/** Every archive column an edit may read or write. */
const archiveColumns = [
  'barcode',
  'category',
  'station_id',
  'belong_type',
  'vendor_id',
  'serial_number',
  'vendor_barcode',
  'self_code',
  'register_code',
  'type_id',
  'medium_id',
  'spec_id',
  'make_date',
  'last_inspection_date',
  'next_inspection_date',
  'scrap_date',
  'date_rule_id',
  'nominal_working_pressure',
  'volume',
  'wall_thickness',
  'product_standard',
  'remark',
  'proof_material',
  'plate_num',
  'vehicle_type_id',
  'vc_type_name',
  'department_name',
  'install_entity_name',
  'install_date',
  'valve_vendor_name',
  'valve_model',
  'valve_serial_number',
  'valve_make_date',
  'is_installed_pressure_retaining_valve',
  'status',
] as const satisfies readonly (keyof ArchiveValues)[];

/** Postgres was told the element type of each column for bulk inserts (insert ... select from unnest). */
const columnTypes: Record<(typeof archiveColumns)[number], string> = {
  barcode: 'text',
  category: 'int2',
  station_id: 'int4',
  belong_type: 'int2',
  vendor_id: 'int4',
  serial_number: 'text',
  vendor_barcode: 'text',
  self_code: 'text',
  register_code: 'text',
  type_id: 'int4',
  medium_id: 'int4',
  spec_id: 'int4',
  make_date: 'date',
  last_inspection_date: 'date',
  next_inspection_date: 'date',
  scrap_date: 'date',
  date_rule_id: 'int4',
  nominal_working_pressure: 'numeric',
  volume: 'numeric',
  wall_thickness: 'numeric',
  product_standard: 'text',
  remark: 'text',
  proof_material: 'int2',
  plate_num: 'text',
  vehicle_type_id: 'int4',
  vc_type_name: 'text',
  department_name: 'text',
  install_entity_name: 'text',
  install_date: 'date',
  valve_vendor_name: 'text',
  valve_model: 'text',
  valve_serial_number: 'text',
  valve_make_date: 'date',
  is_installed_pressure_retaining_valve: 'bool',
  status: 'int2',
};

/** Who registered an archive (record_*) or changed it last (last_modify_*). */
export interface Recorder {
  userId: number;
  userName: string;
  entityName: string | null;
}

export class RegistryRepository {
  constructor(readonly db: Db) {}

  /** A valid filling station the user may register cylinders for. */
  fillingStationInScope(db: Db, user: ScopeUser, stationId: number) {
    return db
      .selectFrom('station as s')
      .select(['s.id', 's.name'])
      .where('s.id', '=', stationId)
      .where('s.kind', '=', StationKind.Filling)
      .where('s.is_valid', '=', true)
      .where((eb) => stationInScope(user, eb.ref('s.id')))
      .executeTakeFirst();
  }

  /** The archive columns of a cylinder in the user's scope, with its audit state and images. */
  async cylinderInScope(db: Db, user: ScopeUser, id: number) {
    return db
      .selectFrom('cylinder as c')
      .select([...archiveColumns.map((column) => `c.${column}` as const), 'c.id', 'c.audit_result'])
      .where('c.id', '=', id)
      .where((eb) => stationInScope(user, eb.ref('c.station_id')))
      .forUpdate()
      .executeTakeFirst();
  }

  /** Cylinders among `ids` in the user's scope. */
  cylindersInScope(db: Db, user: ScopeUser, ids: readonly number[]) {
    return db
      .selectFrom('cylinder as c')
      .select(['c.id', 'c.barcode', 'c.station_id', 'c.status'])
      .where('c.id', 'in', ids)
      .where((eb) => stationInScope(user, eb.ref('c.station_id')))
      .orderBy('c.id')
      .forUpdate()
      .execute();
  }

  /**
   * The reference rows of a category, with the makers (all of them, or only those named) and the current rules.
   * Reference tables are small (tens to hundreds of rows), so a whole import is checked against one read.
   */
  async referenceBook(db: Db, category: number, vendorIds?: readonly number[]): Promise<ReferenceBook> {
    const byCategory = (table: 'cylinder_type' | 'medium' | 'cylinder_spec') =>
      db
        .selectFrom(table)
        .select(['id', 'name', 'category', 'is_valid'])
        .where('category', '=', category)
        .execute()
        .then((rows) => rows.map((row) => ({ ...row, isValid: row.is_valid })));
    let vendors = db.selectFrom('vendor').select(['id', 'name', 'is_valid']);
    if (vendorIds) vendors = vendors.where('id', 'in', vendorIds.length > 0 ? vendorIds : [0]);
    const [vendorRows, types, media, specs, vehicleTypes, rules] = await Promise.all([
      vendors.execute(),
      byCategory('cylinder_type'),
      byCategory('medium'),
      byCategory('cylinder_spec'),
      db.selectFrom('vehicle_type').select(['id', 'name', 'is_valid']).execute(),
      currentRules(db, category),
    ]);
    const global = (rows: { id: number; name: string; is_valid: boolean }[]): ReferenceEntry[] =>
      rows.map((row) => ({ id: row.id, name: row.name, category: null, isValid: row.is_valid }));
    return new ReferenceBook(
      { vendor: global(vendorRows), type: types, medium: media, spec: specs, vehicleType: global(vehicleTypes) },
      rules,
    );
  }

  /** Names of the reference rows an archive points at, for the history of an edit. */
  async names(db: Db, ids: { station: number[]; vendor: number[]; type: number[]; medium: number[]; spec: number[] }) {
    const read = async (table: 'station' | 'vendor' | 'cylinder_type' | 'medium' | 'cylinder_spec', list: number[]) =>
      list.length === 0
        ? new Map<number, string>()
        : new Map(
            (await db.selectFrom(table).select(['id', 'name']).where('id', 'in', list).execute()).map((row) => [
              row.id,
              row.name,
            ]),
          );
    const [station, vendor, type, medium, spec] = await Promise.all([
      read('station', ids.station),
      read('vendor', ids.vendor),
      read('cylinder_type', ids.type),
      read('medium', ids.medium),
      read('cylinder_spec', ids.spec),
    ]);
    return { station, vendor, type, medium, spec };
  }

  async barcodeExists(db: Db, barcode: string, exceptId?: number): Promise<boolean> {
    let query = db.selectFrom('cylinder').select('id').where('barcode', '=', barcode);
    if (exceptId !== undefined) query = query.where('id', '<>', exceptId);
    return (await query.executeTakeFirst()) !== undefined;
  }

  /** Which of the barcodes are already registered. */
  async existingBarcodes(db: Db, barcodes: readonly string[]): Promise<Set<string>> {
    if (barcodes.length === 0) return new Set();
    const rows = await sql<{ barcode: string }>`select barcode from cylinder
      where barcode = any(${[...barcodes]}::text[])`.execute(db);
    return new Set(rows.rows.map((row) => row.barcode));
  }

  async insertArchive(db: Db, values: ArchiveValues, recorder: Recorder): Promise<number> {
    const row = await db
      .insertInto('cylinder')
      .values({
        ...values,
        is_valid: values.status !== CylinderStatus.Deleted,
        record_user_id: recorder.userId,
        record_man: recorder.userName,
        record_entity_name: recorder.entityName,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  /**
   * Inserts many archives with one statement per chunk (one array parameter per column, whatever the chunk size)
   * and answers their ids in the order given.
   */
  async insertArchives(db: Db, rows: readonly ArchiveValues[], recorder: Recorder, chunkSize = 2_000) {
    const ids: number[] = [];
    for (let start = 0; start < rows.length; start += chunkSize) {
      const chunk = rows.slice(start, start + chunkSize);
      const arrays = archiveColumns.map(
        (column) => sql`${chunk.map((row) => row[column])}::${sql.raw(columnTypes[column])}[]`,
      );
      const result = await sql<{ id: number }>`insert into cylinder
        (${sql.join(archiveColumns.map((column) => sql.ref(column)))},
         is_valid, record_user_id, record_man, record_entity_name)
        select *, true, ${recorder.userId}::int, ${recorder.userName}::text, ${recorder.entityName}::text
        from unnest(${sql.join(arrays)})
        returning id`.execute(db);
      ids.push(...result.rows.map((row) => row.id));
    }
    return ids;
  }

  async updateArchive(
    db: Db,
    id: number,
    values: Partial<ArchiveValues> & { audit_result?: number },
    recorder: Recorder,
  ) {
    await db
      .updateTable('cylinder')
      .set({
        ...values,
        ...(values.status !== undefined ? { is_valid: values.status !== CylinderStatus.Deleted } : {}),
        last_modify_user_id: recorder.userId,
        last_modify_entity_name: recorder.entityName,
        last_modify_time: sql<string>`now()`,
      })
      .where('id', '=', id)
      .execute();
  }

  async markDeleted(db: Db, ids: readonly number[], recorder: Recorder) {
    if (ids.length === 0) return;
    await db
      .updateTable('cylinder')
      .set({
        status: CylinderStatus.Deleted,
        is_valid: false,
        last_modify_user_id: recorder.userId,
        last_modify_entity_name: recorder.entityName,
        last_modify_time: sql<string>`now()`,
      })
      .where('id', 'in', ids)
      .execute();
  }

  imagesOf(db: Db, cylinderId: number) {
    return db
      .selectFrom('cylinder_image')
      .select(['id', 'kind', 'file_id'])
      .where('cylinder_id', '=', cylinderId)
      .orderBy('id')
      .execute();
  }

  async addImages(db: Db, rows: { cylinder_id: number; kind: number; file_id: number; name: string }[]) {
    if (rows.length > 0) await db.insertInto('cylinder_image').values(rows).execute();
  }

  async removeImages(db: Db, ids: readonly number[]) {
    if (ids.length > 0) await db.deleteFrom('cylinder_image').where('id', 'in', ids).execute();
  }
}
