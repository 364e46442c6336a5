import type { Kysely } from 'kysely';
import { BelongToType } from '@gcs/contracts';
import type { DatabaseSchema } from '../../db/schema';
import { HttpError } from '../../platform/errors';
import type { SessionUser } from '../../platform/session';
import type { Syslog } from '../../platform/syslog';

/** Helpers the filling-station services share: the unitChange syslog row and the station a call acts on. */

export interface UnitChange {
  kind: string;
  action: string;
  id?: number;
  ids?: readonly number[];
  before: unknown;
  after: unknown;
}

/** Writes one `unitChange` row, in the transaction of the change it records. */
export function logUnitChange(
  syslog: Syslog,
  now: () => Date,
  user: SessionUser,
  ip: string | undefined,
  change: UnitChange,
  db: Kysely<DatabaseSchema>,
): Promise<void> {
  return syslog.write(
    {
      at: now(),
      event: 'unitChange',
      result: 'success',
      userId: user.id,
      loginCode: user.loginCode,
      ip: ip ?? null,
      detail: { ...change },
    },
    db,
  );
}

/**
 * The station a station-upkeep call acts on: a filling-station user's own (naming another is not found); anyone else
 * must name one, whose scope the caller checks.
 */
export function requestedStationId(
  user: SessionUser,
  stationId: number | undefined,
  missingMessage: string,
  notFoundMessage: string,
): number {
  if (!user.isSystemManager && user.belongToType === BelongToType.FillingStation) {
    if (user.stationId === null || (stationId !== undefined && stationId !== user.stationId)) {
      throw new HttpError(404, notFoundMessage);
    }
    return user.stationId;
  }
  if (stationId === undefined) throw new HttpError(400, missingMessage);
  return stationId;
}

/** Whether a database error is the refusal of a unique key (23505). */
export function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && String(error.code) === '23505';
}
