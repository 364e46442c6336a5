import { readFileSync } from 'node:fs';

/** CPU time counters read from /proc (Linux); absent elsewhere. All in microseconds. */
export interface CpuSample {
  /** Busy time of the whole machine, all cores (user, nice, system, irq, softirq, steal). */
  machineBusy: number;
  /** Busy plus idle time of the whole machine, all cores. */
  machineTotal: number;
  /** CPU time of each PostgreSQL backend of the measured server's pool, by process id. */
  postgres: Map<number, number>;
  /** The load tool: this process, and the child processes it ran that have ended (a load driver such as wrk). */
  loadTool: number;
}

const tickMicros = 10_000; // USER_HZ is 100 on Linux

/** Samples the machine, this process and the given PostgreSQL backends (their process ids). */
export function sampleCpu(backendPids: number[]): CpuSample | undefined {
  try {
    const line = readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '';
    const fields = line.trim().split(/\s+/).slice(1).map(Number);
    const [user = 0, nice = 0, system = 0, idle = 0, iowait = 0, irq = 0, softirq = 0, steal = 0] = fields;
    const busy = user + nice + system + irq + softirq + steal;
    const own = process.cpuUsage();
    return {
      machineBusy: busy * tickMicros,
      machineTotal: (busy + idle + iowait) * tickMicros,
      postgres: new Map(backendPids.map((pid) => [pid, processTicks(pid) * tickMicros])),
      loadTool: own.user + own.system + endedChildrenTicks() * tickMicros,
    };
  } catch {
    return undefined;
  }
}

/** The fields of a /proc stat file after the process's name (proc(5) field 3 onward); undefined when it has ended. */
function statFields(path: string): string[] | undefined {
  let stat: string;
  try {
    stat = readFileSync(path, 'utf8');
  } catch {
    return undefined;
  }
  return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
}

/** utime + stime of a process in clock ticks; 0 when it has ended. */
function processTicks(pid: number): number {
  const rest = statFields(`/proc/${pid}/stat`) ?? [];
  return Number(rest[11] ?? 0) + Number(rest[12] ?? 0); // fields 14 and 15 of proc(5)
}

/** cutime + cstime of this process: the CPU of its children that have ended and been waited for. */
function endedChildrenTicks(): number {
  const rest = statFields('/proc/self/stat') ?? [];
  return Number(rest[13] ?? 0) + Number(rest[14] ?? 0); // fields 16 and 17 of proc(5)
}

/** CPU spent during a measurement, per request, and how busy the machine was (including other work on it). */
export interface CpuUse {
  postgresMicrosPerRequest: number;
  loadToolMicrosPerRequest: number;
  machineBusyPercent: number;
  /** Busy time not explained by the server, PostgreSQL or the load tool: other work sharing the machine. */
  otherBusyPercent: number;
  /**
   * Backends of the pool alive at only one of the two samples: opened or closed during the measurement. The CPU of one
   * that closed is not counted (it shows as other work), nor is one that opened and closed between the samples.
   */
  backendsChanged: number;
}

/** What a measurement line says of the machine: how busy, with what else, and whether backends came or went. */
export function machineNote(cpu: CpuUse): string {
  return (
    `machine busy ${cpu.machineBusyPercent}% (other work ${cpu.otherBusyPercent}%)` +
    (cpu.backendsChanged > 0
      ? `; ${cpu.backendsChanged} backends opened or closed during it (a closed one's CPU is not counted)`
      : '')
  );
}

export function cpuUse(
  before: CpuSample | undefined,
  after: CpuSample | undefined,
  requests: number,
  serverMicros: number,
): CpuUse | undefined {
  if (!before || !after) return undefined;
  const total = Math.max(1, after.machineTotal - before.machineTotal);
  const busy = after.machineBusy - before.machineBusy;
  // Backends opened during the measurement count from zero; one that closed before the end is not counted.
  let postgres = 0;
  for (const [pid, micros] of after.postgres) {
    if (micros > 0) postgres += micros - (before.postgres.get(pid) ?? 0);
  }
  let backendsChanged = 0;
  for (const pid of after.postgres.keys()) if (!before.postgres.has(pid)) backendsChanged += 1;
  for (const pid of before.postgres.keys()) if (!after.postgres.has(pid)) backendsChanged += 1;
  const loadTool = after.loadTool - before.loadTool;
  const perRequest = (micros: number) => Math.round(micros / Math.max(1, requests));
  return {
    postgresMicrosPerRequest: perRequest(postgres),
    loadToolMicrosPerRequest: perRequest(loadTool),
    machineBusyPercent: Math.round((busy / total) * 100),
    otherBusyPercent: Math.max(0, Math.round(((busy - postgres - loadTool - serverMicros) / total) * 100)),
    backendsChanged,
  };
}
