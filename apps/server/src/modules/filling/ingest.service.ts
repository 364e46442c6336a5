import {
  deviceUploadMessages,
  FillingCylinderState,
  FillingFlag,
  fillingFlagLabels,
  flagsOf,
  judgeFilling,
  preCheckHours,
  todayInChina,
  type FillingUpload,
  type FillingUploadAnswer,
} from '@gcs/contracts';
import type { Kysely } from 'kysely';
import { dailyFlagColumns, type DailyIncrement } from '../../db/fillingDaily';
import { ensureFillingPartitions } from '../../db/partitions';
import { isUniqueViolation } from '../../db/pgErrors';
import type { DatabaseSchema } from '../../db/schema';
import type { DeviceIdentity } from '../../platform/deviceGate';
import { HttpError } from '../../platform/errors';
import type { Clock } from '../../platform/session';
import { fillingContentHash, fillingInstants, type FillingInstants } from './fillingContent';
import type { BatchLookUps, ClonedPair, IngestRepository, StoredFilling, Trx } from './ingest.repository';
import { RecentBatches } from './recentBatches';

/** A scale's clock may run this far ahead of the platform's before a filling counts as "in the future". */
const clockSkewMs = 5 * 60_000;
const oldestDays = 400;
const hourMs = 3_600_000;

/** A stored guid offered again with other content: the batch is refused and the offer reported. */
class UploadConflict extends Error {
  constructor(
    readonly conflicts: { guid: string; storedHash: string | null; offeredHash: string; offered: unknown }[],
  ) {
    super('filling upload conflict');
  }
}

interface Hashed {
  record: FillingUpload;
  hash: string;
  begin: Date;
  /** The record's times as UTC instants (for its hash and its row). */
  instants: FillingInstants;
}

export interface IngestDeps {
  repository: IngestRepository;
  db: Kysely<DatabaseSchema>;
  now: Clock;
}

/**
 * Stores the filling records a scale uploads (docs/architecture.md §7): idempotent on fillingGuid, each batch in
 * one transaction with its flags, the barcodes' latest fillings, cloned-label pairs, the daily rollup and the scale's
 * last upload time; answered only after it commits.
 */
export class IngestService {
  /** Months whose partition is known to exist (creating one is DDL: done once per month, before the transaction). */
  private readonly partitions = new Set<string>();
  private readonly recentBatches = new RecentBatches();

  constructor(private readonly deps: IngestDeps) {}

  async upload(device: DeviceIdentity, records: readonly FillingUpload[]): Promise<FillingUploadAnswer> {
    const now = this.deps.now();
    const hashed = this.checked(records, now);
    await this.ensurePartitions(hashed);
    const firstGuid = hashed[0]!.record.fillingGuid;
    try {
      const answered = await this.storeAsNewOrRetry(
        device,
        hashed,
        now,
        this.recentBatches.isRetry(device.id, firstGuid),
      );
      this.recentBatches.remember(device.id, firstGuid);
      const stored = answered.filter((record) => record.status === 'stored').length;
      return {
        result: true,
        messeage: `已保存${stored}条，重复${answered.length - stored}条`,
        data: { stored, duplicates: answered.length - stored, records: answered },
      };
    } catch (error) {
      if (!(error instanceof UploadConflict)) throw error;
      await this.deps.repository.reportConflicts(error.conflicts, device);
      throw new HttpError(422, deviceUploadMessages.conflict(error.conflicts.map((conflict) => conflict.guid)));
    }
  }

  /** Stores the batch in a transaction; taken for new records, it runs again as a retry if one was stored already. */
  private async storeAsNewOrRetry(device: DeviceIdentity, hashed: readonly Hashed[], now: Date, retry: boolean) {
    const transaction = (skipStored: boolean) =>
      this.deps.repository.transaction((trx) => this.store(trx, device, hashed, now, skipStored));
    if (retry) return transaction(true);
    try {
      return await transaction(false);
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      return transaction(true);
    }
  }

  /** The batch's own checks: no guid twice, no filling in the future or too long ago. */
  private checked(records: readonly FillingUpload[], now: Date): Hashed[] {
    const seen = new Set<string>();
    return records.map((record) => {
      if (seen.has(record.fillingGuid)) throw new HttpError(400, deviceUploadMessages.repeatedGuid(record.fillingGuid));
      seen.add(record.fillingGuid);
      const instants = fillingInstants(record);
      const begin = new Date(instants.begin);
      if (begin.getTime() > now.getTime() + clockSkewMs) throw new HttpError(400, deviceUploadMessages.inFuture);
      if (begin.getTime() < now.getTime() - oldestDays * 24 * hourMs)
        throw new HttpError(400, deviceUploadMessages.tooOld);
      return { record, hash: fillingContentHash(record, instants), begin, instants };
    });
  }

