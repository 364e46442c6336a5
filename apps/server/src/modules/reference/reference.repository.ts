import { sql, type Kysely } from 'kysely';
import type { DatabaseSchema } from '../../db/schema';
import { containing } from '../../platform/filterValues';
import { pagedRows } from '../../platform/pagedRows';

type Db = Kysely<DatabaseSchema>;

/** The reference tables and the cylinder column that points at each. */
export const referenceTables = {
  vendor: 'vendor_id',
  medium: 'medium_id',
  cylinder_type: 'type_id',
  cylinder_spec: 'spec_id',
  vehicle_type: 'vehicle_type_id',
} as const;
export type ReferenceTable = keyof typeof referenceTables;

export interface ListFilter {
  name?: string | undefined;
  isValid?: boolean | undefined;
  category?: number | undefined;
}

export interface VendorValues {
  code: string;
  name: string;
  is_valid: boolean;
}
export interface CategorisedValues {
  name: string;
  category: number;
  is_valid: boolean;
}
export interface SpecValues extends CategorisedValues {
  medium_id: number | null;
  preset_weight: number | null;
}
export interface VehicleTypeValues {
  name: string;
  durable_years: number;
  inspection_period_years: number;
  is_valid: boolean;
}

/** SQL of the reference data pages: paged lists, writes, and whether an entry is in use. */
/** The columns of a cylinder specification's row, with its medium's name. */
const specColumns = [
  'x.id',
  'x.name',
  'x.category',
  'x.medium_id',
  'm.name as medium_name',
  'x.preset_weight',
  'x.is_valid',
] as const;

export class ReferenceRepository {
  constructor(private readonly db: Db) {}

  private vendors(filter: ListFilter) {
    let query = this.db.selectFrom('vendor as x');
    if (filter.name !== undefined) query = query.where('x.name', 'like', containing(filter.name));
    if (filter.isValid !== undefined) query = query.where('x.is_valid', '=', filter.isValid);
    return query;
  }

  private categorised(table: 'medium' | 'cylinder_type', filter: ListFilter) {
    let query = table === 'medium' ? this.db.selectFrom('medium as x') : this.db.selectFrom('cylinder_type as x');
    if (filter.name !== undefined) query = query.where('x.name', 'like', containing(filter.name));
    if (filter.isValid !== undefined) query = query.where('x.is_valid', '=', filter.isValid);
    if (filter.category !== undefined) query = query.where('x.category', '=', filter.category);
    return query;
  }

  private specRows(filter: ListFilter) {
    let query = this.db.selectFrom('cylinder_spec as x');
    if (filter.name !== undefined) query = query.where('x.name', 'like', containing(filter.name));
    if (filter.isValid !== undefined) query = query.where('x.is_valid', '=', filter.isValid);
    if (filter.category !== undefined) query = query.where('x.category', '=', filter.category);
    return query;
  }

  private vehicleTypes(filter: ListFilter) {
    let query = this.db.selectFrom('vehicle_type as x');
    if (filter.name !== undefined) query = query.where('x.name', 'like', containing(filter.name));
    if (filter.isValid !== undefined) query = query.where('x.is_valid', '=', filter.isValid);
    return query;
  }

  vendorRows() {
    return pagedRows(this.db, {
      filtered: (_user, filter: ListFilter) => this.vendors(filter),
      ordered: (_user, filter) =>
        this.vendors(filter).select(['x.id', 'x.code', 'x.name', 'x.is_valid']).orderBy('x.code'),
    });
  }

  categorisedRows(table: 'medium' | 'cylinder_type') {
    return pagedRows(this.db, {
      filtered: (_user, filter: ListFilter) => this.categorised(table, filter),
      ordered: (_user, filter) =>
        this.categorised(table, filter)
          .select(['x.id', 'x.name', 'x.category', 'x.is_valid'])
          .orderBy('x.category')
          .orderBy('x.name')
          .orderBy('x.id'),
    });
  }

  private specs() {
    return this.db.selectFrom('cylinder_spec as x').leftJoin('medium as m', 'm.id', 'x.medium_id').select(specColumns);
  }

  specListRows() {
    return pagedRows(this.db, {
      filtered: (_user, filter: ListFilter) => this.specRows(filter),
      ordered: (_user, filter) =>
        this.specRows(filter)
          .leftJoin('medium as m', 'm.id', 'x.medium_id')
          .select(specColumns)
          .orderBy('x.category')
          .orderBy('x.name')
          .orderBy('x.id'),
    });
  }

