import { randomBytes, timingSafeEqual } from 'node:crypto';
import { deviceAuthScheme } from '@gcs/contracts';
import { sha256Hex } from './passwords';

/**
 * A scale's credential: its guid names it, a random secret (192 bits) proves it. The platform keeps only the secret's
 * SHA-256 (a random secret needs no slow hash) and shows the secret once, when the station issues or rotates it.
 */
export const newDeviceSecret = (): string => randomBytes(24).toString('base64url');

export const deviceSecretHash = (secret: string): string => sha256Hex(secret);

/** The guid and secret of an `Authorization: Device <guid>:<secret>` header; null for anything else. */
export function parseDeviceAuthorization(header: string | undefined): { guid: string; secret: string } | null {
  const match = /^(\S+) ([0-9a-fA-F-]{36}):([A-Za-z0-9_-]{16,128})$/.exec(header?.trim() ?? '');
  if (!match || match[1] !== deviceAuthScheme) return null;
  return { guid: (match[2] ?? '').toLowerCase(), secret: match[3] ?? '' };
}

/** Whether `secret` is the one whose hash is stored (constant time). */
export function deviceSecretMatches(secret: string, storedHash: string | null): boolean {
  if (!storedHash) return false;
  const offered = Buffer.from(deviceSecretHash(secret), 'hex');
  const stored = Buffer.from(storedHash, 'hex');
  return offered.length === stored.length && timingSafeEqual(offered, stored);
}
