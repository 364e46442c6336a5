import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/**
 * Personal data (phone numbers) at rest: SM4-CBC with a random IV per value, stored as hex `iv || ciphertext`
 * (docs/security.md). Shown masked; the clear value never leaves the server.
 */
export class PersonalDataCipher {
  private readonly key: Buffer;

  /** `keyHex`: the 128-bit SM4 key, 32 hex characters. */
  constructor(keyHex: string) {
    if (!/^[0-9a-fA-F]{32}$/.test(keyHex)) throw new Error('SM4 密钥应为32位十六进制字符');
    this.key = Buffer.from(keyHex, 'hex');
  }

  encrypt(text: string): string {
    const iv = randomBytes(16);
    const cipher = createCipheriv('sm4-cbc', this.key, iv);
    return Buffer.concat([iv, cipher.update(text, 'utf8'), cipher.final()]).toString('hex');
  }

  decrypt(stored: string): string {
    const bytes = Buffer.from(stored, 'hex');
    const decipher = createDecipheriv('sm4-cbc', this.key, bytes.subarray(0, 16));
    return Buffer.concat([decipher.update(bytes.subarray(16)), decipher.final()]).toString('utf8');
  }

  /** The stored number, masked; empty when none or unreadable (a key changed without re-encrypting). */
  masked(stored: string | null): string | null {
    if (!stored) return null;
    try {
      return maskPhone(this.decrypt(stored));
    } catch {
      return null;
    }
  }
}

/** 13812341234 -> 138****1234; a shorter number keeps only its last four. */
export function maskPhone(phone: string): string {
  if (phone.length >= 11) return `${phone.slice(0, phone.length - 8)}****${phone.slice(-4)}`;
  return `****${phone.slice(-4)}`;
}

/** The key of development and test runs; a production start requires PERSONAL_DATA_KEY. */
export const developmentPersonalDataKey = '0123456789abcdeffedcba9876543210';
