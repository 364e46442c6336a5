import { BelongToType } from '@gcs/contracts';
import { HttpError } from '../../platform/errors';
import type { SessionUser } from '../../platform/session';

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
