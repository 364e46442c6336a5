import http from 'node:http';
import type { LoadResult } from '../load';

export interface UsersPlan {
  port: number;
  /** One entry per concurrent user: the headers that user sends (its own session). */
  users: Array<Record<string, string>>;
  /** Request paths, taken in this order, cycling, shared by all users (the order restarts with every run). */
  paths: string[];
  seconds: number;
}

/**
 * A closed-loop load driver: every user has its own keep-alive connection and session, sends a request, reads the
 * whole answer, and sends the next at once, until the time is up. So at most `users` requests are in flight, as
 * with that many people clicking through result pages without pause. Latency is measured per response, from the
 * request written to the last byte read.
 */
export async function runUsers(plan: UsersPlan): Promise<LoadResult> {
  let next = 0;
  const latencies: number[] = [];
  let non2xx = 0;
  let errors = 0;
  const started = performance.now();
  const deadline = started + plan.seconds * 1000;
  const agents = plan.users.map(() => new http.Agent({ keepAlive: true, maxSockets: 1 }));
  await Promise.all(
    plan.users.map(async (headers, index) => {
      const agent = agents[index];
      while (performance.now() < deadline) {
        const path = plan.paths[next++ % plan.paths.length] ?? '/';
        const sent = performance.now();
        try {
          const status = await get(plan.port, path, headers, agent);
          if (performance.now() > deadline) break;
          latencies.push(performance.now() - sent);
          if (status < 200 || status >= 300) non2xx++;
        } catch {
          errors++;
        }
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  for (const agent of agents) agent.destroy();
  latencies.sort((a, b) => a - b);
  const at = (quantile: number) =>
    round(latencies[Math.min(latencies.length - 1, Math.floor(quantile * latencies.length))] ?? 0);
  return {
    seconds: round(seconds),
    requests: latencies.length,
    requestsPerSecond: round(latencies.length / plan.seconds),
    latencyMs: {
      p50: at(0.5),
      p95: at(0.95),
      p99: at(0.99),
      max: round(latencies[latencies.length - 1] ?? 0),
      mean: round(latencies.reduce((sum, value) => sum + value, 0) / Math.max(1, latencies.length)),
    },
    non2xx,
    errors,
    timeouts: 0,
  };
}

function get(port: number, path: string, headers: Record<string, string>, agent?: http.Agent): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = http.get({ host: '127.0.0.1', port, path, headers, agent }, (response) => {
      response.on('data', () => undefined);
      response.on('end', () => resolve(response.statusCode ?? 0));
      response.on('error', reject);
    });
    request.on('error', reject);
    request.setTimeout(30_000, () => request.destroy(new Error('timeout')));
  });
}

const round = (value: number) => Math.round(value * 100) / 100;
