/** Latency percentiles of measured requests, in milliseconds to one decimal. */
export interface Latency {
  p50: number;
  p95: number;
  p99: number;
  max: number;
  requests: number;
}

export function round(value: number, digits = 1): number {
  const scale = 10 ** digits;
  return Math.round(value * scale) / scale;
}

export function percentiles(values: readonly number[]): Latency {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (quantile: number) =>
    round(sorted[Math.min(sorted.length - 1, Math.floor(quantile * sorted.length))] ?? 0);
  return { p50: at(0.5), p95: at(0.95), p99: at(0.99), max: round(sorted.at(-1) ?? 0), requests: sorted.length };
}
