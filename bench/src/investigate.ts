import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { backendPids, tagged } from './backends';
import { cpuUse, sampleCpu, type CpuUse } from './cpu';
import { runLoad, type LoadResult } from './load';
import { readOptions } from './options';
import { prepareData } from './prepare';
import { startServerProcess, type RunningServer } from './servers/protocol';

/**
 * Where does the platform lose against the bare baseline? Measures variants that switch one feature at a time,
 * alternating, with the main benchmark's load, data and options (npm run investigate -w @gcs/bench):
 *   platform         buildApp as deployed
 *   no-rate-limit    the platform's routes, service and repository without the rate-limit upsert
 *   plain-json       as no-rate-limit, and JSON.stringify instead of the zod response serialiser
 *   bare-rate-limit  the bare baseline plus the platform's rate-limit upsert before the queries
 *   bare-spread-limit  the same upsert on one counter row per barcode (many visitors) instead of one hot row
 *   bare             the bare baseline
 */
const variants = ['platform', 'no-rate-limit', 'plain-json', 'bare-rate-limit', 'bare-spread-limit', 'bare'] as const;
type Variant = (typeof variants)[number];

const resultsDir = fileURLToPath(new URL('../results/', import.meta.url));
const options = readOptions(process.argv.slice(2), process.env, resultsDir);
const chosen = (process.env.BENCH_VARIANTS?.split(',') ?? [...variants]) as Variant[];
const prepared = await prepareData(options, (line) => console.log(line));
const paths = prepared.barcodes.map((barcode) => `/api/samr/PublicQuery/PublicQueryList?Barcode=${barcode}`);
const applicationName = 'gcs-bench-variant';
const common = {
  BENCH_DATABASE_URL: tagged(options.databaseUrl, applicationName),
  BENCH_SCHEMA: options.schema,
  BENCH_POOL_SIZE: String(options.poolSize),
};
const statements = JSON.stringify({ countStatement: prepared.countStatement, listStatement: prepared.listStatement });
const entry = (name: string) => fileURLToPath(new URL(`./servers/${name}.ts`, import.meta.url));

function start(variant: Variant): Promise<RunningServer> {
  switch (variant) {
    case 'platform':
      return startServerProcess(entry('platform'), common, undefined);
    case 'no-rate-limit':
    case 'plain-json':
      return startServerProcess(entry('platform-variant'), { ...common, BENCH_VARIANT: variant }, undefined);
    case 'bare-rate-limit':
      return startServerProcess(
        entry('bare'),
        { ...common, BENCH_STATEMENTS: statements, BENCH_BARE_RATE_LIMIT: '1' },
        undefined,
      );
    case 'bare-spread-limit':
      return startServerProcess(
        entry('bare'),
        { ...common, BENCH_STATEMENTS: statements, BENCH_BARE_RATE_LIMIT: 'spread' },
        undefined,
      );
    case 'bare':
      return startServerProcess(entry('bare'), { ...common, BENCH_STATEMENTS: statements }, undefined);
  }
}

type Result = LoadResult & { variant: Variant; round: number; cpuMicrosPerRequest: number; cpu: CpuUse | null };
const results: Result[] = [];
for (let round = 1; round <= options.rounds; round++) {
  for (const variant of chosen) {
    const server = await start(variant);
    try {
      const plan = { baseUrl: `http://127.0.0.1:${server.port}`, paths, connections: options.connections };
      if (options.warmupSeconds > 0) await runLoad({ ...plan, seconds: options.warmupSeconds });
      const before = await server.stats();
      const machineBefore = sampleCpu(await backendPids(options.databaseUrl, applicationName));
      const load = await runLoad({ ...plan, seconds: options.durationSeconds });
      const machineAfter = sampleCpu(await backendPids(options.databaseUrl, applicationName));
      const after = await server.stats();
      const serverMicros = after.cpuUserMicros + after.cpuSystemMicros - before.cpuUserMicros - before.cpuSystemMicros;
      const cpuMicrosPerRequest = Math.round(serverMicros / Math.max(1, load.requests));
      const cpu = cpuUse(machineBefore, machineAfter, load.requests, serverMicros) ?? null;
      results.push({ variant, round, ...load, cpuMicrosPerRequest, cpu });
      console.log(
        `round ${round} ${variant.padEnd(16)} ${load.requestsPerSecond.toFixed(0).padStart(6)} req/s  ` +
          `p50 ${load.latencyMs.p50} ms  p99 ${load.latencyMs.p99} ms  CPU/req: server ${cpuMicrosPerRequest} µs` +
          (cpu ? `, postgres ${cpu.postgresMicrosPerRequest} µs; machine busy ${cpu.machineBusyPercent}%` : '') +
          (cpu ? ` (other work ${cpu.otherBusyPercent}%)` : '') +
          (load.non2xx + load.errors > 0 ? `  FAILURES ${load.non2xx + load.errors}` : ''),
      );
    } finally {
      await server.close();
    }
  }
}
const bestBare = Math.max(...results.filter((r) => r.variant === 'bare').map((r) => r.requestsPerSecond));
console.log('\nbest of each, as a share of the best bare throughput:');
for (const variant of chosen) {
  const best = Math.max(...results.filter((r) => r.variant === variant).map((r) => r.requestsPerSecond));
  console.log(`  ${variant.padEnd(16)} ${best.toFixed(0).padStart(6)} req/s  ${(best / bestBare).toFixed(3)}`);
}
mkdirSync(resultsDir, { recursive: true });
writeFileSync(`${resultsDir}investigate-latest.json`, `${JSON.stringify({ options, results }, null, 2)}\n`);
