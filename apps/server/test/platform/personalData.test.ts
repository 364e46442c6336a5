import { describe, expect, it } from 'vitest';
import { maskPhone, PersonalDataCipher } from '../../src/platform/personalData';

describe('PersonalDataCipher', () => {
  const cipher = new PersonalDataCipher('0123456789abcdeffedcba9876543210');

  it('encrypts with SM4 under a fresh IV each time and decrypts back', () => {
    const first = cipher.encrypt('13812345678');
    const second = cipher.encrypt('13812345678');
    expect(first).not.toBe(second);
    expect(first).not.toContain('13812345678');
    expect(cipher.decrypt(first)).toBe('13812345678');
  });

  it('shows a stored number masked, and nothing for a value another key wrote', () => {
    expect(cipher.masked(cipher.encrypt('13812345678'))).toBe('138****5678');
    const other = new PersonalDataCipher('fedcba98765432100123456789abcdef');
    expect(cipher.masked(other.encrypt('13812345678'))).not.toBe('138****5678');
    expect(cipher.masked(null)).toBeNull();
  });

  it('masks short and fixed-line numbers to their last four', () => {
    expect(maskPhone('0573-82345678')).toBe('0573-****5678');
    expect(maskPhone('82345678')).toBe('****5678');
  });
});
