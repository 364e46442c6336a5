import http from 'node:http';
import { cpus, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import ExcelJS from 'exceljs';
import pg from 'pg';
import { FillingFlag } from '@gcs/contracts';
import { percentiles, round, type Latency } from './latency';
import { redact } from './measurement';
import { readReportsOptions } from './reports/options';
import { prepareReportsData } from './reports/prepare';
import { machineFacts, writeResult } from './results';
import { startServerProcess, type RunningServer } from './servers/protocol';

/**
 * Reports on PostgreSQL (issue 15), over 50,000,000 filling records of two years:
 * - the filling summary (充装统计, `CylinderFilling/fillingsummary`) of the demo city's regulator over one year,
 *   through the platform over HTTP, one request at a time, against the same figures aggregated from the raw records
 *   by hand-written SQL in the same run (the answer's 合计 must equal the raw totals);
 * - a server export of 50,000 filling records (`CylinderFilling/fillinglist?isExport=true`): seconds to the last byte,
 *   the platform process's resident memory growth while it streams, and the rows in the received workbook.
 */
const targets = { summaryP95Ms: 100, speedUp: 40, exportSeconds: 5, exportMemoryMb: 150 };
const resultsDir = fileURLToPath(new URL('../results/', import.meta.url));
const options = readReportsOptions(process.argv.slice(2), process.env);
const log = (line: string) => console.log(line);
const loadAverage = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');

log(
  `reports benchmark: ${options.records.toLocaleString('en')} filling records over ${options.months} months, schema ` +
    `${options.schema}; load average ${loadAverage()} on ${cpus().length} CPUs`,
);
const prepared = await prepareReportsData(options, log);
log(
  `data ready: about ${prepared.records.toLocaleString('en')} filling records in ${prepared.partitions} partitions ` +
    `(${prepared.recordsSize}), ${prepared.rollupRows.toLocaleString('en')} rollup rows; the city regulator ` +
    `supervises ${prepared.cityStationIds.length} stations; loaded ${prepared.loadedNow ? 'now' : prepared.loadedAt} ` +
    `in ${prepared.loadSeconds} s`,
);

/** China days: the last 365 (today included) for the summary, the last 31 for the export. */
const chinaDay = (offsetDays: number) =>
  new Date(Date.now() + 8 * 3_600_000 + offsetDays * 86_400_000).toISOString().slice(0, 10);
const year = { from: chinaDay(-364), to: chinaDay(0) };
const month = { from: chinaDay(-30), to: chinaDay(0) };
const headers = { authorization: `Bearer ${prepared.cityToken}` };
const summaryPath =
  `/api/samr/CylinderFilling/fillingsummary?CylinderCategory=1&From=${year.from}&To=${year.to}` +
  `&PageIndex=1&CountPerPage=20`;
const exportPath = `/api/samr/CylinderFilling/fillinglist?CylinderCategory=1&From=${month.from}&To=${month.to}&isExport=true`;

interface Totals {
  fillingCount: number;
  normalCount: number;
  expiredCount: number;
  scappedCount: number;
  noArchiveCount: number;
  fillingWeightSum: number;
}

let platform: RunningServer | undefined;
let summary: { latencyMs: Latency; totals: Totals; stations: number } | undefined;
let exported: { seconds: number; bytes: number; rows: number; rssGrowthMb: number; status: number } | undefined;
try {
  platform = await startServerProcess(
    fileURLToPath(new URL('./servers/platform.ts', import.meta.url)),
    {
      BENCH_SCHEMA: options.schema,
      BENCH_POOL_SIZE: String(options.poolSize),
      BENCH_DATABASE_URL: options.databaseUrl,
    },
    undefined,
  );
  summary = await measureSummary(platform.port);
  exported = await measureExport(platform);
} finally {
  await platform?.close();
}
const raw = await measureRaw();
report();

async function measureSummary(port: number) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  try {
    for (let i = 0; i < options.warmup; i++) await get(port, summaryPath, agent);
    log(`filling summary: ${options.requests} requests one at a time (load average ${loadAverage()}) ...`);
    const latencies: number[] = [];
    let last: { status: number; body: string } | undefined;
    for (let i = 0; i < options.requests; i++) {
      const started = performance.now();
      last = await get(port, summaryPath, agent);
      latencies.push(performance.now() - started);
      if (last.status !== 200) throw new Error(`fillingsummary answered ${last.status}: ${last.body.slice(0, 300)}`);
    }
    const answer = JSON.parse(last?.body ?? '{}') as { totalCount: number; summary: Totals };
    return { latencyMs: percentiles(latencies), totals: answer.summary, stations: answer.totalCount };
  } finally {
    agent.destroy();
  }
}

