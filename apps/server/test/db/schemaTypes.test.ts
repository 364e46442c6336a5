import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../support/testDatabase';

/**
 * `db/schema.ts` types the migrated database for Kysely by hand; the migrations are the truth. This reads the
 * file's `DatabaseSchema` with the TypeScript compiler and compares every table, column and nullability with the
 * database the migrations make, so that neither can change without the other (docs/architecture.md §7).
 */
interface TypedColumn {
  name: string;
  nullable: boolean;
}

function typedTables(): Map<string, TypedColumn[]> {
  const path = fileURLToPath(new URL('../../src/db/schema.ts', import.meta.url));
  const source = ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, true);
  const interfaces = new Map<string, ts.InterfaceDeclaration>();
  const aliases = new Map<string, string>();
  source.forEachChild((node) => {
    if (ts.isInterfaceDeclaration(node)) interfaces.set(node.name.text, node);
    if (ts.isTypeAliasDeclaration(node)) aliases.set(node.name.text, node.type.getText(source));
  });
  const members = (declaration: ts.InterfaceDeclaration) =>
    declaration.members.filter(ts.isPropertySignature).map((member) => ({
      name: member.name.getText(source),
      type: member.type?.getText(source) ?? '',
    }));
  // A column may be null when its select type (a plain type, or ColumnType's first argument) names null; a JSON
  // column typed `unknown` is not null, `unknown | null` may be.
  const selectType = (text: string): string => {
    const resolved = aliases.get(text) ?? text;
    const generated = /^Generated<(.*)>$/s.exec(resolved);
    if (generated) return selectType(generated[1] ?? '');
    const column = /^ColumnType<(.*)>$/s.exec(resolved);
    if (column) return (column[1] ?? '').split(',')[0] ?? '';
    return resolved;
  };
  const schema = interfaces.get('DatabaseSchema');
  if (!schema) throw new Error('schema.ts has no DatabaseSchema');
  const tables = new Map<string, TypedColumn[]>();
  for (const { name, type } of members(schema)) {
    const table = interfaces.get(type);
    if (!table) throw new Error(`DatabaseSchema.${name}: no interface ${type} in schema.ts`);
    tables.set(
      name,
      members(table).map((column) => ({
        name: column.name,
        nullable: /\bnull\b/.test(selectType(column.type)),
      })),
    );
  }
  return tables;
}

let database: TestDatabase;

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database?.close());

async function migratedTables(): Promise<Map<string, TypedColumn[]>> {
  const rows = await sql<{ table: string; column: string; nullable: boolean }>`
    select c.relname as table, a.attname as column, not a.attnotnull as nullable
    from pg_class c
    join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
    where c.relnamespace = current_schema()::regnamespace and c.relkind in ('r', 'p', 'v') and not c.relispartition
    order by c.relname, a.attnum`.execute(database.db);
  const tables = new Map<string, TypedColumn[]>();
  for (const row of rows.rows) {
    const columns = tables.get(row.table) ?? [];
    columns.push({ name: row.column, nullable: row.nullable });
    tables.set(row.table, columns);
  }
  return tables;
}

describe('db/schema.ts against the migrated database', () => {
  it('types every table the migrations make, and no other', async () => {
    const typed = [...typedTables().keys()].sort();
    const migrated = [...(await migratedTables()).keys()].sort();
    expect(typed).toEqual(migrated);
  });

  it('types every column of each table, with the nullability the database gives it', async () => {
    const typed = typedTables();
    const migrated = await migratedTables();
    const differences: string[] = [];
    for (const [table, columns] of migrated) {
      const typedColumns = new Map((typed.get(table) ?? []).map((column) => [column.name, column]));
      for (const column of columns) {
        const typedColumn = typedColumns.get(column.name);
        if (!typedColumn) differences.push(`${table}.${column.name}: not in schema.ts`);
        else if (typedColumn.nullable !== column.nullable)
          differences.push(`${table}.${column.name}: ${column.nullable ? 'nullable' : 'not null'} in the database`);
        typedColumns.delete(column.name);
      }
      for (const name of typedColumns.keys()) differences.push(`${table}.${name}: not in the database`);
    }
    expect(differences).toEqual([]);
  });
});
