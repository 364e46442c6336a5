import { fork, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdirSync, readFileSync } from 'node:fs';

/** What a server process reports about itself (CPU time lets us compare cost per request, not only speed). */
export interface ServerStats {
  cpuUserMicros: number;
  cpuSystemMicros: number;
  rssBytes: number;
}

type ParentMessage = { type: 'stats' } | { type: 'close' };
type ChildMessage =
  { type: 'ready'; port: number } | ({ type: 'stats' } & ServerStats) | { type: 'failed'; error: string };

export interface RunningServer {
  port: number;
  stats(): Promise<ServerStats>;
  close(): Promise<void>;
}

/** The Node flags `npm run serve` starts the platform with (apps/server/package.json, config.node_flags). */
function servedNodeFlags(): string[] {
  const manifest = JSON.parse(readFileSync(new URL('../../../apps/server/package.json', import.meta.url), 'utf8')) as {
    config?: { node_flags?: string };
  };
  return (manifest.config?.node_flags ?? '').split(/\s+/).filter(Boolean);
}

/**
 * Starts a server entry file in its own Node process, so it never shares an event loop with the load tool, with the
 * Node flags the platform is served with.
 */
export async function startServerProcess(
  entry: string,
  env: Record<string, string>,
  cpuProfileDir: string | undefined,
): Promise<RunningServer> {
  const execArgv = [...servedNodeFlags(), '--import', 'tsx'];
  if (cpuProfileDir) {
    mkdirSync(cpuProfileDir, { recursive: true });
    execArgv.push('--cpu-prof', `--cpu-prof-dir=${cpuProfileDir}`);
  }
  const child = fork(entry, [], {
    execArgv,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const [first] = (await once(child, 'message')) as [ChildMessage];
  if (first.type !== 'ready') {
    child.kill();
    throw new Error(`server ${entry} did not start: ${first.type === 'failed' ? first.error : first.type}`);
  }
  return {
    port: first.port,
    stats: () => request(child),
    close: async () => {
      const exited = once(child, 'exit');
      child.send({ type: 'close' } satisfies ParentMessage);
      await exited;
    },
  };
}

async function request(child: ChildProcess): Promise<ServerStats> {
  const reply = once(child, 'message');
  child.send({ type: 'stats' } satisfies ParentMessage);
  const [message] = (await reply) as [ChildMessage];
  if (message.type !== 'stats') throw new Error(`unexpected message ${message.type}`);
  return { cpuUserMicros: message.cpuUserMicros, cpuSystemMicros: message.cpuSystemMicros, rssBytes: message.rssBytes };
}

/** The child side: start the server, announce its port, answer stats, close cleanly (so --cpu-prof is written). */
export async function runAsServerProcess(
  start: () => Promise<{ port: number; close(): Promise<void> }>,
): Promise<void> {
  const send = (message: ChildMessage) => process.send?.(message);
  try {
    const server = await start();
    process.on('message', (message: ParentMessage) => {
      if (message.type === 'stats') {
        const cpu = process.cpuUsage();
        send({
          type: 'stats',
          cpuUserMicros: cpu.user,
          cpuSystemMicros: cpu.system,
          rssBytes: process.memoryUsage.rss(),
        });
      } else {
        void server.close().finally(() => process.exit(0));
      }
    });
    send({ type: 'ready', port: server.port });
  } catch (error) {
    send({ type: 'failed', error: (error as Error).stack ?? String(error) });
    process.exit(1);
  }
}

/** Reads a required environment variable of a server process. */
export function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set`);
  return value;
}
