import { createHash } from 'node:crypto';
import type { PostgresCursor, PostgresPool, PostgresPoolClient, PostgresQueryResult } from 'kysely';
import type pg from 'pg';
import { arrayParameter } from './arrayLiteral';

/** Distinct statements worth preparing; past this many, further texts run unprepared (e.g. ad-hoc IN lists). */
const maxPreparedTexts = 2000;
const names = new Map<string, string>();

/** A stable name for a statement text, so each pooled connection plans it once and reuses the plan. */
export function preparedStatementName(text: string): string | undefined {
  const known = names.get(text);
  if (known) return known;
  if (names.size >= maxPreparedTexts) return undefined;
  const name = `k_${createHash('sha1').update(text).digest('hex').slice(0, 20)}`;
  names.set(text, name);
  return name;
}

/**
 * A pg pool as Kysely uses it, whose parameterised statements run as named prepared statements: PostgreSQL parses
 * and plans each distinct statement once per connection instead of on every request. Statements without parameters
 * (migrations, scripts of several statements) run as they are. Flat arrays of scalars go as literals built by
 * `arrayParameter` (cheaper than pg's own escaping, which an upload's column arrays spent a tenth of the CPU on).
 */
export function preparingPool(pool: pg.Pool): PostgresPool {
  return {
    async connect(): Promise<PostgresPoolClient> {
      const client = await pool.connect();
      function query<R>(text: string, values: ReadonlyArray<unknown>): Promise<PostgresQueryResult<R>>;
      function query<R>(cursor: PostgresCursor<R>): PostgresCursor<R>;
      function query<R>(textOrCursor: string | PostgresCursor<R>, values: ReadonlyArray<unknown> = []) {
        if (typeof textOrCursor !== 'string') return client.query(textOrCursor as never) as PostgresCursor<R>;
        const name = values.length > 0 ? preparedStatementName(textOrCursor) : undefined;
        const sent = values.map(arrayParameter);
        const result = name
          ? client.query({ name, text: textOrCursor, values: sent })
          : client.query(textOrCursor, sent);
        return result as unknown as Promise<PostgresQueryResult<R>>;
      }
      return { query, release: () => client.release() };
    },
    end: () => pool.end(),
  };
}
