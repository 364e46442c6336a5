import { readdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { sql, type Kysely } from 'kysely';
import type { DatabaseSchema } from './schema';

const migrationsDir = fileURLToPath(new URL('./migrations/', import.meta.url));

/** Applies every SQL migration not yet applied, in file-name order, each in its own transaction. */
export async function migrate(db: Kysely<DatabaseSchema>): Promise<string[]> {
  await sql`create table if not exists schema_migration (
    name varchar(128) primary key,
    applied_at timestamptz not null default now()
  )`.execute(db);
  const applied = new Set((await db.selectFrom('schema_migration').select('name').execute()).map((row) => row.name));
  const files = (await readdir(migrationsDir)).filter((file) => file.endsWith('.sql')).sort();
  const newlyApplied: string[] = [];
  for (const file of files) {
    if (applied.has(file)) continue;
    const text = await readFile(`${migrationsDir}${file}`, 'utf8');
    await db.transaction().execute(async (trx) => {
      await sql.raw(text).execute(trx);
      await trx.insertInto('schema_migration').values({ name: file }).execute();
    });
    newlyApplied.push(file);
  }
  return newlyApplied;
}
