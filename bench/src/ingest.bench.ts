import { cpus, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { backendPids, tagged } from './backends';
import { cpuUse, machineNote, sampleCpu, type CpuUse } from './cpu';
import { holdBenchLock } from './benchLock';
import { ScaleFeed } from './ingest/batches';
import { cleanUp } from './ingest/cleanUp';
import { drive, driveOpenLoop, type DriveResult, type Send } from './ingest/drive';
import { readIngestOptions } from './ingest/options';
import { prepareIngestData } from './ingest/prepare';
import { baselineSender, platformSender } from './ingest/senders';
import { redact } from './measurement';
import { machineFacts, writeResult } from './results';
import { startServerProcess, type RunningServer } from './servers/protocol';
import { checkpoint, sampleWal, walUse, type WalUse } from './wal';
import { applySettings, ingestDeploymentSettings, showSettings, type AppliedSettings } from './postgresSettings';
import { describeHugePages } from './hugePages';

/**
 * Filling ingest on PostgreSQL (issue 14): N simulated scales upload batches of 500 fresh filling records (some
 * batches a retry of the previous one) to the platform over HTTP, into a schema preloaded with 20,000,000 records,
 * and the same rows go in through a bare multi-row INSERT ... ON CONFLICT DO NOTHING at the same concurrency, in
 * rounds A B, B A …; then the platform again at a fixed rate (open loop). Prints rows/s of both, their ratio, the
 * platform's batch acknowledgement percentiles and PASS/FAIL against the targets.
 */
type Target = 'platform' | 'baseline' | 'platform-open';
/** Whose processes a target's CPU is read from. */
const sideOf = (target: Target) => (target === 'baseline' ? 'baseline' : 'platform');

interface Measurement extends DriveResult {
  target: Target;
  /** The closed-loop round (from 1); null: the open loop. */
  round: number | null;
  /** Open loop: the batches a second the scales sent together; null: closed loop. */
  openRate: number | null;
  loadAverage: number[];
  /** Server process (platform only) and PostgreSQL CPU per acknowledged batch, and how busy the machine was. */
  serverCpuMicrosPerBatch: number | null;
  cpu: CpuUse | null;
  /** The server's WAL per batch (what the side measured wrote) and the checkpoints during the phase. */
  wal: WalUse | null;
}

const targets = { ratio: 0.5, p99Ms: 250 };
const resultsDir = fileURLToPath(new URL('../results/', import.meta.url));
const options = readIngestOptions(process.argv.slice(2), process.env);
const log = (line: string) => console.log(line);
const lock = await holdBenchLock(options.databaseUrl, 'ingest');
const loadAverage = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');

log(
  `filling ingest benchmark: ${options.records.toLocaleString('en')} preloaded records, ${options.scales} scales, ` +
    `batches of ${options.batchSize} (every ${options.retryEvery}th a retry), ${options.seconds} s each, schema ` +
    `${options.schema}; load average ${loadAverage()} on ${cpus().length} CPUs (the figures mean little on a busy machine)`,
);
const prepared = await prepareIngestData(options, log);
log(
  `data ready: about ${prepared.records.toLocaleString('en')} filling records in ${prepared.partitions} partitions ` +
    `(${prepared.tableSizes.fillingRecord}), ${prepared.guids.toLocaleString('en')} registered guids ` +
    `(${prepared.tableSizes.fillingGuid}), ${prepared.cylinders.toLocaleString('en')} cylinders, ${prepared.stations} ` +
    `filling stations; loaded ${prepared.loadedNow ? 'now' : prepared.loadedAt} in ${prepared.loadSeconds} s`,
);

const settings: AppliedSettings | undefined =
  options.postgresSettings === 'deployment'
    ? await applySettings(options.databaseUrl, ingestDeploymentSettings)
    : undefined;
// shared_buffers and huge pages take a restart, so the run cannot apply them: it reports what the server runs with.
const serverSettings = {
  ...(settings?.now ?? (await showSettings(options.databaseUrl, Object.keys(ingestDeploymentSettings)))),
  ...(await showSettings(options.databaseUrl, ['shared_buffers', 'huge_pages'])),
};
const machineHugePages = await describeHugePages(options.databaseUrl);
log(
  `PostgreSQL ${options.postgresSettings === 'deployment' ? 'with the deployment settings (docs/operations.md)' : 'as it is'}: ` +
    Object.entries(serverSettings)
      .map(([name, value]) => `${name} ${value}`)
      .join(', ') +
    (machineHugePages ? `; ${machineHugePages}` : ''),
);

const runStarted = new Date();
const applicationName = (target: Target) => `gcs-bench-ingest-${sideOf(target)}`;
const feeds = () => prepared.scales.map((scale) => new ScaleFeed(scale, options.batchSize, options.retryEvery));
const measurements: Measurement[] = [];
const profileDir = options.cpuProfile
  ? `${resultsDir}profiles/ingest-${new Date().toISOString().replace(/[:.]/g, '-')}`
  : undefined;

let platform: RunningServer | undefined;
try {
  platform = await startServerProcess(
    fileURLToPath(new URL('./servers/platform.ts', import.meta.url)),
    {
      BENCH_SCHEMA: options.schema,
      BENCH_POOL_SIZE: String(options.poolSize),
      BENCH_DATABASE_URL: tagged(options.databaseUrl, applicationName('platform')),
      ...(options.ingestConcurrency ? { BENCH_INGEST_CONCURRENCY: String(options.ingestConcurrency) } : {}),
    },
    profileDir,
  );
  const running = platform;
  const pool = new pg.Pool({
    connectionString: tagged(options.databaseUrl, applicationName('baseline')),
    max: options.scales,
    options: `-c TimeZone=UTC -c search_path=${options.schema}`,
  });
  try {
    const measurePlatform = (round: number) =>
      measure('platform', round, platformSender(running.port), () => running.stats());
    const measureBaseline = (round: number) => measure('baseline', round, baselineSender(pool), undefined);
    for (let round = 1; round <= options.rounds; round += 1) {
      const order = round % 2 === 1 ? [measurePlatform, measureBaseline] : [measureBaseline, measurePlatform];
      for (const measureSide of order) measurements.push(await measureSide(round));
    }
  } finally {
    await pool.end();
  }

  // Open loop: the scales send at a fixed rate, by default 80 % of what the throughput target asks of the platform
  // (0.8 x 0.5 x the baseline's batches a second over its rounds).
  const baselineRate = perSecond(ofTarget('baseline'), (m) => m.batches);
  const openRate = options.openRate ?? Math.round(0.8 * targets.ratio * baselineRate * 10) / 10;
  if (openRate > 0) {
    measurements.push(
      await measure('platform-open', null, platformSender(running.port), () => running.stats(), openRate),
    );
  }
} finally {
  await platform?.close();
  await settings?.restore();
}

const removed = await cleanUp(options, runStarted);
log(`removed the ${removed.toLocaleString('en')} records this run added (the preloaded data stays as loaded)`);
report();
await lock.release();

function ofTarget(target: Target): Measurement[] {
  return measurements.filter((m) => m.target === target);
}

/** A count a second over several measurements together (their counts over their seconds). */
function perSecond(of: readonly Measurement[], count: (m: Measurement) => number): number {
  const seconds = of.reduce((sum, m) => sum + m.seconds, 0);
  return seconds > 0 ? of.reduce((sum, m) => sum + count(m), 0) / seconds : 0;
}

async function measure(
  target: Target,
  round: number | null,
  send: Send,
  serverStats: (() => Promise<{ cpuUserMicros: number; cpuSystemMicros: number }>) | undefined,
  openRate?: number,
): Promise<Measurement> {
  const run = (seconds: number) =>
    openRate === undefined ? drive(feeds(), seconds, send) : driveOpenLoop(feeds(), seconds, openRate, send);
  // Every phase starts from a checkpoint: each then pays the same full-page images of the pages it changes first.
  await checkpoint(options.databaseUrl);
  if (options.warmupSeconds > 0) {
    log(`${phaseName(target, round)}: warm-up ${options.warmupSeconds} s ...`);
    const warm = await run(options.warmupSeconds);
    if (warm.batches === 0) throw new Error(`${target} stored no batch: ${warm.refusals.join(' | ')}`);
  }
  log(
    `${phaseName(target, round)}: measuring ${options.seconds} s${openRate === undefined ? '' : ` at ${openRate} batches/s in all`} ` +
      `(load average ${loadAverage()}) ...`,
  );
  const serverBefore = await serverStats?.();
  const walBefore = await sampleWal(options.databaseUrl);
  const machineBefore = sampleCpu(await backendPids(options.databaseUrl, applicationName(target)));
  const result = await run(options.seconds);
  const machineAfter = sampleCpu(await backendPids(options.databaseUrl, applicationName(target)));
  const walAfter = await sampleWal(options.databaseUrl);
  const serverAfter = await serverStats?.();
  const serverMicros =
    serverBefore && serverAfter
      ? serverAfter.cpuUserMicros +
        serverAfter.cpuSystemMicros -
        serverBefore.cpuUserMicros -
        serverBefore.cpuSystemMicros
      : 0;
  const measurement: Measurement = {
    target,
    round,
    openRate: openRate ?? null,
    ...result,
    loadAverage: loadavg(),
    serverCpuMicrosPerBatch: serverAfter ? Math.round(serverMicros / Math.max(1, result.batches)) : null,
    cpu: cpuUse(machineBefore, machineAfter, result.batches, serverMicros) ?? null,
    wal: walUse(walBefore, walAfter, result.batches),
  };
  log(`  ${line(measurement)}`);
  return measurement;
}

function phaseName(target: Target, round: number | null): string {
  return round === null ? target : `${target} ${round}`;
}

function line(m: Measurement): string {
  return (
    `${phaseName(m.target, m.round).padEnd(13)} ${m.rowsPerSecond.toFixed(0).padStart(6)} rows/s (${m.storedPerSecond.toFixed(0)} new) ` +
    `${m.batches} batches (${m.retriedBatches} retries)  ack p50 ${m.latencyMs.p50.toFixed(1)} ms  ` +
    `p95 ${m.latencyMs.p95.toFixed(1)} ms  p99 ${m.latencyMs.p99.toFixed(1)} ms  max ${m.latencyMs.max.toFixed(1)} ms` +
    ` (p99 each 10 s: ${m.p99By10sMs.map((value) => value.toFixed(0)).join(' ')})` +
    (m.cpu
      ? `  CPU/batch: ${m.serverCpuMicrosPerBatch === null ? '' : `server ${m.serverCpuMicrosPerBatch} µs, `}` +
        `postgres ${m.cpu.postgresMicrosPerRequest} µs, driver ${m.cpu.loadToolMicrosPerRequest} µs; ${machineNote(m.cpu)}`
      : '') +
    (m.wal
      ? `  WAL/batch ${m.wal.kilobytesPerBatch} kB, ${m.wal.recordsPerBatch} records, ${m.wal.fullPageImagesPerBatch} ` +
        `full pages; ${m.wal.checkpoints} checkpoints`
      : '') +
    `  load average ${m.loadAverage.map((value) => value.toFixed(2)).join(' ')}` +
    (m.refused > 0 ? `  REFUSED ${m.refused}: ${m.refusals.join(' | ')}` : '')
  );
}

function report(): void {
  const platformRounds = ofTarget('platform');
  const baselineRounds = ofTarget('baseline');
  const ratioOf = (platformSide: readonly Measurement[], baselineSide: readonly Measurement[]) => {
    const baselineRows = perSecond(baselineSide, (m) => m.records);
    return baselineRows > 0 ? Math.round((perSecond(platformSide, (m) => m.records) / baselineRows) * 1000) / 1000 : 0;
  };
  // Every round's rows together on each side, so the machine's drift over the run (A B B A) weighs on both alike.
  const ratio = ratioOf(platformRounds, baselineRounds);
  const roundRatios = platformRounds.map((m) =>
    ratioOf(
      [m],
      baselineRounds.filter((b) => b.round === m.round),
    ),
  );
  // The closed-loop p99 must hold in every round: the worst round's.
  const p99 = platformRounds.length > 0 ? Math.max(...platformRounds.map((m) => m.latencyMs.p99)) : Infinity;
  const measuredOpen = ofTarget('platform-open')[0];
  const openP99 = measuredOpen?.latencyMs.p99 ?? null;
  const openP99Holds = openP99 !== null && openP99 < targets.p99Ms;
  // What a batch costs the machine (server, its PostgreSQL backends, the driver): on a machine other work shares,
  // a steadier comparison than rows/s, which depends on how much of the cores each side was left.
  const cpuPerBatch = (side: readonly Measurement[]) => {
    let micros = 0;
    let batches = 0;
    for (const m of side) {
      if (!m.cpu) continue;
      const perBatch =
        (m.serverCpuMicrosPerBatch ?? 0) + m.cpu.postgresMicrosPerRequest + m.cpu.loadToolMicrosPerRequest;
      micros += perBatch * m.batches;
      batches += m.batches;
    }
    return batches > 0 ? micros / batches : 0;
  };
  const cpuCostRatio =
    cpuPerBatch(platformRounds) > 0
      ? Math.round((cpuPerBatch(baselineRounds) / cpuPerBatch(platformRounds)) * 1000) / 1000
      : null;
  const ratioHolds = ratio >= targets.ratio;
  const p99Holds = p99 < targets.p99Ms;
  const clean = measurements.every((m) => m.refused === 0);

  log('');
  log(
    `${options.scales} scales, batches of ${options.batchSize}, ${options.seconds} s each, ${options.rounds} ` +
      `round(s) A B, B A …, into about ${prepared.records.toLocaleString('en')} preloaded records; the baseline ` +
      `inserts into filling_record itself (its unique key (filling_guid, begin_time) is what ON CONFLICT DO NOTHING ` +
      `skips on)`,
  );
  for (const m of measurements) log(`  ${line(m)}`);
  log(
    `  platform / baseline rows/s over the rounds: ${ratio.toFixed(3)} (each round ` +
      `${roundRatios.map((value) => value.toFixed(3)).join(', ')}; target >= ${targets.ratio}: ` +
      `${ratioHolds ? 'holds' : 'MISSED'}); ` +
      (cpuCostRatio === null
        ? ''
        : `CPU-cost ratio (baseline's CPU per batch / the platform's) ${cpuCostRatio.toFixed(3)}; `) +
      `platform ack p99 ${p99.toFixed(1)} ms in the closed loop's worst round (target < ${targets.p99Ms} ms: ` +
      `${p99Holds ? 'holds' : 'MISSED'})` +
      (measuredOpen
        ? `, ${openP99?.toFixed(1)} ms in the open loop at ${measuredOpen.openRate} batches/s ` +
          `(${openP99Holds ? 'holds' : 'MISSED'})`
        : '') +
      '; ' +
      `load average now ${loadAverage()}`,
  );
  if (!clean) log('  some batches were refused: see REFUSED above');
  log(
    ratioHolds && p99Holds && clean
      ? 'PASS'
      : ratioHolds && openP99Holds && clean
        ? 'PASS with the p99 target in the open loop (the closed loop misses it: see docs/performance.md)'
        : 'FAIL',
  );

  const result = {
    benchmark: 'filling-ingest',
    finishedAt: new Date().toISOString(),
    machine: machineFacts(prepared.postgresVersion),
    options: { ...options, databaseUrl: redact(options.databaseUrl) },
    data: { ...prepared, scales: prepared.scales.length },
    postgresSettings: { as: options.postgresSettings, ...serverSettings, machineHugePages },
    measurements,
    ratio,
    roundRatios,
    cpuCostRatio,
    targets,
    pass: ratioHolds && p99Holds && clean,
    passOpenLoop: ratioHolds && openP99Holds && clean,
  };
  log(`results written to ${writeResult(resultsDir, 'ingest', result)}`);
}
