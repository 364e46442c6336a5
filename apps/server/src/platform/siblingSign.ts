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
 * A signature matches the expected one (compared in constant time) and its time is neither in the future (beyond a
 * minute of clock skew) nor older than the validity.
 */
function signedInTime(expected: string, given: string, time: string, now: Date): boolean {
  const expectedBytes = Buffer.from(expected);
  const givenBytes = Buffer.from(given);
  const age = now.getTime() - Number(time);
  return (
    givenBytes.length === expectedBytes.length &&
    timingSafeEqual(givenBytes, expectedBytes) &&
    Number.isFinite(age) &&
    age >= -60_000 &&
    age <= siblingSignValidityMs
  );
}

/** What the receiving platform checks: the signature under the shared secret, and its time within the validity. */
export function verifyHandOff(secret: string, hand: SiblingSign, now: Date): boolean {
  const expected = createHmac('sha256', secret).update(signedText(hand)).digest('hex');
  return signedInTime(expected, hand.sign, hand.time, now);
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
  return signedInTime(signArrival(secret, arrival), arrival.sign, arrival.time, now);
}
