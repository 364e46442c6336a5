import type { Kysely, SelectQueryBuilder } from 'kysely';
import type { DatabaseSchema } from '../db/schema';
import type { Page } from './listRoutes';
import type { SessionUser } from './session';

// The builders' table sets differ from list to list; the page's row type is what the caller keeps.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Rows<Row> = SelectQueryBuilder<DatabaseSchema, any, Row>;

/** The page and count of a list source (`ListSource.read` and `count`), written once for every list. */
export interface PagedRows<Query, Stored> {
  read: (user: SessionUser, query: Query, page: Page) => Promise<Stored[]>;
  count: (user: SessionUser, query: Query) => Promise<number>;
}

/**
 * A list's page and count from its two statements (docs/architecture.md §6): `filtered`, the rows its filter keeps in
 * the caller's scope (data scope in SQL), and `ordered`, those rows with the page's columns in the list's order
 * (given the order the query asks for, when the list sorts). The page is `ordered` cut by offset and limit; the
 * count is `filtered` counted, or, for a list of groups (`counts: 'groups'`), its groups counted.
 */
export function pagedRows<Query, Stored>(
  db: Kysely<DatabaseSchema>,
  spec: {
    filtered: (user: SessionUser, query: Query) => Rows<unknown>;
    ordered: (user: SessionUser, query: Query, sort: Page['sort']) => Rows<Stored>;
    counts?: 'rows' | 'groups';
  },
): PagedRows<Query, Stored> {
  return {
    read: (user, query, page) => spec.ordered(user, query, page.sort).offset(page.offset).limit(page.limit).execute(),
    count: async (user, query) => {
      const filtered = spec.filtered(user, query).clearSelect();
      const counted =
        spec.counts === 'groups' ? db.selectFrom(filtered.select((eb) => eb.lit(1).as('one')).as('groups')) : filtered;
      const row = await counted.select((eb) => eb.fn.countAll<string>().as('count')).executeTakeFirstOrThrow();
      return Number(row.count);
    },
  };
}

/** A list's page and count over the filter its query names (a service's `filterOf`), from rows read by that filter. */
export function pagedByFilter<Query, Filter, Stored>(
  rows: PagedRows<Filter, Stored>,
  filterOf: (query: Query) => Filter,
): PagedRows<Query, Stored> {
  return {
    read: (user, query, page) => rows.read(user, filterOf(query), page),
    count: (user, query) => rows.count(user, filterOf(query)),
  };
}
