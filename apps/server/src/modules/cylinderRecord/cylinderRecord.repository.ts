import { sql, type Kysely } from 'kysely';
import type { DatabaseSchema } from '../../db/schema';

type Db = Kysely<DatabaseSchema>;

/**
 * The records that hang off one cylinder (inspections, pictures, fillings, history), read alike by the public query
 * and the archive. Callers check first that the cylinder exists for them (public) or lies in their scope (archive).
 * Its pages are hand-written: the public query reads them with no session user, which `pagedRows` takes.
 */
export class CylinderRecordRepository {
  constructor(private readonly db: Db) {}

  /** How many records of a kind a cylinder has (served by the tables' cylinder indexes). */
  async countOf(
    table: 'inspection_record' | 'filling_record' | 'cylinder_history',
    cylinderId: number,
  ): Promise<number> {
    const row = await this.db
      .selectFrom(table)
      .where('cylinder_id', '=', cylinderId)
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .executeTakeFirstOrThrow();
    return Number(row.total);
  }

  listInspections(cylinderId: number, offset: number, limit: number) {
    return this.db
      .selectFrom('inspection_record as i')
      .leftJoin('station as s', 's.id', 'i.station_id')
      .where('i.cylinder_id', '=', cylinderId)
      .selectAll('i')
      .select('s.name as station_name')
      .orderBy('i.operation_time', 'desc')
      .orderBy('i.id', 'desc')
      .offset(offset)
      .limit(limit)
      .execute();
  }

  /** Pictures of one kind, or archive pictures first and then supplemental photos; each in upload order. */
  listImages(cylinderId: number, kind?: number) {
    let query = this.db.selectFrom('cylinder_image').where('cylinder_id', '=', cylinderId);
    if (kind !== undefined) query = query.where('kind', '=', kind);
    return query.select(['id', 'kind', 'name', 'uploaded_at']).orderBy('kind').orderBy('id').execute();
  }

  /** Fillings newest first (the latest alone with a limit of 1). */
  listFillings(cylinderId: number, offset: number, limit: number) {
    return this.db
      .selectFrom('filling_record as f')
      .leftJoin('station as s', 's.id', 'f.station_id')
      .leftJoin('medium as m', 'm.id', 'f.medium_id')
      .where('f.cylinder_id', '=', cylinderId)
      .selectAll('f')
      .select(['s.name as station_name', 'm.name as medium_name'])
      .orderBy('f.begin_time', 'desc')
      .orderBy('f.id', 'desc')
      .offset(offset)
      .limit(limit)
      .execute();
  }

  listHistory(cylinderId: number, offset: number, limit: number) {
    return this.db
      .selectFrom('cylinder_history')
      .where('cylinder_id', '=', cylinderId)
      .select(['id', 'action', 'changes', 'operator_name', 'entity_name', 'changed_at'])
      .orderBy('changed_at', 'desc')
      .orderBy('id', 'desc')
      .offset(offset)
      .limit(limit)
      .execute();
  }

  /**
   * The ownership and status trail: the history entries at which the cylinder's station or status became what it
   * then was (the first entry, and each one that changed either), newest first.
   */
  private trail(cylinderId: number) {
    const steps = this.db
      .selectFrom('cylinder_history as h')
      .where('h.cylinder_id', '=', cylinderId)
      .select([
        'h.id',
        'h.changed_at',
        'h.station_id',
        'h.status',
        'h.action',
        'h.operator_name',
        sql<boolean>`row_number() over (order by h.changed_at, h.id) = 1
          or h.station_id is distinct from lag(h.station_id) over (order by h.changed_at, h.id)
          or h.status is distinct from lag(h.status) over (order by h.changed_at, h.id)`.as('is_step'),
      ]);
    return this.db.selectFrom(steps.as('t')).where('t.is_step', '=', true);
  }

  listTrail(cylinderId: number, offset: number, limit: number) {
    return this.trail(cylinderId)
      .leftJoin('station as s', 's.id', 't.station_id')
      .select([
        't.id',
        't.changed_at',
        't.station_id',
        't.status',
        't.action',
        't.operator_name',
        's.name as station_name',
      ])
      .orderBy('t.changed_at', 'desc')
      .orderBy('t.id', 'desc')
      .offset(offset)
      .limit(limit)
      .execute();
  }

  async countTrail(cylinderId: number): Promise<number> {
    const row = await this.trail(cylinderId)
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .executeTakeFirstOrThrow();
    return Number(row.total);
  }
}
