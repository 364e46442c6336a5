import { sql, type Kysely } from 'kysely';
import { CylinderStatus, type RepeatRuleField } from '@gcs/contracts';
import type { DatabaseSchema } from '../../db/schema';
import { stationInScope, type ScopeUser } from '../../platform/dataScope';

type Db = Kysely<DatabaseSchema>;

/** The archive column each repeat-rule field compares (make dates compare by month, as they are shown). */
const repeatColumns: Record<RepeatRuleField, string> = {
  vendorId: 'c.vendor_id',
  serialNumber: 'c.serial_number',
  makeDate: "to_char(c.make_date, 'YYYY-MM')",
  selfCode: 'c.self_code',
  vendorBarcode: 'c.vendor_barcode',
  specId: 'c.spec_id',
};

/** At most this many archives are listed in one group (its count says how many there are). */
export const repeatGroupListLimit = 50;

export class RegistryConfigRepository {
  constructor(readonly db: Db) {}

  regulator(id: number) {
    return this.db.selectFrom('regulator').select(['id', 'name']).where('id', '=', id).executeTakeFirst();
  }

  /** A regulator and the ones above it, nearest first. */
  async regulatorChain(regulatorId: number) {
    const rows = await sql<{ id: number; name: string; depth: number }>`
      with recursive up as (
        select id, name, parent_id, 0 as depth from regulator where id = ${regulatorId}
        union all
        select r.id, r.name, r.parent_id, up.depth + 1 from regulator r join up on r.id = up.parent_id
      )
      select id, name, depth from up order by depth`.execute(this.db);
    return rows.rows;
  }

  /** Whether `regulatorId` is `ancestorId` or below it. */
  async isRegulatorWithin(regulatorId: number, ancestorId: number): Promise<boolean> {
    const chain = await this.regulatorChain(regulatorId);
    return chain.some((row) => row.id === ancestorId);
  }

  /**
   * The regulators supervising a station, nearest first: those bound to it or located in its division or a division
   * above it, the lowest level (district) first, bound ones before the others.
   */
  async regulatorsOfStation(stationId: number) {
    const rows = await sql<{ id: number; name: string }>`
      with recursive up as (
        select code, parent_code from division where code = (select division_code from station where id = ${stationId})
        union all
        select d.code, d.parent_code from division d join up on d.code = up.parent_code
      ), bound as (select regulator_id from regulator_station where station_id = ${stationId})
      select r.id, r.name from regulator r
      where r.is_valid and (r.id in (select regulator_id from bound) or r.division_code in (select code from up))
      order by r.level desc, (r.id in (select regulator_id from bound)) desc, r.id`.execute(this.db);
    return rows.rows;
  }

  tracingConfigs(regulatorIds: readonly number[]) {
    if (regulatorIds.length === 0) return Promise.resolve([]);
    return this.db
      .selectFrom('cylinder_tracing_config')
      .selectAll()
      .where('regulator_id', 'in', regulatorIds)
      .execute();
  }

  async saveTracingConfig(regulatorId: number, config: Record<string, boolean>, updatedBy: string) {
    await this.db
      .insertInto('cylinder_tracing_config')
      .values({ regulator_id: regulatorId, config: JSON.stringify(config), updated_by: updatedBy })
      .onConflict((conflict) =>
        conflict.column('regulator_id').doUpdateSet({
          config: JSON.stringify(config),
          updated_by: updatedBy,
          updated_at: sql<string>`now()`,
        }),
      )
      .execute();
  }

  vendorSeal(user: ScopeUser, cylinderId: number) {
    return this.db
      .selectFrom('cylinder as c')
      .leftJoin('vendor as v', 'v.id', 'c.vendor_id')
      .select(['c.id', 'v.id as vendor_id', 'v.name as vendor_name', 'v.seal_file_id'])
      .where('c.id', '=', cylinderId)
      .where((eb) => stationInScope(user, eb.ref('c.station_id')))
      .executeTakeFirst();
  }

  repeatRules(category: number | undefined) {
    let query = this.db.selectFrom('cylinder_repeat_rule').selectAll();
    if (category !== undefined) query = query.where('category', '=', category);
    return query.orderBy('category').orderBy('id').execute();
  }

  repeatRule(id: number) {
    return this.db.selectFrom('cylinder_repeat_rule').selectAll().where('id', '=', id).executeTakeFirst();
  }

  async repeatRuleNameTaken(name: string, exceptId?: number) {
    let query = this.db.selectFrom('cylinder_repeat_rule').select('id').where('name', '=', name);
    if (exceptId !== undefined) query = query.where('id', '<>', exceptId);
    return (await query.executeTakeFirst()) !== undefined;
  }

