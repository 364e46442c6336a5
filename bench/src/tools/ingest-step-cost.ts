import { performance } from 'node:perf_hooks';
import { fillingUploadBody, quickUploadBody } from '@gcs/contracts';
import { openDatabase } from '@gcs/server/db';
import { IngestRepository } from '../../../apps/server/src/modules/filling/ingest.repository';
import { IngestService } from '../../../apps/server/src/modules/filling/ingest.service';
import { ScaleFeed } from '../ingest/batches';
import { cleanUp } from '../ingest/cleanUp';
import { readIngestOptions } from '../ingest/options';
import { prepareIngestData } from '../ingest/prepare';
import { sampleWal, walUse } from '../wal';

/**
 * Where one upload's time goes: stores batches one after another through the ingest service (no HTTP) and prints the
 * mean wall time of validation and of each repository call per batch. Takes the options of bench:ingest (e.g.
 * --schema, --records, --batch-size); --seconds is how long to run.
 *   tsx bench/src/tools/ingest-step-cost.ts --seconds 20
 */
const options = readIngestOptions(process.argv.slice(2), process.env);
const prepared = await prepareIngestData({ ...options, scales: 1 }, (line) => console.log(line));
const scale = prepared.scales[0];
if (!scale) throw new Error('no bench scale');
const started = new Date();
const database = await openDatabase({ url: options.databaseUrl, schema: options.schema, poolSize: 2 });
const spent = new Map<string, number>();
const add = (name: string, ms: number) => spent.set(name, (spent.get(name) ?? 0) + ms);
const repository = new IngestRepository(database.db);
const timed = new Proxy(repository, {
  get(target, property, receiver) {
    const value: unknown = Reflect.get(target, property, receiver);
    if (typeof value !== 'function' || property === 'transaction') return value;
    return async (...args: unknown[]) => {
      const at = performance.now();
      try {
        return (await (value as (...a: unknown[]) => Promise<unknown>).apply(target, args)) as unknown;
      } finally {
        add(String(property), performance.now() - at);
      }
    };
  },
});
const service = new IngestService({ repository: timed, db: database.db, now: () => new Date() });
const feed = new ScaleFeed(scale, options.batchSize, options.retryEvery);
const device = { id: scale.deviceId, guid: scale.deviceGuid, stationId: scale.stationId };
let batches = 0;
let wal: ReturnType<typeof walUse>;
const walBefore = await sampleWal(options.databaseUrl);
const cpuBefore = process.cpuUsage();
const end = performance.now() + options.seconds * 1000;
try {
  while (performance.now() < end) {
    const batch = feed.next();
    const at = performance.now();
    const json: unknown = JSON.parse(JSON.stringify({ records: batch.records }));
    const body = quickUploadBody(json) ?? fillingUploadBody.parse(json);
    const parsed = performance.now();
    add('(validation: JSON and the quick check, as the route)', parsed - at);
    await service.upload(device, body.records);
    add('(upload in all)', performance.now() - parsed);
    batches += 1;
  }
} finally {
  const cpu = process.cpuUsage(cpuBefore);
  wal = walUse(walBefore, await sampleWal(options.databaseUrl), batches);
  add('(CPU of this process: validation, service, Kysely, pg)', (cpu.user + cpu.system) / 1000);
  await database.close();
  await cleanUp(options, started);
}
console.log(`${batches} batches of ${options.batchSize}, one at a time; mean ms per batch:`);
for (const [name, ms] of [...spent].sort((a, b) => b[1] - a[1])) {
  console.log(`${(ms / batches).toFixed(2).padStart(9)}  ${name}`);
}
if (wal) {
  console.log(
    `WAL per batch: ${wal.kilobytesPerBatch} kB, ${wal.recordsPerBatch} records, ${wal.fullPageImagesPerBatch} full ` +
      `pages; ${wal.checkpoints} checkpoints in the run`,
  );
}
