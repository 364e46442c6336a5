import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LoadResult } from '../load';
import type { UsersPlan } from './users';

/** Whether wrk (Debian package `wrk`) is on the PATH. */
export function wrkAvailable(): boolean {
  return spawnSync('wrk', ['--version'], { stdio: 'ignore' }).error === undefined;
}

const resultMarker = 'WRK_RESULT ';

/**
 * The same closed loop as `runUsers`, driven by wrk: one wrk thread keeps a keep-alive connection per user, sends
 * the next request as soon as the last answer is read, and takes the paths in order, cycling, restarting with every
 * run; each request carries the next user's session in turn. wrk is written in C and costs a fraction of the CPU
 * of a load driver in Node.js, which on a small machine shares the cores with the server it measures; its
 * latencies are taken from the request written to the last byte read, as `runUsers` takes them.
 */
export async function runWrkUsers(plan: UsersPlan): Promise<LoadResult> {
  const folder = mkdtempSync(join(tmpdir(), 'gcs-wrk-'));
  try {
    const script = join(folder, 'users.lua');
    writeFileSync(script, luaScript(plan));
    const args = ['-t1', `-c${plan.users.length}`, `-d${plan.seconds}s`, '--timeout', '30s', '-s', script];
    const output = await run('wrk', [...args, `http://127.0.0.1:${plan.port}`]);
    const line = output.split('\n').find((text) => text.startsWith(resultMarker));
    if (!line) throw new Error(`wrk printed no result:\n${output}`);
    return toLoadResult(JSON.parse(line.slice(resultMarker.length)) as WrkResult);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

interface WrkResult {
  durationMicros: number;
  requests: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  /** Microseconds. */
  p50: number;
  p95: number;
  p99: number;
  max: number;
  mean: number;
}

function toLoadResult(result: WrkResult): LoadResult {
  const ms = (micros: number) => Math.round(micros / 10) / 100;
  const seconds = result.durationMicros / 1e6;
  return {
    seconds: Math.round(seconds * 100) / 100,
    requests: result.requests,
    requestsPerSecond: Math.round((result.requests / seconds) * 100) / 100,
    latencyMs: {
      p50: ms(result.p50),
      p95: ms(result.p95),
      p99: ms(result.p99),
      max: ms(result.max),
      mean: ms(result.mean),
    },
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
  };
}

const luaString = (text: string) => `"${text.replace(/[\\"]/g, (c) => `\\${c}`)}"`;
const luaList = (items: string[]) => `{${items.map(luaString).join(',')}}`;

/** The request order and the printing of the result, as a wrk Lua script. */
function luaScript(plan: UsersPlan): string {
  const headers = plan.users.map((user) => user.authorization ?? '');
  return `
local paths = ${luaList(plan.paths)}
local authorizations = ${luaList(headers)}
local sent = 0
request = function()
  local path = paths[sent % #paths + 1]
  local authorization = authorizations[sent % #authorizations + 1]
  sent = sent + 1
  if authorization == "" then return wrk.format("GET", path) end
  return wrk.format("GET", path, { ["Authorization"] = authorization })
end
done = function(summary, latency, requests)
  local e = summary.errors
  io.write(string.format(
    '${resultMarker}{"durationMicros":%d,"requests":%d,"non2xx":%d,"errors":%d,"timeouts":%d,' ..
    '"p50":%d,"p95":%d,"p99":%d,"max":%d,"mean":%f}\\n',
    summary.duration, summary.requests, e.status, e.connect + e.read + e.write, e.timeout,
    latency:percentile(50), latency:percentile(95), latency:percentile(99), latency.max, latency.mean))
end
`;
}

function run(command: string, args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0 ? resolve(output) : reject(new Error(`${command} exited ${code}:\n${output}`)),
    );
  });
}
