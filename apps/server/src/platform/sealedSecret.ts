import type { PersonalDataCipher } from './personalData';

/** What marks a stored secret as sealed: `sm4:` and the SM4 ciphertext under PERSONAL_DATA_KEY (docs/security.md). */
export const sealedSecretPrefix = 'sm4:';

export const isSealed = (stored: string) => stored.startsWith(sealedSecretPrefix);

/** The stored form of a secret the platform must use again in clear (a shared signing secret). */
export function sealSecret(cipher: PersonalDataCipher, secret: string): string {
  return `${sealedSecretPrefix}${cipher.encrypt(secret)}`;
}

/**
 * The clear secret of a stored value. A value still plain (written before the start sealed it) is read as it is;
 * the next start seals it.
 */
export function openSecret(cipher: PersonalDataCipher, stored: string): string {
  return isSealed(stored) ? cipher.decrypt(stored.slice(sealedSecretPrefix.length)) : stored;
}
