import { parseArgs } from 'node:util';

export interface BenchOptions {
  databaseUrl: string;
  schema: string;
  /** Generated cylinders the bench schema must hold. */
  cylinders: number;
  /** Barcodes sampled across the table and requested in a fixed shuffled order. */
  barcodes: number;
  connections: number;
  poolSize: number;
  warmupSeconds: number;
  durationSeconds: number;
  /** Each round measures the platform then the bare baseline; the best round of each is compared. */
  rounds: number;
  /**
   * Connections of the extra light-load phase, which shows latency without queueing (autocannon's fixed-rate mode
   * sends each second's requests in a burst, so it is not used); 0 skips it.
   */
  lightConnections: number;
  /** Writes a V8 CPU profile of each server process into bench/results/profiles. */
  cpuProfile: boolean;
  resultsDir: string;
}

const defaults = {
  databaseUrl: 'postgres://postgres@127.0.0.1:5432/test',
  schema: 'bench',
  cylinders: 1_000_000,
  barcodes: 10_000,
  connections: 50,
  poolSize: 20,
  warmupSeconds: 10,
  durationSeconds: 20,
  rounds: 2,
  lightConnections: 4,
};

/**
 * Reads an integer setting: the flag, else the BENCH_* variable, else the default; refuses what is not an integer
 * of at least `min`.
 */
export function integerSetting(env: NodeJS.ProcessEnv) {
  return (flag: string | undefined, variable: string, fallback: number, min: number): number => {
    const text = flag ?? env[variable];
    if (text === undefined || text === '') return fallback;
    const value = Number(text);
    if (!Number.isInteger(value) || value < min) throw new Error(`${variable} must be an integer >= ${min}: ${text}`);
    return value;
  };
}

/** Flags win over BENCH_* environment variables, which win over the defaults. */
export function readOptions(argv: string[], env: NodeJS.ProcessEnv, resultsDir: string): BenchOptions {
  const { values } = parseArgs({
    args: argv,
    options: {
      url: { type: 'string' },
      schema: { type: 'string' },
      cylinders: { type: 'string' },
      barcodes: { type: 'string' },
      connections: { type: 'string' },
      pool: { type: 'string' },
      warmup: { type: 'string' },
      duration: { type: 'string' },
      rounds: { type: 'string' },
      'light-connections': { type: 'string' },
      'cpu-prof': { type: 'boolean' },
    },
  });
  const int = integerSetting(env);
  const schema = values.schema ?? env.BENCH_SCHEMA ?? defaults.schema;
  if (!/^[a-z_][a-z0-9_]*$/.test(schema)) throw new Error(`invalid schema name ${schema}`);
  return {
    databaseUrl: values.url ?? env.BENCH_DATABASE_URL ?? defaults.databaseUrl,
    schema,
    cylinders: int(values.cylinders, 'BENCH_CYLINDERS', defaults.cylinders, 1),
    barcodes: int(values.barcodes, 'BENCH_BARCODES', defaults.barcodes, 1),
    connections: int(values.connections, 'BENCH_CONNECTIONS', defaults.connections, 1),
    poolSize: int(values.pool, 'BENCH_POOL_SIZE', defaults.poolSize, 1),
    warmupSeconds: int(values.warmup, 'BENCH_WARMUP_SECONDS', defaults.warmupSeconds, 0),
    durationSeconds: int(values.duration, 'BENCH_DURATION_SECONDS', defaults.durationSeconds, 1),
    rounds: int(values.rounds, 'BENCH_ROUNDS', defaults.rounds, 1),
    lightConnections: int(values['light-connections'], 'BENCH_LIGHT_CONNECTIONS', defaults.lightConnections, 0),
    cpuProfile: values['cpu-prof'] ?? env.BENCH_CPU_PROF === '1',
    resultsDir,
  };
}
