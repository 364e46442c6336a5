import { sql, type Insertable, type Kysely, type SelectQueryBuilder, type Updateable } from 'kysely';
import type { FillStationListQuery } from '@gcs/contracts';
import type { DatabaseSchema, StationTable } from '../../db/schema';
import { BelongToType } from '@gcs/contracts';
import { stationInScope, type ScopeUser } from '../../platform/dataScope';
import { divisionTree } from '../../platform/divisionTree';
import { containing } from '../../platform/filterValues';
import { pagedRows } from '../../platform/pagedRows';

type Db = Kysely<DatabaseSchema>;
type StationQuery = SelectQueryBuilder<DatabaseSchema & { s: StationTable }, 's', object>;

/** The filling stations of unit management; every read is cut to the user's data scope in SQL. */
export class FillStationsRepository {
  constructor(readonly db: Db) {}

  private scoped(user: ScopeUser, db: Db = this.db): StationQuery {
    return db
      .selectFrom('station as s')
      .where('s.kind', '=', 1)
      .where((eb) => stationInScope(user, eb.ref('s.id')));
  }

  private filtered(user: ScopeUser, query: FillStationListQuery): StationQuery {
    let q = this.scoped(user);
    if (query.StationName !== undefined) q = q.where('s.name', 'like', containing(query.StationName));
    if (query.StationCode !== undefined) q = q.where('s.code', 'like', containing(query.StationCode));
    if (query.DivisionCode !== undefined) {
      const code = query.DivisionCode;
      q = q.where('s.division_code', 'in', divisionTree(code));
    }
    if (query.StationType !== undefined) q = q.where('s.station_type', '=', query.StationType);
    if (query.IsValid !== undefined) q = q.where('s.is_valid', '=', query.IsValid);
    if (query.IsChainFilling !== undefined) q = q.where('s.is_chain_filling', '=', query.IsChainFilling);
    return q;
  }

  private withColumns(q: StationQuery) {
    return q
      .leftJoin('division as d', 'd.code', 's.division_code')
      .select([
        's.id',
        's.code',
        's.name',
        's.station_type',
        's.division_code',
        'd.name as division_name',
        's.credit_code',
        's.address',
        's.principal',
        's.phone',
        's.license_no',
        's.license_issued',
        's.license_until',
        's.is_chain_filling',
        's.is_valid',
      ])
      .select([
        sql<number>`(select count(*)::int from cylinder c where c.station_id = s.id)`.as('cylinder_count'),
        // The media of the station's archived cylinders, each named once: a probe of cylinder_station_medium_idx per
        // medium (there are a handful), not a read of every cylinder of the station.
        sql<string>`coalesce((select string_agg(distinct m.name, '、' order by m.name) from medium m
          where exists (select 1 from cylinder c where c.station_id = s.id and c.medium_id = m.id)), '')`.as('medium'),
        sql<string>`coalesce((select string_agg(r.name, '、' order by r.level, r.id) from regulator_station rs
          join regulator r on r.id = rs.regulator_id where rs.station_id = s.id), '')`.as('regulator_names'),
      ]);
  }

  listRows() {
    return pagedRows(this.db, {
      filtered: (user, query: FillStationListQuery) => this.filtered(user, query),
      ordered: (user, query) => this.withColumns(this.filtered(user, query)).orderBy('s.code').orderBy('s.id'),
    });
  }

  /** One station with the list's columns, when in scope. */
  byId(user: ScopeUser, id: number, db: Db = this.db) {
    return this.withColumns(this.scoped(user, db).where('s.id', '=', id)).executeTakeFirst();
  }

  /** The ids among `ids` of filling stations in the user's scope. */
  async idsInScope(user: ScopeUser, ids: readonly number[], db: Db = this.db): Promise<number[]> {
    const rows = await this.scoped(user, db)
      .where('s.id', 'in', [...ids])
      .select('s.id')
      .execute();
    return rows.map((row) => row.id);
  }

  /** The flags of stations before a batch change (for the syslog). */
  flags(ids: readonly number[], db: Db = this.db) {
    return db
      .selectFrom('station')
      .where('id', 'in', [...ids])
      .select(['id', 'is_valid', 'is_chain_filling'])
      .orderBy('id')
      .execute();
  }

  async setFlags(
    ids: readonly number[],
    values: { is_valid?: boolean; is_chain_filling?: boolean },
    db: Db = this.db,
  ): Promise<number> {
    const result = await db
      .updateTable('station')
      .set(values)
      .where('id', 'in', [...ids])
      .where('kind', '=', 1)
      .executeTakeFirst();
    return Number(result.numUpdatedRows);
  }

  /** Another station (of either kind) already holding the code or the credit code. */
  holderOf(field: 'code' | 'credit_code', value: string, exceptId?: number, db: Db = this.db) {
    let q = db.selectFrom('station').where(field, '=', value).select('id');
    if (exceptId !== undefined) q = q.where('id', '<>', exceptId);
    return q.executeTakeFirst();
  }

  /** Whether a division lies in the user's region: anywhere for a system manager, else in its regulator's tree. */
  async divisionInRegion(user: ScopeUser, code: string): Promise<boolean> {
    if (user.isSystemManager) {
      return (
        (await this.db.selectFrom('division').where('code', '=', code).select('code').executeTakeFirst()) !== undefined
      );
    }
    if (user.belongToType !== BelongToType.Regulator || user.regulatorId === null) return false;
    const result = await sql<{ found: boolean }>`
      with recursive tree as (
        select code from division where code = (select division_code from regulator where id = ${user.regulatorId})
        union all
        select child.code from division child join tree on child.parent_code = tree.code
      )
      select exists (select 1 from tree where code = ${code}) as found`.execute(this.db);
    return result.rows[0]?.found === true;
  }

  async insert(values: Insertable<StationTable>, db: Db = this.db): Promise<number> {
    const row = await db.insertInto('station').values(values).returning('id').executeTakeFirstOrThrow();
    return row.id;
  }

  async update(id: number, values: Updateable<StationTable>, db: Db = this.db): Promise<void> {
    await db.updateTable('station').set(values).where('id', '=', id).where('kind', '=', 1).execute();
  }

  scaleDevicesOf(stationId: number) {
    return this.db
      .selectFrom('scale_device')
      .where('station_id', '=', stationId)
      .select(['id', 'station_id', 'device_code', 'device_name', 'model', 'last_report_at', 'is_valid'])
      .orderBy('device_code')
      .execute();
  }

  transaction<T>(work: (trx: Db) => Promise<T>): Promise<T> {
    return this.db.transaction().execute(work);
  }
}
