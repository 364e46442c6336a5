import { describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { sm3Hex } from '../src/api/sm3';

describe('SM3 in the browser', () => {
  it('matches the standard vector SM3("abc")', () => {
    expect(sm3Hex('abc')).toBe('66c7f0f462eeedd9d1f2d46bdc10e4e24167c4875cf2f7a2297da02b8f4ba8e0');
  });

  it('hashes the UTF-8 bytes of Chinese text exactly as the server (node:crypto) does', () => {
    const text = '气瓶监管Abc@2024';
    expect(sm3Hex(text)).toBe(createHash('sm3').update(text, 'utf8').digest('hex'));
    expect(sm3Hex('中文密码')).toBe('37ec5a40b86472fbb0cb4fdc702eff2256a0e614e5d9f147b452e75b42fc6cda');
  });

  it('gives 64 lowercase hex characters, also for the empty string', () => {
    expect(sm3Hex('')).toMatch(/^[0-9a-f]{64}$/);
    expect(sm3Hex('')).toBe('1ab21d8355cfa17f8e61194831e81a8f22bec8c728fefb747ed035eb5082aa2b');
  });
});
