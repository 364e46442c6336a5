import { describe, expect, it } from 'vitest';
import { ConcurrencyGate } from '../../src/platform/concurrencyGate';
import { HttpError } from '../../src/platform/errors';

/** A task that runs until released. */
function held() {
  let release!: () => void;
  const done = new Promise<void>((resolve) => (release = resolve));
  return { task: () => done, release };
}

describe('ConcurrencyGate', () => {
  it('runs up to its concurrency, queues up to its queue, and refuses the rest with 503 and Retry-After', async () => {
    const gate = new ConcurrencyGate({ concurrency: 2, queue: 1, retryAfterSeconds: 3, busyMessage: '平台正忙' });
    const tasks = [held(), held(), held()];
    const running = tasks.map((one) => gate.run(one.task));
    await Promise.resolve();
    expect(gate.load).toEqual({ running: 2, waiting: 1 });
    const refused = await gate.run(async () => 'never').catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(HttpError);
    expect(refused).toMatchObject({ statusCode: 503, message: '平台正忙', headers: { 'retry-after': '3' } });

    tasks[0]?.release();
    await running[0];
    // The waiting task took the finished one's place.
    expect(gate.load).toEqual({ running: 2, waiting: 0 });
    tasks[1]?.release();
    tasks[2]?.release();
    await Promise.all(running);
    expect(gate.load).toEqual({ running: 0, waiting: 0 });
    expect(await gate.run(async () => 'again')).toBe('again');
  });

  it('frees its place when a task fails', async () => {
    const gate = new ConcurrencyGate({ concurrency: 1, queue: 0, retryAfterSeconds: 1, busyMessage: '忙' });
    await expect(gate.run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(gate.load).toEqual({ running: 0, waiting: 0 });
  });
});
