import { parseArgs } from 'node:util';
import { openDatabase } from '../database';
import { migrate } from '../migrate';
import { generateCylinders } from './cylinders';

/**
 * Generates scale data: tsx apps/server/src/db/generate/cli.ts --count 1000000 --url postgres://... --schema bench
 * Without --url it writes to the embedded database in --data-dir (default: in memory, useful only as a check).
 */
const { values } = parseArgs({
  options: {
    count: { type: 'string', default: '1000000' },
    seed: { type: 'string', default: '1' },
    chunk: { type: 'string', default: '100000' },
    url: { type: 'string', default: process.env.DATABASE_URL },
    schema: { type: 'string' },
    'data-dir': { type: 'string', default: 'memory://' },
    'anchor-date': { type: 'string', default: '2025-06-30' },
  },
});

const database = await openDatabase({
  url: values.url,
  schema: values.schema,
  dataDir: values['data-dir'],
  poolSize: 2,
});
try {
  const applied = await migrate(database.db);
  if (applied.length > 0) console.log(`migrations applied: ${applied.join(', ')}`);
  await generateCylinders(database.db, {
    count: Number(values.count),
    seed: Number(values.seed),
    chunkSize: Number(values.chunk),
    anchorDate: values['anchor-date'],
  });
} finally {
  await database.close();
}
