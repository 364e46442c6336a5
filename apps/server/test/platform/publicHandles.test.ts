import { describe, expect, it } from 'vitest';
import { PublicHandles } from '../../src/platform/publicHandles';

const key = '00112233445566778899aabbccddeeff';
const issuedAt = new Date('2026-06-15T02:00:00Z');
const at = (instant: Date) => new PublicHandles(key, () => instant);
const later = (hours: number) => new Date(issuedAt.getTime() + hours * 3600_000);

describe('public cylinder handles', () => {
  it('name their cylinder for a day, as 22 base64url characters that do not show the id', () => {
    const handle = at(issuedAt).issue(5);
    expect(handle).toMatch(/^[\w-]{22}$/);
    expect(at(later(0)).open(handle)).toBe(5);
    expect(at(later(23.9)).open(handle)).toBe(5);
    expect(at(later(24.1)).open(handle)).toBeUndefined();
    expect(at(issuedAt).issue(6)).not.toBe(handle);
  });

  it('refuse a handle altered in any character, made with another key, or issued in the future', () => {
    const handle = at(issuedAt).issue(5);
    for (let index = 0; index < handle.length - 1; index += 1) {
      const altered = `${handle.slice(0, index)}${handle[index] === 'A' ? 'B' : 'A'}${handle.slice(index + 1)}`;
      expect(at(issuedAt).open(altered), altered).toBeUndefined();
    }
    const foreign = new PublicHandles('ffeeddccbbaa99887766554433221100', () => issuedAt).issue(5);
    expect(at(issuedAt).open(foreign)).toBeUndefined();
    expect(at(later(-1)).open(handle)).toBeUndefined();
    for (const guess of ['5', '', 'x'.repeat(22), '=====']) expect(at(issuedAt).open(guess)).toBeUndefined();
  });
});
