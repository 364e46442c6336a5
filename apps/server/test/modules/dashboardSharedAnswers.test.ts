import { describe, expect, it } from 'vitest';
import { SharedAnswers } from '../../src/modules/dashboard/sharedAnswers';

function clockAt(start = 0) {
  const clock = { now: start, read: () => clock.now };
  return clock;
}

describe('SharedAnswers', () => {
  it('computes a question once while it is asked and keeps the answer for its time', async () => {
    const clock = clockAt();
    const shared = new SharedAnswers(5_000, 100, clock.read);
    let computed = 0;
    let release: (value: number) => void = () => undefined;
    const compute = () => {
      computed += 1;
      return new Promise<number>((resolve) => (release = resolve));
    };
    const first = shared.get('q', compute);
    const second = shared.get('q', compute);
    release(42);
    expect(await first).toBe(42);
    expect(await second).toBe(42);
    expect(computed).toBe(1);
    clock.now = 4_999;
    expect(await shared.get('q', () => Promise.resolve(7))).toBe(42);
  });

  it('gives an aged answer at once while a newer one is computed, and waits once it is too old', async () => {
    const clock = clockAt();
    const shared = new SharedAnswers(5_000, 100, clock.read);
    await shared.get('q', () => Promise.resolve(1));
    clock.now = 6_000;
    let renewals = 0;
    let release: (value: number) => void = () => undefined;
    const renew = () => {
      renewals += 1;
      return new Promise<number>((resolve) => (release = resolve));
    };
    // Aged: the old answer now, one renewal started however many ask.
    expect(await shared.get('q', renew)).toBe(1);
    expect(await shared.get('q', renew)).toBe(1);
    expect(renewals).toBe(1);
    release(2);
    await Promise.resolve();
    await Promise.resolve();
    expect(await shared.get('q', () => Promise.resolve(9))).toBe(2);
    // Older than four times its time: the asker waits for a new computation.
    clock.now = 6_000 + 20_001;
    expect(await shared.get('q', () => Promise.resolve(3))).toBe(3);
  });

  it('keys answers apart, forgets failures and forgets everything on clear', async () => {
    const shared = new SharedAnswers(5_000, 100, clockAt().read);
    expect(await shared.get('a', () => Promise.resolve(1))).toBe(1);
    expect(await shared.get('b', () => Promise.resolve(2))).toBe(2);
    await expect(shared.get('c', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await shared.get('c', () => Promise.resolve(3))).toBe(3);
    shared.clear();
    expect(await shared.get('a', () => Promise.resolve(9))).toBe(9);
  });

  it('computes every time when its time is zero', async () => {
    const shared = new SharedAnswers(0);
    let computed = 0;
    await shared.get('q', () => Promise.resolve((computed += 1)));
    await shared.get('q', () => Promise.resolve((computed += 1)));
    expect(computed).toBe(2);
    expect(shared.size).toBe(0);
  });

  it('holds at most its number of answers, dropping the oldest', async () => {
    const clock = clockAt();
    const shared = new SharedAnswers(5_000, 3, clock.read);
    for (const key of ['a', 'b', 'c', 'd']) await shared.get(key, () => Promise.resolve(key));
    expect(shared.size).toBe(3);
    expect(await shared.get('a', () => Promise.resolve('again'))).toBe('again');
    expect(await shared.get('d', () => Promise.resolve('again'))).toBe('d');
  });
});
