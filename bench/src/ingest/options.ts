import { availableParallelism } from 'node:os';
import { parseArgs } from 'node:util';
import { integerSetting } from '../options';

export interface IngestBenchOptions {
  databaseUrl: string;
  schema: string;
  /** Filling records (and registered guids) the loaded schema holds before measuring. */
  records: number;
  /** Generated cylinders the records' barcodes belong to. */
  cylinders: number;
  /** Extra filling stations spread over the demo city's districts. */
  stations: number;
  /** Drops the schema and loads everything again. */
  reload: boolean;
  /** Concurrent simulated scales, each with its own credential and station, one batch in flight each. */
  scales: number;
  /** Records per batch (the platform accepts at most 500). */
  batchSize: number;
  /** Every this many batches a scale sends its previous batch again (a retry after a lost answer); 0: never. */
  retryEvery: number;
  seconds: number;
  warmupSeconds: number;
  /**
   * Closed-loop rounds of the platform and the baseline, in the order A B, B A, A B … (two rounds: A B B A, so the
   * machine's drift over the run weighs on both sides alike).
   */
  rounds: number;
  /** Connections of the platform's pool (the baseline opens one per scale). */
  poolSize: number;
  /** The platform's INGEST_CONCURRENCY (uploads stored at once); unset: the platform's default. */
  ingestConcurrency: number | undefined;
  /** Writes a V8 CPU profile of the platform process into bench/results/profiles. */
  cpuProfile: boolean;
  /** Batches a second of the open-loop phase (all scales together); unset: 0.4 x the baseline's; 0: no open loop. */
  openRate: number | undefined;
  /**
   * `deployment`: the run applies the server settings of docs/operations.md (bench/src/postgresSettings.ts) and puts
   * back the earlier ones after it; `as-is`: the server's own settings.
   */
  postgresSettings: 'deployment' | 'as-is';
}

const defaults = {
  databaseUrl: 'postgres://postgres@127.0.0.1:5432/test',
  schema: 'bench_ingest',
  records: 20_000_000,
  cylinders: 1_000_000,
  stations: 200,
  scales: 8,
  batchSize: 500,
  retryEvery: 10,
  seconds: 60,
  warmupSeconds: 5,
  rounds: 2,
  /** As the archive bench: twice the cores plus one (the database runs on this host). */
  poolSize: availableParallelism() * 2 + 1,
};

/** Flags win over BENCH_* environment variables, which win over the defaults. */
export function readIngestOptions(argv: string[], env: NodeJS.ProcessEnv): IngestBenchOptions {
  const { values } = parseArgs({
    args: argv,
    options: {
      url: { type: 'string' },
      schema: { type: 'string' },
      records: { type: 'string' },
      cylinders: { type: 'string' },
      stations: { type: 'string' },
      reload: { type: 'boolean' },
      scales: { type: 'string' },
      'batch-size': { type: 'string' },
      'retry-every': { type: 'string' },
      seconds: { type: 'string' },
      warmup: { type: 'string' },
      rounds: { type: 'string' },
      pool: { type: 'string' },
      'ingest-concurrency': { type: 'string' },
      'cpu-prof': { type: 'boolean' },
      'open-rate': { type: 'string' },
      'postgres-settings': { type: 'string' },
    },
  });
  const int = integerSetting(env);
  const schema = values.schema ?? env.BENCH_INGEST_SCHEMA ?? defaults.schema;
  if (!/^[a-z_][a-z0-9_]*$/.test(schema)) throw new Error(`invalid schema name ${schema}`);
  const batchSize = int(values['batch-size'], 'BENCH_BATCH_SIZE', defaults.batchSize, 1);
  if (batchSize > 500) throw new Error('a batch holds at most 500 records');
  const concurrency = values['ingest-concurrency'] ?? env.BENCH_INGEST_CONCURRENCY;
  const openRate = values['open-rate'] ?? env.BENCH_OPEN_RATE;
  if (openRate !== undefined && !(Number(openRate) >= 0)) throw new Error(`invalid --open-rate ${openRate}`);
  const postgresSettings = values['postgres-settings'] ?? env.BENCH_POSTGRES_SETTINGS ?? 'deployment';
  if (postgresSettings !== 'deployment' && postgresSettings !== 'as-is') {
    throw new Error(`invalid --postgres-settings ${postgresSettings} (deployment or as-is)`);
  }
  return {
    databaseUrl: values.url ?? env.BENCH_DATABASE_URL ?? defaults.databaseUrl,
    schema,
    records: int(values.records, 'BENCH_RECORDS', defaults.records, 1000),
    cylinders: int(values.cylinders, 'BENCH_INGEST_CYLINDERS', defaults.cylinders, 10_000),
    stations: int(values.stations, 'BENCH_INGEST_STATIONS', defaults.stations, 1),
    reload: values.reload ?? env.BENCH_RELOAD === '1',
    scales: int(values.scales, 'BENCH_SCALES', defaults.scales, 1),
    batchSize,
    retryEvery: int(values['retry-every'], 'BENCH_RETRY_EVERY', defaults.retryEvery, 0),
    seconds: int(values.seconds, 'BENCH_SECONDS', defaults.seconds, 1),
    warmupSeconds: int(values.warmup, 'BENCH_WARMUP_SECONDS', defaults.warmupSeconds, 0),
    rounds: int(values.rounds, 'BENCH_ROUNDS', defaults.rounds, 1),
    poolSize: int(values.pool, 'BENCH_POOL_SIZE', defaults.poolSize, 1),
    ingestConcurrency: concurrency === undefined ? undefined : int(concurrency, 'BENCH_INGEST_CONCURRENCY', 4, 1),
    cpuProfile: values['cpu-prof'] ?? env.BENCH_CPU_PROF === '1',
    openRate: openRate === undefined ? undefined : Number(openRate),
    postgresSettings,
  };
}