  private async ensurePartitions(hashed: readonly Hashed[]) {
    const months = [...new Set(hashed.map((item) => item.begin.toISOString().slice(0, 7)))].filter(
      (month) => !this.partitions.has(month),
    );
    if (months.length === 0) return;
    await ensureFillingPartitions(this.deps.db, months);
    for (const month of months) this.partitions.add(month);
  }

  /**
   * Two statements in the upload's transaction: the guids registered and everything judging reads (claimAndLookUp),
   * then everything written (storeBatch). Unless skipStored, every guid is taken for new: one stored already fails the
   * first statement with a unique violation.
   */
  private async store(
    trx: Trx,
    device: DeviceIdentity,
    hashed: readonly Hashed[],
    now: Date,
    skipStored: boolean,
  ): Promise<FillingUploadAnswer['data']['records']> {
    const repository = this.deps.repository;
    const at = now.toISOString();
    let firstBegin = Infinity;
    let lastBegin = -Infinity;
    for (const item of hashed) {
      firstBegin = Math.min(firstBegin, item.begin.getTime());
      lastBegin = Math.max(lastBegin, item.begin.getTime());
    }
    const looked = await repository.claimAndLookUp(
      trx,
      hashed.map((item) => ({
        guid: item.record.fillingGuid,
        hash: item.hash,
        beginTime: item.instants.begin,
        barcode: item.record.cylinderBarcode,
      })),
      {
        deviceId: device.id,
        stationId: device.stationId,
        at,
        media: [...new Set(hashed.flatMap((item) => (item.record.medium ? [item.record.medium] : [])))],
        from: new Date(firstBegin - preCheckHours * hourMs).toISOString(),
        to: new Date(lastBegin).toISOString(),
        skipStored,
      },
    );
    const { claimed } = looked;
    const offeredAgain = hashed.filter((item) => !claimed.has(item.record.fillingGuid));
    if (offeredAgain.length > 0) {
      const stored = looked.storedHashes;
      // Registered by a concurrent upload that committed while the first statement waited for it: not in its snapshot.
      const unseen = offeredAgain.filter((item) => !stored.has(item.record.fillingGuid));
      if (unseen.length > 0) {
        const late = await repository.storedHashes(
          trx,
          unseen.map((item) => item.record.fillingGuid),
        );
        for (const [guid, hash] of late) stored.set(guid, hash);
      }
      // A guid stored before content was hashed (null) cannot be compared: it counts as the same record.
      const conflicts = offeredAgain.filter((item) => {
        const storedHash = stored.get(item.record.fillingGuid);
        return storedHash !== null && storedHash !== undefined && storedHash !== item.hash;
      });
      if (conflicts.length > 0) {
        throw new UploadConflict(
          conflicts.map((item) => ({
            guid: item.record.fillingGuid,
            storedHash: stored.get(item.record.fillingGuid) ?? null,
            offeredHash: item.hash,
            offered: item.record,
          })),
        );
      }
    }
    const fresh = hashed.filter((item) => claimed.has(item.record.fillingGuid));
    const judged = this.judge(device, fresh, looked);
    await repository.storeBatch(trx, {
      deviceId: device.id,
      ...judged,
      at: this.deps.now().toISOString(),
      reportedAt: at,
    });
    const flagsByGuid = judged.flagsByGuid;
    return hashed.map((item) => {
      const flags = flagsByGuid.get(item.record.fillingGuid);
      return flags === undefined
        ? { fillingGuid: item.record.fillingGuid, status: 'duplicate' as const, flags: [] }
        : {
            fillingGuid: item.record.fillingGuid,
            status: 'stored' as const,
            flags: flagsOf(flags).map((flag) => fillingFlagLabels[flag]),
          };
    });
  }

