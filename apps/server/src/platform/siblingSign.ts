import { createHmac, timingSafeEqual } from 'node:crypto';
import type { SiblingSign } from '@gcs/contracts';

/** How long a sibling platform accepts a hand-off after it was signed. */
export const siblingSignValidityMs = 5 * 60_000;

const signedText = (hand: Pick<SiblingSign, 'originalUserId' | 'targetId' | 'time'>) =>
  `${hand.originalUserId}|${hand.targetId}|${hand.time}`;

/** Signs a hand-off of a user to a sibling platform with the secret the two share (HMAC-SHA256, lowercase hex). */
export function signHandOff(secret: string, originalUserId: number, targetId: number, now: Date): SiblingSign {
  const hand = { originalUserId, targetId, time: String(now.getTime()) };
  return { ...hand, sign: createHmac('sha256', secret).update(signedText(hand)).digest('hex') };
}

/**
 * What the receiving platform checks: the signature under the shared secret, and a time neither in the future (beyond
 * a minute of clock skew) nor older than the validity.
 */
export function verifyHandOff(secret: string, hand: SiblingSign, now: Date): boolean {
  const expected = Buffer.from(createHmac('sha256', secret).update(signedText(hand)).digest('hex'));
  const given = Buffer.from(hand.sign);
  const age = now.getTime() - Number(hand.time);
  return (
    given.length === expected.length &&
    timingSafeEqual(given, expected) &&
    Number.isFinite(age) &&
    age >= -60_000 &&
    age <= siblingSignValidityMs
  );
}

/** What a sibling platform signs when it hands one of its users to this platform (FreeLogin). */
export interface SiblingArrival {
  originalUserId: string;
  targetId: number;
  time: string;
  loginCode: string;
  sign: string;
}

const arrivalText = (arrival: Omit<SiblingArrival, 'sign'>) =>
  `${arrival.originalUserId}|${arrival.targetId}|${arrival.time}|${arrival.loginCode}`;

/** Signs an arrival as the sibling does (the reverse of signHandOff, naming the account by its login code). */
export function signArrival(secret: string, arrival: Omit<SiblingArrival, 'sign'>): string {
  return createHmac('sha256', secret).update(arrivalText(arrival)).digest('hex');
}

/** The arrival's signature under the shared secret, and its time within the validity (as verifyHandOff). */
export function verifyArrival(secret: string, arrival: SiblingArrival, now: Date): boolean {
  const expected = Buffer.from(signArrival(secret, arrival));
  const given = Buffer.from(arrival.sign);
  const age = now.getTime() - Number(arrival.time);
  return (
    given.length === expected.length &&
    timingSafeEqual(given, expected) &&
    Number.isFinite(age) &&
    age >= -60_000 &&
    age <= siblingSignValidityMs
  );
}