  insertRepeatRule(values: {
    name: string;
    category: number;
    fields: string[];
    is_valid: boolean;
    created_by: string;
  }) {
    return this.db
      .insertInto('cylinder_repeat_rule')
      .values({ ...values, fields: JSON.stringify(values.fields) })
      .returning('id')
      .executeTakeFirstOrThrow();
  }

  async updateRepeatRule(id: number, values: { name: string; category: number; fields: string[]; is_valid: boolean }) {
    await this.db
      .updateTable('cylinder_repeat_rule')
      .set({ ...values, fields: JSON.stringify(values.fields) })
      .where('id', '=', id)
      .execute();
  }

  async deleteRepeatRule(db: Db, id: number) {
    await db.deleteFrom('cylinder_repeat_rule').where('id', '=', id).execute();
  }

  /**
   * Groups of archives in the user's scope that agree on every field of a rule (none of them empty), with the
   * shared values, how many archives each group holds and the first of them.
   */
  private repeatGroups(user: ScopeUser, category: number, fields: readonly RepeatRuleField[], stationId?: number) {
    const keys = fields.map((field) => sql.raw(repeatColumns[field]));
    const conditions = [
      sql`c.category = ${category}`,
      sql`c.status <> ${CylinderStatus.Deleted}`,
      sql`${stationInScope(user, sql.ref('c.station_id'))}`,
      ...(stationId !== undefined ? [sql`c.station_id = ${stationId}`] : []),
      ...keys.map((key) => sql`${key} is not null and ${key}::text <> ''`),
    ];
    return { keys, where: sql.join(conditions, sql` and `) };
  }

  async countRepeatGroups(user: ScopeUser, category: number, fields: readonly RepeatRuleField[], stationId?: number) {
    const { keys, where } = this.repeatGroups(user, category, fields, stationId);
    const result = await sql<{ total: number }>`select count(*)::int as total from (
      select 1 from cylinder c where ${where} group by ${sql.join(keys)} having count(*) > 1) g`.execute(this.db);
    return Number(result.rows[0]?.total ?? 0);
  }

  async listRepeatGroups(
    user: ScopeUser,
    category: number,
    fields: readonly RepeatRuleField[],
    page: { offset: number; limit: number; stationId?: number | undefined },
  ) {
    const { keys, where } = this.repeatGroups(user, category, fields, page.stationId);
    const value = (field: RepeatRuleField) =>
      fields.includes(field) ? sql`min(${sql.raw(repeatColumns[field])}::text)` : sql`null::text`;
    const result = await sql<{
      vendor_id: string | null;
      serial_number: string | null;
      make_month: string | null;
      self_code: string | null;
      vendor_barcode: string | null;
      spec_id: string | null;
      cylinder_count: number;
      cylinders: { id: number; barcode: string; stationName: string | null }[];
    }>`select ${value('vendorId')} as vendor_id, ${value('serialNumber')} as serial_number,
        ${value('makeDate')} as make_month, ${value('selfCode')} as self_code,
        ${value('vendorBarcode')} as vendor_barcode, ${value('specId')} as spec_id,
        count(*)::int as cylinder_count,
        to_json((array_agg(json_build_object('id', c.id, 'barcode', c.barcode, 'stationName', s.name)
          order by c.id))[1:${sql.lit(repeatGroupListLimit)}]) as cylinders
      from cylinder c left join station s on s.id = c.station_id
      where ${where}
      group by ${sql.join(keys)}
      having count(*) > 1
      order by ${sql.join(keys)}
      offset ${page.offset} limit ${page.limit}`.execute(this.db);
    const vendorIds = result.rows.map((row) => Number(row.vendor_id)).filter(Boolean);
    const specIds = result.rows.map((row) => Number(row.spec_id)).filter(Boolean);
    const names = async (table: 'vendor' | 'cylinder_spec', ids: number[]) =>
      ids.length === 0
        ? new Map<number, string>()
        : new Map(
            (await this.db.selectFrom(table).select(['id', 'name']).where('id', 'in', ids).execute()).map((row) => [
              row.id,
              row.name,
            ]),
          );
    const [vendors, specs] = await Promise.all([names('vendor', vendorIds), names('cylinder_spec', specIds)]);
    return result.rows.map((row) => ({
      ...row,
      vendor_name: row.vendor_id ? (vendors.get(Number(row.vendor_id)) ?? null) : null,
      spec_name: row.spec_id ? (specs.get(Number(row.spec_id)) ?? null) : null,
    }));
  }
}
