import {
  fillingDeleteLockedBeforeDay,
  fillingDeletionMessages,
  flagNamesOf,
  formatDateTime,
  type DeletedFillingQuery,
  type DeletedFillingRow,
} from '@gcs/contracts';
import { HttpError } from '../../platform/errors';
import { chinaDayStart } from '../../platform/filterValues';
import type { ListSource } from '../../platform/listRoutes';
import type { SessionUser } from '../../platform/session';
import { actorOf, type Syslog } from '../../platform/syslog';
import type {
  DeletedFillingRecord,
  DeletedFillingRows,
  DeletingRecord,
  DeletionRepository,
} from './deletion.repository';

const nullableNumber = (value: string | null) => (value === null ? null : Number(value));

export function toDeletedFillingRow(row: DeletedFillingRecord, ordinalNum: number): DeletedFillingRow {
  return {
    ordinalNum,
    id: Number(row.id),
    fillingGuid: row.filling_guid,
    stationId: row.station_id,
    stationName: row.station_name,
    cylinderBarcode: row.cylinder_barcode,
    fillingWeight: nullableNumber(row.filling_weight),
    beginTime: formatDateTime(String(row.begin_time)),
    operatorName: row.operator_name,
    flagNames: flagNamesOf(Number(row.flags)),
    reason: row.reason,
    deletedBy: row.deleted_by_name,
    deletedAt: formatDateTime(String(row.deleted_at)),
  };
}

/** The deleted-records page's list (scope and filter in SQL). */
export function deletedFillingSource(
  rows: DeletedFillingRows,
): ListSource<DeletedFillingQuery, DeletedFillingRecord, DeletedFillingRow> {
  return {
    ...rows,
    toRow: toDeletedFillingRow,
    rowsProveStationScope: true,
  };
}

export interface DeletionDeps {
  repository: DeletionRepository;
  syslog: Syslog;
  now: () => Date;
  /** Stations whose records that began before fillingDeleteLockedBeforeDay cannot be deleted, by code. */
  lockedStations: ReadonlySet<string>;
}

/** The first instant not locked: midnight of fillingDeleteLockedBeforeDay, China time. */
const lockedBefore = new Date(chinaDayStart(fillingDeleteLockedBeforeDay)).getTime();

const recordLabel = (record: DeletingRecord) =>
  `充装记录${record.filling_guid}（${record.station_name}，${record.cylinder_barcode}，` +
  `${formatDateTime(new Date(record.begin_time).toISOString())}）`;

/**
 * Deleting filling records: within the caller's scope, with a reason, all of a batch or none, in one transaction
 * that keeps each record in filling_record_deleted and corrects what was derived from it; audited.
 */
export class DeletionService {
  constructor(private readonly deps: DeletionDeps) {}

  async delete(user: SessionUser, guids: readonly string[], reason: string, ip: string) {
    const { repository, syslog, lockedStations } = this.deps;
    const now = this.deps.now();
    return repository.transaction(async (trx) => {
      const seen = await repository.recordsInScope(trx, user, guids);
      const missing = guids.find((guid) => !seen.some((record) => record.filling_guid === guid));
      if (missing) throw new HttpError(404, fillingDeletionMessages.notFound(missing));
      await repository.lock(trx, guids, [...new Set(seen.map((record) => record.cylinder_barcode))]);
      // Read again under the locks: a record another deletion took meanwhile is gone.
      const records = await repository.recordsInScope(trx, user, guids);
      const gone = guids.find((guid) => !records.some((record) => record.filling_guid === guid));
      if (gone) throw new HttpError(404, fillingDeletionMessages.notFound(gone));
      const locked = records.find(
        (record) => lockedStations.has(record.station_code) && new Date(record.begin_time).getTime() < lockedBefore,
      );
      if (locked) throw new HttpError(403, fillingDeletionMessages.locked(recordLabel(locked)));

      const stationIds = [...new Set(records.map((record) => record.station_id))];
      await repository.keepDeleted(trx, guids, reason, {
        userId: user.id,
        name: `${user.loginCode}（${user.userName}）`,
        realUserId: user.realUserId,
        at: now.toISOString(),
      });
      await repository.subtractFromDaily(trx, guids, stationIds);
      await repository.deleteRecords(trx, guids);
      await repository.removeClonedPairs(trx, guids);
      await repository.recomputeLastFillings(trx, guids);
      await syslog.write(
        {
          at: now,
          event: 'fillingDelete',
          result: 'success',
          ...actorOf(user),
          ip,
          detail: {
            reason,
            records: records.map((record) => ({
              guid: record.filling_guid,
              stationId: record.station_id,
              stationCode: record.station_code,
              barcode: record.cylinder_barcode,
              beginTime: new Date(record.begin_time).toISOString(),
            })),
          },
        },
        trx,
      );
      return {
        result: true,
        messeage: fillingDeletionMessages.deleted(records.length),
        data: { count: records.length },
      };
    });
  }
}
