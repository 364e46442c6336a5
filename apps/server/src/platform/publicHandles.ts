import { createCipheriv, createDecipheriv, hkdfSync } from 'node:crypto';

/** How long a handle from a public search names its cylinder (docs/security.md, "The public data rule"). */
export const publicHandleValidityMs = 24 * 3600_000;

/** Marks a block this platform made: a forged or altered handle decrypts to something else (odds 2^-64). */
const marker = Buffer.from('GCSPUB01', 'latin1');
/** A clock running a little ahead on another server must not refuse a fresh handle. */
const clockSkewMs = 5 * 60_000;

/**
 * Opaque names of cylinders for the public archive: the cylinder id and the issue time (seconds) in one AES-256 block,
 * base64url (22 characters). The key is derived by HKDF from the platform's PERSONAL_DATA_KEY, so every server of the
 * platform reads the others' handles and nobody else can make one. A handle is refused once older than its validity.
 */
export class PublicHandles {
  private readonly key: Buffer;

  constructor(
    personalDataKeyHex: string,
    private readonly now: () => Date = () => new Date(),
    private readonly validityMs = publicHandleValidityMs,
  ) {
    const secret = Buffer.from(personalDataKeyHex, 'hex');
    this.key = Buffer.from(hkdfSync('sha256', secret, Buffer.alloc(0), 'gcs public cylinder handle', 32));
  }

  /** A handle naming the cylinder from now until the validity ends. */
  issue(cylinderId: number): string {
    const block = Buffer.alloc(16);
    marker.copy(block, 0, 0, 4);
    block.writeUInt32BE(cylinderId, 4);
    block.writeUInt32BE(Math.floor(this.now().getTime() / 1000), 8);
    marker.copy(block, 12, 4, 8);
    const cipher = createCipheriv('aes-256-ecb', this.key, null).setAutoPadding(false);
    return Buffer.concat([cipher.update(block), cipher.final()]).toString('base64url');
  }

  /** The cylinder a handle names, or undefined when it is not one of ours or has expired. */
  open(handle: string): number | undefined {
    if (!/^[A-Za-z0-9_-]{22}$/.test(handle)) return undefined;
    const decipher = createDecipheriv('aes-256-ecb', this.key, null).setAutoPadding(false);
    const block = Buffer.concat([decipher.update(Buffer.from(handle, 'base64url')), decipher.final()]);
    if (!block.subarray(0, 4).equals(marker.subarray(0, 4)) || !block.subarray(12).equals(marker.subarray(4))) {
      return undefined;
    }
    const age = this.now().getTime() - block.readUInt32BE(8) * 1000;
    if (age > this.validityMs || age < -clockSkewMs) return undefined;
    const cylinderId = block.readUInt32BE(4);
    return cylinderId > 0 ? cylinderId : undefined;
  }
}
