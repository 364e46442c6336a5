import type { Insertable, Kysely, Selectable } from 'kysely';
import type { DatabaseSchema, ParameterTable } from '../../db/schema';
import { containing } from '../../platform/filterValues';
import type { Page } from '../../platform/listRoutes';

type Db = Kysely<DatabaseSchema>;

export type ParameterRecord = Selectable<ParameterTable>;
/** The columns a form writes. */
export type ParameterValues = Pick<
  Insertable<ParameterTable>,
  'code' | 'name' | 'value' | 'description' | 'kind' | 'min_value' | 'max_value' | 'is_valid'
>;

function filtered(db: Db, keyword: string | undefined) {
  let query = db.selectFrom('parameter');
  if (keyword !== undefined) {
    const pattern = containing(keyword);
    query = query.where((eb) => eb.or([eb('name', 'like', pattern), eb('code', 'ilike', pattern)]));
  }
  return query;
}

/** The parameter table (tens of rows). */
export class ParametersRepository {
  constructor(private readonly db: Db) {}

  page(keyword: string | undefined, page: Page): Promise<ParameterRecord[]> {
    return filtered(this.db, keyword)
      .selectAll()
      .orderBy('built_in', 'desc')
      .orderBy('code')
      .offset(page.offset)
      .limit(page.limit)
      .execute();
  }

  async count(keyword: string | undefined): Promise<number> {
    const row = await filtered(this.db, keyword)
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow();
    return Number(row.count);
  }

  findById(db: Db, id: number): Promise<ParameterRecord | undefined> {
    return db.selectFrom('parameter').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
  }

  findByCode(db: Db, code: string): Promise<ParameterRecord | undefined> {
    return db.selectFrom('parameter').selectAll().where('code', '=', code).executeTakeFirst();
  }

  insert(db: Db, values: ParameterValues): Promise<ParameterRecord> {
    return db.insertInto('parameter').values(values).returningAll().executeTakeFirstOrThrow();
  }

  update(db: Db, id: number, values: ParameterValues, at: string): Promise<ParameterRecord> {
    return db
      .updateTable('parameter')
      .set({ ...values, updated_at: at })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  findMany(db: Db, ids: readonly number[]): Promise<ParameterRecord[]> {
    return db.selectFrom('parameter').selectAll().where('id', 'in', ids).orderBy('id').forUpdate().execute();
  }

  async remove(db: Db, ids: readonly number[]): Promise<number> {
    const result = await db.deleteFrom('parameter').where('id', 'in', ids).executeTakeFirst();
    return Number(result.numDeletedRows);
  }

  /** Writes a read-only parameter's value from the deployment's configuration (a missing row is left missing). */
  async mirror(code: string, value: string): Promise<void> {
    await this.db
      .updateTable('parameter')
      .set({ value })
      .where('code', '=', code)
      .where('read_only', '=', true)
      .where('value', '<>', value)
      .execute();
  }
}