async function measureExport(server: RunningServer) {
  log(`server export of up to 50,000 filling records of the last 31 days ...`);
  const before = (await server.stats()).rssBytes;
  let peak = before;
  let sampling = true;
  const sampler = (async () => {
    while (sampling) {
      peak = Math.max(peak, (await server.stats()).rssBytes);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  })();
  const started = performance.now();
  const answer = await getBuffer(server.port, exportPath);
  const seconds = (performance.now() - started) / 1000;
  sampling = false;
  await sampler;
  if (answer.status !== 200)
    throw new Error(`export answered ${answer.status}: ${answer.body.toString().slice(0, 300)}`);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(answer.body as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  // The first row holds the headers.
  const rows = Math.max(0, (sheet?.actualRowCount ?? 0) - 1);
  return {
    seconds: round(seconds),
    bytes: answer.body.length,
    rows,
    rssGrowthMb: round((peak - before) / 2 ** 20),
    status: answer.status,
  };
}

/** The same counters straight from filling_record: the city's stations, one year of China days, category 1. */
async function measureRaw() {
  const client = new pg.Client({ connectionString: options.databaseUrl, options: `-c search_path=${options.schema}` });
  await client.connect();
  const archiveState = FillingFlag.Expired | FillingFlag.Scrapped | FillingFlag.NoArchive;
  const text = `
    select f.station_id, count(*)::bigint as fillings,
           count(*) filter (where f.flags & ${archiveState} = 0)::bigint as normal,
           count(*) filter (where f.flags & ${FillingFlag.Expired} <> 0)::bigint as expired,
           count(*) filter (where f.flags & ${FillingFlag.Scrapped} <> 0)::bigint as scrapped,
           count(*) filter (where f.flags & ${FillingFlag.NoArchive} <> 0)::bigint as no_archive,
           coalesce(sum(f.filling_weight), 0) as weight
      from filling_record f
      join station s on s.id = f.station_id
      left join cylinder c on c.id = f.cylinder_id
     where f.station_id = any($1::int[])
       and f.begin_time >= ($2::date - interval '8 hours') and f.begin_time < ($3::date + interval '16 hours')
       and coalesce(c.category, case when s.station_type between 1 and 3 then s.station_type else 1 end) = 1
     group by f.station_id`;
  try {
    const seconds: number[] = [];
    let rows: Array<Record<string, string>> = [];
    for (let run = 0; run < options.rawRuns; run++) {
      log(`raw aggregate over the records, run ${run + 1} of ${options.rawRuns} (load average ${loadAverage()}) ...`);
      const started = performance.now();
      rows = (await client.query<Record<string, string>>(text, [prepared.cityStationIds, year.from, year.to])).rows;
      seconds.push((performance.now() - started) / 1000);
    }
    const sum = (column: string) => rows.reduce((total, row) => total + Number(row[column] ?? 0), 0);
    const totals: Totals = {
      fillingCount: sum('fillings'),
      normalCount: sum('normal'),
      expiredCount: sum('expired'),
      scappedCount: sum('scrapped'),
      noArchiveCount: sum('no_archive'),
      fillingWeightSum: Math.round(sum('weight')) / 1000,
    };
    seconds.sort((a, b) => a - b);
    return { medianSeconds: round(seconds[Math.floor(seconds.length / 2)] ?? 0), runs: seconds.map(round), totals };
  } finally {
    await client.end();
  }
}

function report(): void {
  if (!summary || !exported) throw new Error('nothing measured');
  const speedUp = round((raw.medianSeconds * 1000) / Math.max(0.001, summary.latencyMs.p50));
  const same =
    summary.totals.fillingCount === raw.totals.fillingCount &&
    summary.totals.normalCount === raw.totals.normalCount &&
    summary.totals.expiredCount === raw.totals.expiredCount &&
    summary.totals.scappedCount === raw.totals.scappedCount &&
    summary.totals.noArchiveCount === raw.totals.noArchiveCount &&
    Math.abs(summary.totals.fillingWeightSum - raw.totals.fillingWeightSum) < 0.01;
  const checks = {
    summaryP95: summary.latencyMs.p95 < targets.summaryP95Ms,
    speedUp: speedUp >= targets.speedUp,
    sameFigures: same,
    exportSeconds: exported.seconds < targets.exportSeconds,
    exportMemory: exported.rssGrowthMb < targets.exportMemoryMb,
    exportRows: exported.rows === 50_000,
  };
  const pass = Object.values(checks).every(Boolean);
  log('');
  log(
    `filling summary of the city over ${year.from}..${year.to} (${summary.stations} stations, ` +
      `${summary.totals.fillingCount.toLocaleString('en')} fillings): p50 ${summary.latencyMs.p50} ms, ` +
      `p95 ${summary.latencyMs.p95} ms, max ${summary.latencyMs.max} ms (target p95 < ${targets.summaryP95Ms} ms: ` +
      `${checks.summaryP95 ? 'holds' : 'MISSED'})`,
  );
  log(
    `raw aggregate of the same rows: median ${raw.medianSeconds} s (runs ${raw.runs.join(', ')} s); ` +
      `raw / platform p50: ${speedUp}x (target >= ${targets.speedUp}x: ${checks.speedUp ? 'holds' : 'MISSED'}); ` +
      `figures ${same ? 'equal' : `DIFFER: platform ${JSON.stringify(summary.totals)} raw ${JSON.stringify(raw.totals)}`}`,
  );
  log(
    `server export: ${exported.rows.toLocaleString('en')} rows, ${(exported.bytes / 2 ** 20).toFixed(1)} MB in ` +
      `${exported.seconds} s (target < ${targets.exportSeconds} s: ${checks.exportSeconds ? 'holds' : 'MISSED'}), ` +
      `platform memory growth ${exported.rssGrowthMb} MB (target < ${targets.exportMemoryMb} MB: ` +
      `${checks.exportMemory ? 'holds' : 'MISSED'}); load average now ${loadAverage()}`,
  );
  log(pass ? 'PASS' : 'FAIL');
  const result = {
    benchmark: 'reports',
    finishedAt: new Date().toISOString(),
    machine: machineFacts(prepared.postgresVersion),
    options: { ...options, databaseUrl: redact(options.databaseUrl) },
    data: { ...prepared, cityToken: undefined, cityStationIds: prepared.cityStationIds.length },
    summary,
    raw,
    speedUp,
    exported,
    targets,
    checks,
    pass,
  };
  log(`results written to ${writeResult(resultsDir, 'reports', result)}`);
}

function get(port: number, path: string, agent: http.Agent): Promise<{ status: number; body: string }> {
  return getBuffer(port, path, agent).then((answer) => ({ status: answer.status, body: answer.body.toString() }));
}

function getBuffer(port: number, path: string, agent?: http.Agent): Promise<{ status: number; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const request = http.get({ host: '127.0.0.1', port, path, headers, agent }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks) }));
      response.on('error', reject);
    });
    request.on('error', reject);
  });
}