  specById(id: number) {
    return this.specs().where('x.id', '=', id).executeTakeFirst();
  }

  /** A spec by its exact name, of one category when given (valid entries first). */
  specByName(name: string, category: number | undefined) {
    let query = this.specs().where('x.name', '=', name);
    if (category !== undefined) query = query.where('x.category', '=', category);
    return query.orderBy('x.is_valid', 'desc').orderBy('x.category').orderBy('x.id').limit(1).executeTakeFirst();
  }

  vehicleTypeRows() {
    return pagedRows(this.db, {
      filtered: (_user, filter: ListFilter) => this.vehicleTypes(filter),
      ordered: (_user, filter) =>
        this.vehicleTypes(filter)
          .select(['x.id', 'x.name', 'x.durable_years', 'x.inspection_period_years', 'x.is_valid'])
          .orderBy('x.name'),
    });
  }

  vendorById(id: number) {
    return this.db
      .selectFrom('vendor')
      .where('id', '=', id)
      .select(['id', 'code', 'name', 'is_valid'])
      .executeTakeFirst();
  }

  categorisedById(table: 'medium' | 'cylinder_type', id: number) {
    return this.db
      .selectFrom(table)
      .where('id', '=', id)
      .select(['id', 'name', 'category', 'is_valid'])
      .executeTakeFirst();
  }

  vehicleTypeById(id: number) {
    return this.db
      .selectFrom('vehicle_type')
      .where('id', '=', id)
      .select(['id', 'name', 'durable_years', 'inspection_period_years', 'is_valid'])
      .executeTakeFirst();
  }

  /** Another entry with the same unique key: code for vendors, name per category, name for vehicle types. */
  async duplicateOf(
    table: ReferenceTable,
    key: { code?: string; name?: string; category?: number },
    exceptId?: number,
  ): Promise<boolean> {
    const conditions = [
      ...(key.code !== undefined ? [sql`code = ${key.code}`] : []),
      ...(key.name !== undefined ? [sql`name = ${key.name}`] : []),
      ...(key.category !== undefined ? [sql`category = ${key.category}`] : []),
      ...(exceptId !== undefined ? [sql`id <> ${exceptId}`] : []),
    ];
    const result = await sql<{ found: boolean }>`select exists (select 1 from ${sql.table(table)}
      where ${sql.join(conditions, sql` and `)}) as found`.execute(this.db);
    return result.rows[0]?.found === true;
  }

  insertVendor(values: VendorValues) {
    return this.db.insertInto('vendor').values(values).returning('id').executeTakeFirstOrThrow();
  }

  insertCategorised(table: 'medium' | 'cylinder_type', values: CategorisedValues) {
    return this.db.insertInto(table).values(values).returning('id').executeTakeFirstOrThrow();
  }

  insertSpec(values: SpecValues) {
    return this.db.insertInto('cylinder_spec').values(values).returning('id').executeTakeFirstOrThrow();
  }

  insertVehicleType(values: VehicleTypeValues) {
    return this.db.insertInto('vehicle_type').values(values).returning('id').executeTakeFirstOrThrow();
  }

  async update(
    table: ReferenceTable,
    id: number,
    values: VendorValues | CategorisedValues | SpecValues | VehicleTypeValues,
  ): Promise<boolean> {
    const result = await this.db.updateTable(table).set(values).where('id', '=', id).executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  async setValid(table: ReferenceTable, ids: readonly number[], isValid: boolean): Promise<number> {
    const result = await this.db
      .updateTable(table)
      .set({ is_valid: isValid })
      .where('id', 'in', [...ids])
      .executeTakeFirst();
    return Number(result.numUpdatedRows);
  }

  async existingIds(table: ReferenceTable, ids: readonly number[]): Promise<number[]> {
    const rows = await this.db
      .selectFrom(table)
      .where('id', 'in', [...ids])
      .select('id')
      .execute();
    return rows.map((row) => row.id);
  }

  /** Whether any cylinder archive points at the entry. */
  async usedByCylinders(table: ReferenceTable, id: number): Promise<boolean> {
    const column = referenceTables[table];
    const row = await this.db.selectFrom('cylinder').where(column, '=', id).select('id').limit(1).executeTakeFirst();
    return row !== undefined;
  }

  /** Deletes an entry; the database refuses one that other rows still point at (foreign keys). */
  async delete(table: ReferenceTable, id: number): Promise<{ name: string } | undefined> {
    return this.db.deleteFrom(table).where('id', '=', id).returning('name').executeTakeFirst();
  }
}
