import pg from 'pg';
import { quoteIdentifier } from '@gcs/server/db';

/** Where a benchmark keeps its generated data: a database and a schema of its own. */
export interface BenchSchema {
  databaseUrl: string;
  schema: string;
}

/** A connection with the bench schema as search path and UTC as time zone (the caller ends it). */
export async function connectToSchema(target: BenchSchema): Promise<pg.Client> {
  const client = new pg.Client({
    connectionString: target.databaseUrl,
    options: `-c TimeZone=UTC -c search_path=${target.schema}`,
  });
  await client.connect();
  return client;
}

/** Runs one statement on its own connection with the bench schema as search path (the benches have no Kysely `sql`). */
export async function rawQuery<Row extends object = object>(
  target: BenchSchema,
  text: string,
  values: unknown[] = [],
): Promise<Row[]> {
  const client = await connectToSchema(target);
  try {
    return (await client.query<Row>(text, values)).rows;
  } finally {
    await client.end();
  }
}

/**
 * The "data complete" marker a benchmark wrote as its schema's comment (JSON) once it had generated its data; a later
 * run that finds it (with the sizes it asks for) reuses the data. Undefined when there is none.
 */
export async function readSchemaMarker<Marker>(target: BenchSchema): Promise<Marker | undefined> {
  const rows = await rawQuery<{ comment: string | null }>(
    target,
    `select obj_description(oid, 'pg_namespace') as comment from pg_namespace where nspname = $1`,
    [target.schema],
  );
  const text = rows[0]?.comment;
  if (!text?.startsWith('{')) return undefined;
  try {
    return JSON.parse(text) as Marker;
  } catch {
    return undefined;
  }
}

export async function writeSchemaMarker(target: BenchSchema, marker: object): Promise<void> {
  await rawQuery(
    target,
    `comment on schema ${quoteIdentifier(target.schema)} is '${JSON.stringify(marker).replace(/'/g, "''")}'`,
  );
}
