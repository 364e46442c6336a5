/** Whether the user has been inactive for the configured minutes (spec 01 section 9: 120, i.e. 7,200,000 ms). */
export function isIdle(lastActivityAt: number | null, now: number, idleMinutes: number): boolean {
  if (lastActivityAt === null) return false;
  return now - lastActivityAt >= idleMinutes * 60_000;
}
