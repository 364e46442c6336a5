import { createHash, randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

const keyLength = 32;

/** The SM3 digest (lowercase hex of the UTF-8 text) the browser sends instead of a password. */
export function sm3Hex(text: string): string {
  return createHash('sm3').update(text, 'utf8').digest('hex');
}

export function newSalt(): string {
  return randomBytes(16).toString('hex');
}

function scryptHex(digest: string, salt: string): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(digest, salt, keyLength, (error, key) => (error ? reject(error) : resolve(key))),
  );
}

/** The stored form of a password: scrypt over its SM3 digest with the user's salt, hex. */
export async function hashPasswordDigest(digest: string, salt: string): Promise<string> {
  return (await scryptHex(digest, salt)).toString('hex');
}

/** A salt that matches no account: an unknown login still costs one scrypt, so it answers in the same time. */
const decoySalt = newSalt();
const decoyHash = '0'.repeat(keyLength * 2);

/**
 * Whether the digest matches the stored hash. Always runs exactly one scrypt, also when there is no account, and
 * compares in constant time.
 */
export async function verifyPasswordDigest(
  digest: string,
  stored: { hash: string; salt: string } | undefined,
): Promise<boolean> {
  const candidate = await scryptHex(digest, stored?.salt ?? decoySalt);
  const expected = Buffer.from(stored?.hash ?? decoyHash, 'hex');
  const same = expected.length === candidate.length && timingSafeEqual(candidate, expected);
  return stored !== undefined && same;
}

/** SHA-256 hex, for tokens and captcha answers that are stored only as digests. */
export function sha256Hex(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex');
}
