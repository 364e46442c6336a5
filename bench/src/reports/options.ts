import { parseArgs } from 'node:util';
import { integerSetting } from '../options';

export interface ReportsBenchOptions {
  databaseUrl: string;
  schema: string;
  /** Filling records the loaded schema holds, spread over `months` calendar months. */
  records: number;
  months: number;
  cylinders: number;
  stations: number;
  /** Drops the schema and loads everything again. */
  reload: boolean;
  /** Measured filling-summary requests, one at a time, after `warmup` unmeasured ones. */
  requests: number;
  warmup: number;
  /** Runs of the raw aggregate (each scans a year of records). */
  rawRuns: number;
  poolSize: number;
}

const defaults = {
  databaseUrl: 'postgres://postgres@127.0.0.1:5432/test',
  schema: 'bench_reports',
  records: 50_000_000,
  months: 24,
  cylinders: 1_000_000,
  stations: 200,
  requests: 50,
  warmup: 5,
  rawRuns: 3,
  poolSize: 5,
};

/** Flags win over BENCH_* environment variables, which win over the defaults. */
export function readReportsOptions(argv: string[], env: NodeJS.ProcessEnv): ReportsBenchOptions {
  const { values } = parseArgs({
    args: argv,
    options: {
      url: { type: 'string' },
      schema: { type: 'string' },
      records: { type: 'string' },
      months: { type: 'string' },
      cylinders: { type: 'string' },
      stations: { type: 'string' },
      reload: { type: 'boolean' },
      requests: { type: 'string' },
      warmup: { type: 'string' },
      'raw-runs': { type: 'string' },
      pool: { type: 'string' },
    },
  });
  const int = integerSetting(env);
  const schema = values.schema ?? env.BENCH_REPORTS_SCHEMA ?? defaults.schema;
  if (!/^[a-z_][a-z0-9_]*$/.test(schema)) throw new Error(`invalid schema name ${schema}`);
  return {
    databaseUrl: values.url ?? env.BENCH_DATABASE_URL ?? defaults.databaseUrl,
    schema,
    records: int(values.records, 'BENCH_RECORDS', defaults.records, 1000),
    months: int(values.months, 'BENCH_MONTHS', defaults.months, 13),
    cylinders: int(values.cylinders, 'BENCH_REPORTS_CYLINDERS', defaults.cylinders, 10_000),
    stations: int(values.stations, 'BENCH_REPORTS_STATIONS', defaults.stations, 1),
    reload: values.reload ?? env.BENCH_RELOAD === '1',
    requests: int(values.requests, 'BENCH_REQUESTS', defaults.requests, 1),
    warmup: int(values.warmup, 'BENCH_WARMUP', defaults.warmup, 0),
    rawRuns: int(values['raw-runs'], 'BENCH_RAW_RUNS', defaults.rawRuns, 1),
    poolSize: int(values.pool, 'BENCH_POOL_SIZE', defaults.poolSize, 1),
  };
}
