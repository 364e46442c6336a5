/**
 * Loads the demo data into a database from the command line and reports how long it took:
 *   npm run seed -w @gcs/server -- --data-dir memory:// [--cylinders 20000] [--fillings 200000] [--anchor 2026-06-15]
 *   npm run seed -w @gcs/server -- --url postgres://127.0.0.1:5432/test --schema demo
 * Without --data-dir or --url it uses DATABASE_URL or DATA_DIR like the server does.
 */
import { mkdirSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { openDatabase } from '../database';
import { migrate } from '../migrate';
import { databaseHasData, seedDemoData } from './index';

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      'data-dir': { type: 'string' },
      url: { type: 'string' },
      schema: { type: 'string' },
      cylinders: { type: 'string' },
      fillings: { type: 'string' },
      anchor: { type: 'string' },
      seed: { type: 'string' },
    },
  });
  const url = values.url ?? (values['data-dir'] ? undefined : process.env.DATABASE_URL);
  const dataDir = values['data-dir'] ?? process.env.DATA_DIR ?? 'data';
  if (!url && !dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true });
  const database = await openDatabase({ url, dataDir, schema: values.schema });
  try {
    await migrate(database.db);
    if (await databaseHasData(database.db)) {
      console.log('数据库已有数据，未加载演示数据');
      return;
    }
    const started = performance.now();
    const summary = await seedDemoData(database.db, {
      cylinders: values.cylinders ? Number(values.cylinders) : undefined,
      fillingRecords: values.fillings ? Number(values.fillings) : undefined,
      anchorDate: values.anchor,
      seed: values.seed ? Number(values.seed) : undefined,
    });
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(
      JSON.stringify({ ...summary, seconds: Number(seconds), database: url ? 'postgres' : dataDir }, null, 2),
    );
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
