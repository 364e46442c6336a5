import autocannon from 'autocannon';

export interface LoadResult {
  seconds: number;
  requests: number;
  requestsPerSecond: number;
  latencyMs: { p50: number; p95: number; p99: number; max: number; mean: number };
  non2xx: number;
  errors: number;
  timeouts: number;
}

export interface LoadPlan {
  baseUrl: string;
  /** Request paths, requested in this order, cycling, shared by all connections. */
  paths: string[];
  connections: number;
  seconds: number;
}

/**
 * Drives one server with autocannon. The path sequence restarts at its beginning for every run, so each server
 * sees the same barcodes in the same order. Latencies are recorded per response for exact percentiles (autocannon's
 * own summary has no p95).
 */
export async function runLoad(plan: LoadPlan): Promise<LoadResult> {
  let next = 0;
  const latencies: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: plan.baseUrl,
        connections: plan.connections,
        duration: plan.seconds,
        requests: [
          {
            method: 'GET',
            setupRequest: (request) => {
              request.path = plan.paths[next++ % plan.paths.length] ?? '/';
              return request;
            },
          },
        ],
      },
      (error: unknown, done: autocannon.Result) => (error ? reject(error as Error) : resolve(done)),
    );
    // autocannon emits (client, statusCode, bytes, responseTimeMs); its type definitions omit the client.
    instance.on('response', (...args: unknown[]) => {
      const responseTime = args[args.length - 1];
      if (typeof responseTime === 'number') latencies.push(responseTime);
    });
  });
  latencies.sort((a, b) => a - b);
  const at = (quantile: number) =>
    round(latencies[Math.min(latencies.length - 1, Math.floor(quantile * latencies.length))] ?? 0);
  const seconds = result.duration;
  return {
    seconds,
    requests: result.requests.total,
    requestsPerSecond: round(result.requests.total / seconds),
    latencyMs: {
      p50: at(0.5),
      p95: at(0.95),
      p99: at(0.99),
      max: round(latencies[latencies.length - 1] ?? 0),
      mean: round(latencies.reduce((sum, value) => sum + value, 0) / Math.max(1, latencies.length)),
    },
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
  };
}

const round = (value: number) => Math.round(value * 100) / 100;
