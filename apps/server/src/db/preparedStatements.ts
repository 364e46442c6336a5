import { createHash } from 'node:crypto';
import type { PostgresCursor, PostgresPool, PostgresPoolClient, PostgresQueryResult } from 'kysely';
import type pg from 'pg';
import { arrayParameter } from './arrayLiteral';
import { binaryArray, binaryArrayCasts } from './binaryArray';

/**
 * How many distinct statements one connection keeps prepared. Every length of an `IN` list and every combination of a
 * list's filters is a statement of its own, so over weeks a connection would collect them without end, each holding its
 * plan in the backend's memory; a connection past this many is closed when it is released, and the pool opens a fresh
 * one that prepares again only what is still asked for.
 */
export const maxPreparedPerConnection = 256;

/** Names already computed, so that a hot statement is not hashed on every request; emptied when it grows past this. */
const maxRememberedNames = 5000;
const names = new Map<string, string>();

/** A stable name for a statement text, so each pooled connection plans it once and reuses the plan. */
export function preparedStatementName(text: string): string {
  const known = names.get(text);
  if (known) return known;
  if (names.size >= maxRememberedNames) names.clear();
  const name = `k_${createHash('sha1').update(text).digest('hex').slice(0, 20)}`;
  names.set(text, name);
  return name;
}

/** The statements each connection has prepared, by the pool's client object (one per backend, reused). */
const preparedBy = new WeakMap<pg.PoolClient, Set<string>>();

/**
 * A pg pool as Kysely uses it, whose parameterised statements run as named prepared statements: PostgreSQL parses
 * and plans each distinct statement once per connection instead of on every request, and a connection that has
 * prepared more than `maxPrepared` is replaced when released. Statements without parameters (migrations, scripts of
 * several statements) run as they are. An array the statement casts to a typed array (`$2::uuid[]`) goes in binary
 * where every element has an exact binary form (`binaryArray`); any other flat array of scalars as a literal built by
 * `arrayParameter` (cheaper than pg's own escaping, which an upload's column arrays spent a tenth of the CPU on).
 */
export function preparingPool(pool: pg.Pool, maxPrepared = maxPreparedPerConnection): PostgresPool {
  return {
    async connect(): Promise<PostgresPoolClient> {
      const client = await pool.connect();
      const statements = preparedBy.get(client) ?? new Set<string>();
      preparedBy.set(client, statements);
      function query<R>(text: string, values: ReadonlyArray<unknown>): Promise<PostgresQueryResult<R>>;
      function query<R>(cursor: PostgresCursor<R>): PostgresCursor<R>;
      function query<R>(textOrCursor: string | PostgresCursor<R>, values: ReadonlyArray<unknown> = []) {
        if (typeof textOrCursor !== 'string') return client.query(textOrCursor as never) as PostgresCursor<R>;
        if (values.length === 0) return client.query(textOrCursor, []) as unknown as Promise<PostgresQueryResult<R>>;
        const casts = binaryArrayCasts(textOrCursor);
        const sent = values.map((value, index) => {
          const elementType = casts.get(index);
          return (elementType && Array.isArray(value) && binaryArray(elementType, value)) || arrayParameter(value);
        });
        const name = preparedStatementName(textOrCursor);
        statements.add(name);
        return client.query({ name, text: textOrCursor, values: sent }) as unknown as Promise<PostgresQueryResult<R>>;
      }
      // release(true) closes the connection instead of returning it to the pool.
      return { query, release: () => client.release(statements.size > maxPrepared) };
    },
    end: () => pool.end(),
  };
}
