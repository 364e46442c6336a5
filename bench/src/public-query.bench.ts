import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { fileURLToPath } from 'node:url';
import { backendPids, tagged } from './backends';
import { cpuUse, sampleCpu } from './cpu';
import { runLoad } from './load';
import { readOptions } from './options';
import { prepareData } from './prepare';
import { measurementLine, redact, type ServerMeasurement } from './measurement';
import { startServerProcess, type RunningServer } from './servers/protocol';

/**
 * The public archive query under load: the platform (buildApp) against a bare Fastify + pg server running the same
 * SQL, in the same run, with the same load, barcodes and pool size. Prints the throughput ratio and latencies.
 */
type Target = 'platform' | 'bare';

interface Measurement extends ServerMeasurement {
  target: Target;
  /** A round number, or 'light' for the latency phase with few connections. */
  round: number | 'light';
  connections: number;
}

const resultsDir = fileURLToPath(new URL('../results/', import.meta.url));
const options = readOptions(process.argv.slice(2), process.env, resultsDir);
const log = (line: string) => console.log(line);
const listPath = '/api/samr/PublicQuery/PublicQueryList';
const targets = { ratio: 0.8, platformP99Ms: 25 };

log(`public query benchmark: ${options.cylinders.toLocaleString('en')} cylinders in schema ${options.schema}`);
const prepared = await prepareData(options, log);
log(`data ready: ${prepared.cylindersInTable.toLocaleString('en')} cylinders, ${prepared.barcodes.length} barcodes`);
const paths = prepared.barcodes.map((barcode) => `${listPath}?Barcode=${encodeURIComponent(barcode)}`);

const profileDir = options.cpuProfile ? `${resultsDir}profiles/${timestamp()}` : undefined;
const common = { BENCH_SCHEMA: options.schema, BENCH_POOL_SIZE: String(options.poolSize) };
const applicationName = (target: Target) => `gcs-bench-${target}`;
const urlOf = (target: Target) => tagged(options.databaseUrl, applicationName(target));
const servers: Record<Target, RunningServer> = {
  platform: await startServerProcess(
    serverEntry('platform'),
    { ...common, BENCH_DATABASE_URL: urlOf('platform') },
    profileDir,
  ),
  bare: await startServerProcess(
    serverEntry('bare'),
    {
      ...common,
      BENCH_DATABASE_URL: urlOf('bare'),
      BENCH_STATEMENTS: JSON.stringify({
        countStatement: prepared.countStatement,
        listStatement: prepared.listStatement,
      }),
    },
    profileDir,
  ),
};

try {
  await checkSameAnswers(servers, paths[0] ?? listPath);
  const measurements: Measurement[] = [];
  for (let round = 1; round <= options.rounds; round++) {
    for (const target of ['platform', 'bare'] as const) {
      measurements.push(await measure(target, round, servers[target]));
    }
  }
  if (options.lightConnections > 0) {
    for (const target of ['platform', 'bare'] as const) {
      measurements.push(await measure(target, 'light', servers[target]));
    }
  }
  report(measurements);
} finally {
  await Promise.all(Object.values(servers).map((server) => server.close()));
}

function serverEntry(name: string): string {
  return fileURLToPath(new URL(`./servers/${name}.ts`, import.meta.url));
}

/** Both servers must answer the same rows, or the comparison means nothing. */
async function checkSameAnswers(running: Record<Target, RunningServer>, path: string): Promise<void> {
  const fetchJson = async (server: RunningServer) => {
    const response = await fetch(`http://127.0.0.1:${server.port}${path}`);
    if (response.status !== 200) throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
    return (await response.json()) as { totalCount: number; list: Array<{ id: number; barcode: string }> };
  };
  const [platform, bare] = [await fetchJson(running.platform), await fetchJson(running.bare)];
  const key = (body: typeof platform) =>
    JSON.stringify([body.totalCount, body.list.map((row) => [row.id, row.barcode])]);
  if (key(platform) !== key(bare)) throw new Error(`different answers: ${key(platform)} vs ${key(bare)}`);
}

async function measure(target: Target, round: Measurement['round'], server: RunningServer): Promise<Measurement> {
  const connections = round === 'light' ? options.lightConnections : options.connections;
  const plan = { baseUrl: `http://127.0.0.1:${server.port}`, paths, connections };
  const phase = round === 'light' ? `light load (${connections} connections)` : `round ${round}`;
  if (options.warmupSeconds > 0 && round !== 'light') {
    log(`${phase} ${target}: warm-up ${options.warmupSeconds} s ...`);
    await runLoad({ ...plan, seconds: options.warmupSeconds });
  }
  log(`${phase} ${target}: measuring ${options.durationSeconds} s ...`);
  const before = await server.stats();
  const machineBefore = sampleCpu(await backendPids(options.databaseUrl, applicationName(target)));
  const load = await runLoad({ ...plan, seconds: options.durationSeconds });
  const machineAfter = sampleCpu(await backendPids(options.databaseUrl, applicationName(target)));
  const after = await server.stats();
  const cpuMicros = after.cpuUserMicros + after.cpuSystemMicros - before.cpuUserMicros - before.cpuSystemMicros;
  const measurement: Measurement = {
    target,
    round,
    connections,
    ...load,
    serverCpuMicrosPerRequest: Math.round(cpuMicros / Math.max(1, load.requests)),
    serverRssMb: Math.round(after.rssBytes / 1048576),
    cpu: cpuUse(machineBefore, machineAfter, load.requests, cpuMicros) ?? null,
  };
  log(`  ${measurementLine(measurement, 8)}`);
  return measurement;
}

