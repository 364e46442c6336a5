import { sql, type Kysely, type SqlBool } from 'kysely';
import type { DatabaseSchema } from '../../db/schema';
import { pagedRows } from '../../platform/pagedRows';

type Db = Kysely<DatabaseSchema>;

export interface DistrictFilter {
  parentCode?: string | undefined;
  name?: string | undefined;
}

const likeContains = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * Without a name: the children of the parent (the provinces without one). With a name: the regions of that name
 * anywhere below the parent (anywhere without one).
 */
function regions(db: Db, filter: DistrictFilter) {
  let query = db.selectFrom('division as d');
  const { parentCode, name } = filter;
  if (name !== undefined) {
    query = query.where('d.name', 'ilike', likeContains(name));
    if (parentCode !== undefined) {
      query = query.where(
        (eb) => sql<SqlBool>`${eb.ref('d.code')} in (
          with recursive tree as (
            select code from division where parent_code = ${parentCode}
            union all
            select child.code from division child join tree on child.parent_code = tree.code
          )
          select code from tree
        )`,
      );
    }
  } else {
    query =
      parentCode === undefined
        ? query.where('d.parent_code', 'is', null)
        : query.where('d.parent_code', '=', parentCode);
  }
  return query;
}

function withCounts(query: ReturnType<typeof regions>) {
  return query.leftJoin('division as p', 'p.code', 'd.parent_code').select((eb) => [
    'd.code',
    'd.name',
    'd.parent_code',
    'p.name as parent_name',
    'd.level',
    eb
      .selectFrom('division as c')
      .whereRef('c.parent_code', '=', 'd.code')
      .select((inner) => inner.fn.countAll<string>().as('n'))
      .as('child_count'),
    eb
      .selectFrom('regulator as r')
      .whereRef('r.division_code', '=', 'd.code')
      .select((inner) => inner.fn.countAll<string>().as('n'))
      .as('regulator_count'),
    eb
      .selectFrom('station as s')
      .whereRef('s.division_code', '=', 'd.code')
      .select((inner) => inner.fn.countAll<string>().as('n'))
      .as('station_count'),
  ]);
}

/** The regions the filter keeps, with their counts, by code. */
export const districtRows = (db: Db) =>
  pagedRows(db, {
    filtered: (_user, filter: DistrictFilter) => regions(db, filter),
    ordered: (_user, filter) => withCounts(regions(db, filter)).orderBy('d.code'),
  });

/** The division (region) tree in SQL: its levels' children, what each holds, and its changes. */
export class DistrictsRepository {
  /** One region with its counts, as the list shows it. */
  async detail(db: Db, code: string) {
    return withCounts(db.selectFrom('division as d').where('d.code', '=', code)).executeTakeFirst();
  }

  /** The regions of the codes, locked for the change. */
  async lock(db: Db, codes: readonly string[]) {
    return db
      .selectFrom('division')
      .where('code', 'in', [...codes])
      .select(['code', 'name', 'level', 'parent_code'])
      .orderBy('code')
      .forUpdate()
      .execute();
  }

  async nameTaken(db: Db, parentCode: string | null, name: string, exceptCode?: string): Promise<boolean> {
    let query = db.selectFrom('division').where('name', '=', name);
    query = parentCode === null ? query.where('parent_code', 'is', null) : query.where('parent_code', '=', parentCode);
    if (exceptCode !== undefined) query = query.where('code', '<>', exceptCode);
    return (await query.select('code').executeTakeFirst()) !== undefined;
  }

  async insert(db: Db, values: { code: string; name: string; parent_code: string | null; level: number }) {
    await db.insertInto('division').values(values).execute();
  }

  async rename(db: Db, code: string, name: string) {
    await db.updateTable('division').set({ name }).where('code', '=', code).execute();
  }

  async delete(db: Db, codes: readonly string[]) {
    const result = await db
      .deleteFrom('division')
      .where('code', 'in', [...codes])
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  }
}