  /**
   * Judges the records not seen before (in time order) and works out what storing them writes: their rows and flags,
   * cloned-label pairs and the daily increments. The rollup rows other uploads may also change are sorted (station,
   * day, category), so that two concurrent uploads wait for each other instead of deadlocking.
   */
  private judge(device: DeviceIdentity, fresh: readonly Hashed[], looked: BatchLookUps) {
    const { station, cylinders, media, preChecks, last } = looked;
    const ordered = [...fresh].sort((a, b) => a.begin.getTime() - b.begin.getTime());
    const rows: StoredFilling[] = [];
    const pairs: ClonedPair[] = [];
    const daily = new Map<string, DailyIncrement>();
    const flagsByGuid = new Map<string, number>();
    const chinaDay = chinaDays();
    for (const { record, begin, instants } of ordered) {
      const cylinder = cylinders.get(record.cylinderBarcode);
      const previous = last.get(record.cylinderBarcode) ?? null;
      const day = chinaDay(begin);
      const hasPreCheck = (preChecks.get(record.cylinderBarcode) ?? []).some(
        (time) => time <= begin.getTime() && time >= begin.getTime() - preCheckHours * hourMs,
      );
      const { flags, cylinderState } = judgeFilling(
        {
          stationId: device.stationId,
          day,
          beginTime: begin,
          fillingWeight: record.fillingWeight,
          residualWeight: record.residualLiquidWeight,
          cylinderSpec: record.cylinderSpec,
        },
        cylinder?.judged ?? null,
        { hasPreCheck, previous, rule: station.rule },
      );
      flagsByGuid.set(record.fillingGuid, flags);
      rows.push({
        filling_guid: record.fillingGuid,
        station_id: device.stationId,
        cylinder_id: cylinder?.id ?? null,
        cylinder_barcode: record.cylinderBarcode,
        balance: record.balance,
        cylinder_spec: record.cylinderSpec,
        medium_id: (record.medium ? media.get(record.medium) : undefined) ?? cylinder?.mediumId ?? null,
        operator_name: record.operator,
        filling_weight: record.fillingWeight,
        begin_weight: record.beginWeight,
        end_weight: record.endWeight,
        residual_liquid_weight: record.residualLiquidWeight,
        filling_pressure: record.fillingPressure,
        temperature: record.temperature,
        plate_number: record.plateNumber,
        begin_time: instants.begin,
        end_time: instants.end,
        cylinder_state: cylinderState,
        operation_time: instants.operation,
        filling_seconds: instants.end === null ? null : Math.round((Date.parse(instants.end) - begin.getTime()) / 1000),
        flags,
        device_id: device.id,
      });
      if (flags & FillingFlag.ClonedLabel && previous) {
        const earlier = previous.beginTime <= begin;
        const mine = { guid: record.fillingGuid, stationId: device.stationId, time: instants.begin };
        const theirs = { guid: previous.guid, stationId: previous.stationId, time: previous.beginTime.toISOString() };
        pairs.push({
          barcode: record.cylinderBarcode,
          first: earlier ? theirs : mine,
          second: earlier ? mine : theirs,
        });
      }
      // A later record of the same barcode in this batch is judged against this one.
      if (!previous || begin > previous.beginTime) {
        last.set(record.cylinderBarcode, {
          barcode: record.cylinderBarcode,
          stationId: device.stationId,
          beginTime: begin,
          guid: record.fillingGuid,
        });
      }
      addToDaily(daily, {
        stationId: device.stationId,
        day,
        category: cylinder?.category ?? station.category,
        weight: record.fillingWeight ?? 0,
        flags,
        normal: cylinderState === FillingCylinderState.Normal,
      });
    }
    return {
      rows,
      pairs,
      daily: sortedBy([...daily.values()], dailyKey),
      flagsByGuid,
    };
  }
}

/** The China day of each instant of a batch (`todayInChina`), worked out once a day: a batch spans a day or two. */
function chinaDays(): (at: Date) => string {
  const days = new Map<number, string>();
  return (at) => {
    const number = Math.floor((at.getTime() + 8 * hourMs) / (24 * hourMs));
    let day = days.get(number);
    if (day === undefined) {
      day = todayInChina(at);
      days.set(number, day);
    }
    return day;
  };
}

function dailyKey(row: { station_id: number; day: string; category: number }): string {
  return `${String(row.station_id).padStart(10, '0')}|${row.day}|${row.category}`;
}

function sortedBy<T>(rows: T[], key: (row: T) => string): T[] {
  return rows.sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0));
}

/** Counts one filling into its station's, day's and category's increment. */
function addToDaily(
  daily: Map<string, DailyIncrement>,
  filling: { stationId: number; day: string; category: number; weight: number; flags: number; normal: boolean },
) {
  const key = dailyKey({ station_id: filling.stationId, day: filling.day, category: filling.category });
  let row = daily.get(key);
  if (!row) {
    row = {
      station_id: filling.stationId,
      day: filling.day,
      category: filling.category,
      fillings: 0,
      weight: 0,
      normal: 0,
      expired: 0,
      scrapped: 0,
      no_archive: 0,
      over_weight: 0,
      less_filled: 0,
      spec_mismatch: 0,
      no_pre_check: 0,
      continuous: 0,
      cloned_label: 0,
    };
    daily.set(key, row);
  }
  row.fillings += 1;
  row.weight += filling.weight;
  if (filling.normal) row.normal += 1;
  for (const [flag, column] of dailyFlagColumns) if (filling.flags & flag) row[column] += 1;
}
