import { availableParallelism } from 'node:os';
import { parseArgs } from 'node:util';
import { integerSetting } from '../options';
import { wrkAvailable } from './wrkUsers';

export interface ArchiveBenchOptions {
  databaseUrl: string;
  schema: string;
  /** Generated cylinders the schema must hold. */
  cylinders: number;
  /** Extra filling stations spread over the demo city's districts, so the city holds about 1,000 stations. */
  stations: number;
  /** Drops the schema and generates everything again. */
  regenerate: boolean;
  /** Concurrent users: each has its own session and one keep-alive connection, and sends its next request when the last one is answered. */
  users: number;
  /** Stations whose archives the users look at, in turn (each request names one station). */
  queriedStations: number;
  poolSize: number;
  warmupSeconds: number;
  durationSeconds: number;
  /** Each round measures the platform, then the baseline. */
  rounds: number;
  /**
   * What drives the users: wrk (a C program, the default when it is installed) or the load driver in this Node.js
   * process (`runUsers`), which costs the shared cores several times more CPU per request.
   */
  loadDriver: 'wrk' | 'node';
  /** Writes a V8 CPU profile of each server process into bench/results/profiles. */
  cpuProfile: boolean;
  resultsDir: string;
}

const defaults = {
  databaseUrl: 'postgres://postgres@127.0.0.1:5432/test',
  schema: 'bench_archive',
  cylinders: 5_000_000,
  stations: 1_000,
  users: 20,
  queriedStations: 100,
  /**
   * Connections per server: twice the cores plus one, PostgreSQL's usual starting point for a pool, since the
   * database runs on this host (more backends than that only queue for the same cores).
   */
  poolSize: availableParallelism() * 2 + 1,
  warmupSeconds: 10,
  durationSeconds: 30,
  rounds: 2,
};

/** Flags win over BENCH_* environment variables, which win over the defaults. */
export function readArchiveOptions(argv: string[], env: NodeJS.ProcessEnv, resultsDir: string): ArchiveBenchOptions {
  const { values } = parseArgs({
    args: argv,
    options: {
      url: { type: 'string' },
      schema: { type: 'string' },
      cylinders: { type: 'string' },
      stations: { type: 'string' },
      regenerate: { type: 'boolean' },
      users: { type: 'string' },
      'queried-stations': { type: 'string' },
      pool: { type: 'string' },
      warmup: { type: 'string' },
      duration: { type: 'string' },
      rounds: { type: 'string' },
      load: { type: 'string' },
      'cpu-prof': { type: 'boolean' },
    },
  });
  const int = integerSetting(env);
  const schema = values.schema ?? env.BENCH_ARCHIVE_SCHEMA ?? defaults.schema;
  if (!/^[a-z_][a-z0-9_]*$/.test(schema)) throw new Error(`invalid schema name ${schema}`);
  return {
    databaseUrl: values.url ?? env.BENCH_DATABASE_URL ?? defaults.databaseUrl,
    schema,
    cylinders: int(values.cylinders, 'BENCH_ARCHIVE_CYLINDERS', defaults.cylinders, 1000),
    stations: int(values.stations, 'BENCH_ARCHIVE_STATIONS', defaults.stations, 1),
    regenerate: values.regenerate ?? env.BENCH_REGENERATE === '1',
    users: int(values.users, 'BENCH_USERS', defaults.users, 1),
    queriedStations: int(values['queried-stations'], 'BENCH_QUERIED_STATIONS', defaults.queriedStations, 1),
    poolSize: int(values.pool, 'BENCH_POOL_SIZE', defaults.poolSize, 1),
    warmupSeconds: int(values.warmup, 'BENCH_WARMUP_SECONDS', defaults.warmupSeconds, 0),
    durationSeconds: int(values.duration, 'BENCH_DURATION_SECONDS', defaults.durationSeconds, 1),
    rounds: int(values.rounds, 'BENCH_ROUNDS', defaults.rounds, 1),
    loadDriver: loadDriver(values.load ?? env.BENCH_LOAD),
    cpuProfile: values['cpu-prof'] ?? env.BENCH_CPU_PROF === '1',
    resultsDir,
  };
}

function loadDriver(named: string | undefined): 'wrk' | 'node' {
  if (named === 'wrk' || named === 'node') return named;
  if (named !== undefined) throw new Error(`unknown load driver ${named} (wrk or node)`);
  return wrkAvailable() ? 'wrk' : 'node';
}
