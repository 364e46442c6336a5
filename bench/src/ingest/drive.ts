import { performance } from 'node:perf_hooks';
import type { Batch, ScaleFeed } from './batches';

/** What storing one batch answered: how many of its records were new, or that it was refused (sent again later). */
export type SendResult = { ok: true; stored: number } | { ok: false; status: number; text: string };

export type Send = (feed: ScaleFeed, batch: Batch) => Promise<SendResult>;

export interface DriveResult {
  seconds: number;
  batches: number;
  retriedBatches: number;
  /** Records acknowledged (new and duplicate). */
  records: number;
  /** Of those, stored as new rows. */
  stored: number;
  rowsPerSecond: number;
  storedPerSecond: number;
  /** Batch acknowledgement time, from sending to the committed answer. */
  latencyMs: { p50: number; p95: number; p99: number; max: number; mean: number };
  /** p99 of the batches acknowledged in each 10 s of the phase (the tail over time: a burst after a checkpoint shows). */
  p99By10sMs: number[];
  refused: number;
  /** The first refusals' statuses and answers. */
  refusals: string[];
}

/**
 * Each scale sends a batch and the next one as soon as the last is acknowledged, for `seconds`; a refused batch is sent
 * again after 100 ms (what a scale does on 429/503). Answers that arrive after the end still count, with their time.
 */
export async function drive(feeds: readonly ScaleFeed[], seconds: number, send: Send): Promise<DriveResult> {
  const acknowledgements: Latency[] = [];
  const refusals: string[] = [];
  let batches = 0;
  let retriedBatches = 0;
  let records = 0;
  let stored = 0;
  let refused = 0;
  const started = performance.now();
  const end = started + seconds * 1000;
  await Promise.all(
    feeds.map(async (feed) => {
      let batch = feed.next();
      while (performance.now() < end) {
        const sent = performance.now();
        const result = await send(feed, batch);
        if (!result.ok) {
          refused += 1;
          if (refusals.length < 5) refusals.push(`${result.status} ${result.text.slice(0, 300)}`);
          await new Promise((resolve) => setTimeout(resolve, 100));
          continue;
        }
        acknowledgements.push(acknowledged(sent));
        batches += 1;
        if (batch.retry) retriedBatches += 1;
        records += batch.records.length;
        stored += result.stored;
        batch = feed.next();
      }
    }),
  );
  return summarise(started, acknowledgements, { batches, retriedBatches, records, stored, refused, refusals });
}

const round = (value: number) => Math.round(value * 100) / 100;

/** One acknowledged batch: when its answer came and how long after it was sent (or due). */
interface Latency {
  at: number;
  ms: number;
}

function acknowledged(since: number): Latency {
  const at = performance.now();
  return { at, ms: at - since };
}

const ascending = (a: number, b: number) => a - b;

function percentile(sorted: readonly number[], quantile: number): number {
  return round(sorted[Math.min(sorted.length - 1, Math.floor(quantile * sorted.length))] ?? 0);
}

const sliceMs = 10_000;

function summarise(
  started: number,
  acknowledgements: Latency[],
  counts: Pick<DriveResult, 'batches' | 'retriedBatches' | 'records' | 'stored' | 'refused' | 'refusals'>,
): DriveResult {
  const elapsed = (performance.now() - started) / 1000;
  const latencies = acknowledgements.map((latency) => latency.ms).sort(ascending);
  const slices: number[][] = [];
  for (const { at, ms } of acknowledgements) (slices[Math.floor((at - started) / sliceMs)] ??= []).push(ms);
  return {
    seconds: round(elapsed),
    ...counts,
    rowsPerSecond: round(counts.records / elapsed),
    storedPerSecond: round(counts.stored / elapsed),
    latencyMs: {
      p50: percentile(latencies, 0.5),
      p95: percentile(latencies, 0.95),
      p99: percentile(latencies, 0.99),
      max: round(latencies.at(-1) ?? 0),
      mean: round(latencies.reduce((sum, value) => sum + value, 0) / Math.max(1, latencies.length)),
    },
    p99By10sMs: Array.from(slices, (slice = []) => percentile(slice.sort(ascending), 0.99)),
  };
}

/**
 * Open loop: the scales together send `batchesPerSecond` batches a second on a fixed schedule (each scale every
 * scales / rate seconds, the scales' phases spread evenly), whether or not the previous answer has arrived, for
 * `seconds`. A batch's acknowledgement time runs from when it was due to be sent to its committed answer, so a platform
 * that falls behind shows it in the figures (no coordinated omission); a refused batch is sent again after the
 * platform's Retry-After (2 s) and its time still counts from when it was first due.
 */
export async function driveOpenLoop(
  feeds: readonly ScaleFeed[],
  seconds: number,
  batchesPerSecond: number,
  send: Send,
): Promise<DriveResult> {
  const acknowledgements: Latency[] = [];
  const refusals: string[] = [];
  let batches = 0;
  let retriedBatches = 0;
  let records = 0;
  let stored = 0;
  let refused = 0;
  const interval = (feeds.length / batchesPerSecond) * 1000;
  const started = performance.now();
  const end = started + seconds * 1000;
  const inFlight: Promise<void>[] = [];
  const deliver = async (feed: ScaleFeed, batch: Batch, due: number) => {
    for (;;) {
      const result = await send(feed, batch);
      if (result.ok) {
        acknowledgements.push(acknowledged(due));
        batches += 1;
        if (batch.retry) retriedBatches += 1;
        records += batch.records.length;
        stored += result.stored;
        return;
      }
      refused += 1;
      if (refusals.length < 5) refusals.push(`${result.status} ${result.text.slice(0, 300)}`);
      // As a scale does: wait what the platform's Retry-After asks (2 s), so refusals do not swamp it.
      await new Promise((resolve) => setTimeout(resolve, 2000));
    }
  };
  await Promise.all(
    feeds.map(async (feed, index) => {
      let due = started + (index * interval) / feeds.length;
      while (due < end) {
        const wait = due - performance.now();
        if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
        inFlight.push(deliver(feed, feed.next(), due));
        due += interval;
      }
    }),
  );
  await Promise.all(inFlight);
  return summarise(started, acknowledgements, { batches, retriedBatches, records, stored, refused, refusals });
}