function report(measurements: Measurement[]): void {
  const best = (target: Target) =>
    measurements
      .filter((m) => m.target === target && m.round !== 'light')
      .reduce((a, b) => (b.requestsPerSecond > a.requestsPerSecond ? b : a));
  const platform = best('platform');
  const bare = best('bare');
  const ratio = Math.round((platform.requestsPerSecond / bare.requestsPerSecond) * 1000) / 1000;
  // Throughput on a saturated machine follows CPU per request; this ratio is far less disturbed by other work.
  const cpuPerRequest = (m: Measurement) =>
    m.cpu ? m.serverCpuMicrosPerRequest + m.cpu.postgresMicrosPerRequest + m.cpu.loadToolMicrosPerRequest : NaN;
  const cpuRatio = Math.round((cpuPerRequest(bare) / cpuPerRequest(platform)) * 1000) / 1000;
  const clean = measurements.every((m) => m.non2xx + m.errors + m.timeouts === 0);
  const light = (target: Target) => measurements.find((m) => m.target === target && m.round === 'light');
  const lightPlatform = light('platform');
  const lightBare = light('bare');
  const checks = {
    ratioAtLeast: { target: targets.ratio, actual: ratio, holds: ratio >= targets.ratio },
    platformP99Below: {
      targetMs: targets.platformP99Ms,
      actualMs: platform.latencyMs.p99,
      holds: platform.latencyMs.p99 < targets.platformP99Ms,
    },
    noFailedRequests: { holds: clean },
    ...(lightPlatform
      ? {
          platformP99BelowAtLightLoad: {
            connections: options.lightConnections,
            targetMs: targets.platformP99Ms,
            actualMs: lightPlatform.latencyMs.p99,
            holds: lightPlatform.latencyMs.p99 < targets.platformP99Ms,
          },
        }
      : {}),
  };
  log('');
  log(
    `best of ${options.rounds} alternating rounds (${options.connections} connections, ${options.durationSeconds} s each):`,
  );
  log(`  ${measurementLine(platform, 8)}`);
  log(`  ${measurementLine(bare, 8)}`);
  log(`  ratio platform/bare throughput: ${ratio.toFixed(3)}`);
  if (!Number.isNaN(cpuRatio)) {
    log(`  CPU-cost ratio (bare/platform CPU per request, server + postgres + load tool): ${cpuRatio.toFixed(3)}`);
  }
  log(`  target ratio >= ${targets.ratio}: ${checks.ratioAtLeast.holds ? 'holds' : 'MISSED'}`);
  log(`  target platform p99 < ${targets.platformP99Ms} ms: ${checks.platformP99Below.holds ? 'holds' : 'MISSED'}`);
  if (lightPlatform && lightBare) {
    const holds = lightPlatform.latencyMs.p99 < targets.platformP99Ms;
    log(`light load, ${options.lightConnections} connections (latency without queueing):`);
    log(`  ${measurementLine(lightPlatform, 8)}`);
    log(`  ${measurementLine(lightBare, 8)}`);
    log(`  platform p99 < ${targets.platformP99Ms} ms at light load: ${holds ? 'holds' : 'MISSED'}`);
  }
  if (!clean) log('  some requests failed: see the FAILURES above');

  mkdirSync(resultsDir, { recursive: true });
  const file = `${resultsDir}public-query-${timestamp()}.json`;
  const { barcodes, ...data } = prepared;
  const result = {
    benchmark: 'public-query',
    finishedAt: new Date().toISOString(),
    machine: {
      cpus: cpus().length,
      cpuModel: cpus()[0]?.model ?? '',
      node: process.version,
      postgres: data.postgresVersion,
    },
    options: { ...options, databaseUrl: redact(options.databaseUrl) },
    data: { ...data, sampledBarcodes: barcodes.length, firstBarcodes: barcodes.slice(0, 5) },
    measurements,
    best: { platform, bare },
    ratio,
    cpuRatio: Number.isNaN(cpuRatio) ? null : cpuRatio,
    checks,
    profiles: profileDir ?? null,
  };
  writeFileSync(file, `${JSON.stringify(result, null, 2)}\n`);
  writeFileSync(`${resultsDir}public-query-latest.json`, `${JSON.stringify(result, null, 2)}\n`);
  log(`results written to ${file}`);
}

function timestamp(): string {
  return new Date().toISOString().replace(/[:.]/g, '-');
}
