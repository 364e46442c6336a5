import { machineNote, type CpuUse } from './cpu';
import type { LoadResult } from './load';

/** One measured round of one server, as every benchmark records it. */
export interface ServerMeasurement extends LoadResult {
  target: string;
  /** Server process CPU time (user + system) per answered request. */
  serverCpuMicrosPerRequest: number;
  serverRssMb: number;
  /** PostgreSQL and load-tool CPU per request, and how busy the whole machine was (Linux only). */
  cpu: CpuUse | null;
}

/** A round on one line: throughput, latencies, CPU per request and any failures. */
export function measurementLine(m: ServerMeasurement, targetWidth: number): string {
  const failures = m.non2xx + m.errors + m.timeouts;
  return (
    `${m.target.padEnd(targetWidth)} ${m.requestsPerSecond.toFixed(0).padStart(6)} req/s  ` +
    `p50 ${m.latencyMs.p50.toFixed(2)} ms  p95 ${m.latencyMs.p95.toFixed(2)} ms  p99 ${m.latencyMs.p99.toFixed(2)} ms  ` +
    `CPU/req: server ${m.serverCpuMicrosPerRequest} µs` +
    (m.cpu
      ? `, postgres ${m.cpu.postgresMicrosPerRequest} µs, load tool ${m.cpu.loadToolMicrosPerRequest} µs; ` +
        machineNote(m.cpu)
      : '') +
    (failures > 0 ? `  FAILURES non2xx=${m.non2xx} errors=${m.errors} timeouts=${m.timeouts}` : '')
  );
}

/** A database URL fit for a results file: the password hidden. */
export function redact(url: string): string {
  const parsed = new URL(url);
  if (parsed.password) parsed.password = '***';
  return parsed.toString();
}
