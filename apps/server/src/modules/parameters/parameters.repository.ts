import type { Insertable, Kysely, Selectable } from 'kysely';
import type { DatabaseSchema, ParameterTable } from '../../db/schema';
import { containing } from '../../platform/filterValues';
import { pagedRows } from '../../platform/pagedRows';

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

  /** The parameters of the keyword, built-in ones first, then by code. */
  parameterRows() {
    return pagedRows(this.db, {
      filtered: (_user, keyword: string | undefined) => filtered(this.db, keyword),
      ordered: (_user, keyword) => filtered(this.db, keyword).selectAll().orderBy('built_in', 'desc').orderBy('code'),
    });
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
