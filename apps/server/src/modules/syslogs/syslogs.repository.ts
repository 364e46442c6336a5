import { sql, type Kysely } from 'kysely';
import type { DatabaseSchema } from '../../db/schema';
import { chinaDayAfter, chinaDayStart } from '../../platform/filterValues';
import { pagedRows } from '../../platform/pagedRows';

type Db = Kysely<DatabaseSchema>;

/** The filter of the system log page, in the stored names. */
export interface SyslogFilter {
  /** yyyy-MM-dd, China time, both inclusive. */
  from?: string | undefined;
  to?: string | undefined;
  loginCode?: string | undefined;
  event?: string | undefined;
  result?: 'success' | 'failure' | undefined;
}

/** Rows of the filter: each condition is served by an index (at; login_code, at; event, at). */
function filtered(db: Db, filter: SyslogFilter) {
  let query = db.selectFrom('syslog as s');
  if (filter.from !== undefined) query = query.where('s.at', '>=', chinaDayStart(filter.from));
  if (filter.to !== undefined) query = query.where('s.at', '<', chinaDayAfter(filter.to));
  if (filter.loginCode !== undefined) query = query.where('s.login_code', '=', filter.loginCode);
  if (filter.event !== undefined) query = query.where('s.event', '=', filter.event);
  if (filter.result !== undefined) query = query.where('s.result', '=', filter.result);
  return query;
}

function selectPage(db: Db, filter: SyslogFilter) {
  return filtered(db, filter)
    .leftJoin('app_user as u', 'u.id', 's.user_id')
    .leftJoin('app_user as r', 'r.id', 's.real_user_id')
    .select([
      's.id',
      's.at',
      's.login_code',
      's.ip',
      's.event',
      's.result',
      's.detail',
      's.real_user_id',
      'u.user_name',
      'r.login_code as real_login_code',
    ]);
}
export type SyslogRecord = Awaited<ReturnType<ReturnType<typeof selectPage>['execute']>>[number];

/** Reads the system log, newest first, and purges what is older than the retention. */
export class SyslogsRepository {
  constructor(private readonly db: Db) {}

  /** The entries the filter keeps, newest first. */
  syslogRows() {
    return pagedRows(this.db, {
      filtered: (_user, filter: SyslogFilter) => filtered(this.db, filter),
      ordered: (_user, filter) => selectPage(this.db, filter).orderBy('s.at', 'desc').orderBy('s.id', 'desc'),
    });
  }

  /** Deletes the rows older than the retention (never under six months) through the database's own purge. */
  async purge(): Promise<number> {
    const result = await sql<{ removed: number }>`select purge_syslog() as removed`.execute(this.db);
    return Number(result.rows[0]?.removed ?? 0);
  }

  /** The months the log keeps, as the database reads them (the parameter, never under six). */
  async retentionMonths(): Promise<number> {
    const result = await sql<{ months: number }>`select syslog_retention_months() as months`.execute(this.db);
    return Number(result.rows[0]?.months ?? 6);
  }
}
