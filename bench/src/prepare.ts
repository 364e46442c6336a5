import { existsSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { openDatabase, type Database } from '@gcs/server/db';
import { generateCylinders } from '../../apps/server/src/db/generate/cylinders';
import { migrate } from '../../apps/server/src/db/migrate';
import { countPublicCylinders, listPublicCylinders } from '../../apps/server/src/modules/public/public.repository';
import type { BenchOptions } from './options';

type Db = Database['db'];

/** One SQL statement exactly as the platform's repository compiles it, with the barcode's parameter slot. */
export interface CompiledStatement {
  sql: string;
  parameters: unknown[];
  barcodeIndex: number;
}

export interface PreparedData {
  postgresVersion: string;
  referenceSource: 'existing' | 'demo seed' | 'generator';
  generatedCylinders: number;
  generationSeconds: number;
  cylindersInTable: number;
  barcodes: string[];
  countStatement: CompiledStatement;
  listStatement: CompiledStatement;
}

const anchorDate = '2025-06-30';
const pageSize = 20;

/** Migrates the bench schema, loads reference data and the generated cylinders (skipped when present). */
export async function prepareData(options: BenchOptions, log: (line: string) => void): Promise<PreparedData> {
  const database = await openDatabase({ url: options.databaseUrl, schema: options.schema, poolSize: 4 });
  try {
    const applied = await migrate(database.db);
    if (applied.length > 0) log(`migrations applied: ${applied.join(', ')}`);
    const referenceSource = await ensureReferenceSource(database.db, log);
    // Every run starts with empty rate-limit counters (the platform's upsert inserts, then updates, one row).
    await database.db.deleteFrom('rate_limit_window').execute();
    const generation = await generateCylinders(database.db, { count: options.cylinders, seed: 1, anchorDate, log });
    const total = await database.db
      .selectFrom('cylinder')
      .select((eb) => [eb.fn.countAll<string | number>().as('rows'), eb.fn.max('id').as('maxId')])
      .executeTakeFirstOrThrow();
    const barcodes = shuffle(await sampleBarcodes(database.db, Number(total.maxId), options.barcodes), 20240601);
    const version = await database.db
      .selectNoFrom((eb) => eb.fn<string>('version', []).as('version'))
      .executeTakeFirstOrThrow();
    return {
      postgresVersion: version.version,
      referenceSource,
      generatedCylinders: generation.total,
      generationSeconds: generation.milliseconds / 1000,
      cylindersInTable: Number(total.rows),
      barcodes,
      ...compileStatements(database.db),
    };
  } finally {
    await database.close();
  }
}

/**
 * Reference data comes from the demo seed when it is available (a small demo load, once, on a fresh schema);
 * otherwise generateCylinders inserts its own minimal set.
 */
async function ensureReferenceSource(db: Db, log: (line: string) => void): Promise<PreparedData['referenceSource']> {
  const station = await db.selectFrom('station').select('id').limit(1).executeTakeFirst();
  if (station) return 'existing';
  const seedFile = fileURLToPath(new URL('../../apps/server/src/db/seed/index.ts', import.meta.url));
  if (!existsSync(seedFile)) return 'generator';
  try {
    const seedModule: unknown = await import(pathToFileURL(seedFile).href);
    const seedDemoData = (seedModule as { seedDemoData?: unknown }).seedDemoData;
    if (typeof seedDemoData !== 'function') return 'generator';
    log('loading reference data with the demo seed (2,000 demo cylinders) ...');
    await (seedDemoData as (db: Db, options: object) => Promise<unknown>)(db, {
      cylinders: 2000,
      fillingRecords: 2000,
      anchorDate,
      seed: 20240601,
    });
    return 'demo seed';
  } catch (error) {
    log(`demo seed failed, using the generator's reference data: ${(error as Error).message}`);
    return 'generator';
  }
}

/** Every step-th visible cylinder across the whole id range. */
async function sampleBarcodes(db: Db, maxId: number, wanted: number): Promise<string[]> {
  const step = Math.max(1, Math.floor(maxId / wanted));
  const rows = await db
    .selectFrom('cylinder')
    .select('barcode')
    .where((eb) => eb(eb(eb.ref('id'), '%', step), '=', 0))
    .where('status', '<>', 8)
    .orderBy('id')
    .limit(wanted)
    .execute();
  return rows.map((row) => row.barcode);
}

/** Deterministic Fisher-Yates shuffle (mulberry32), so every run requests the same sequence. */
function shuffle<T>(items: T[], seed: number): T[] {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const result = [...items];
  for (let i = result.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [result[i], result[j]] = [result[j] as T, result[i] as T];
  }
  return result;
}

/** The count and list statements of the public query for one barcode, page 1 of 20 (the endpoint's defaults). */
function compileStatements(db: Db): Pick<PreparedData, 'countStatement' | 'listStatement'> {
  const marker = '\u0000barcode\u0000';
  const toStatement = (query: { sql: string; parameters: readonly unknown[] }): CompiledStatement => {
    const barcodeIndex = query.parameters.indexOf(marker);
    if (barcodeIndex < 0) throw new Error(`the barcode is not a parameter of: ${query.sql}`);
    return { sql: query.sql, parameters: [...query.parameters], barcodeIndex };
  };
  return {
    countStatement: toStatement(countPublicCylinders(db, { barcode: marker }).compile()),
    listStatement: toStatement(listPublicCylinders(db, { barcode: marker }, 0, pageSize).compile()),
  };
}
