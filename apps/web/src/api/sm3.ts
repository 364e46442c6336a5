import { sm3 } from 'sm-crypto';

/**
 * The SM3 digest (lowercase hex) of the UTF-8 bytes of a text: what the login and password calls send instead of the
 * password itself (docs/security.md). sm-crypto encodes strings as UTF-8 before hashing.
 */
export function sm3Hex(text: string): string {
  return sm3(text);
}
