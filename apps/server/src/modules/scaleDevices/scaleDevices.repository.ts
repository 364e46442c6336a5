import type { Kysely } from 'kysely';
import { StationKind, type ScaleDeviceListQuery } from '@gcs/contracts';
import type { DatabaseSchema } from '../../db/schema';
import { regulatorStationIds, stationInScope, type ScopeUser } from '../../platform/dataScope';
import { containing } from '../../platform/filterValues';
import { pagedRows } from '../../platform/pagedRows';

type Db = Kysely<DatabaseSchema>;

const allScales = (db: Db) => db.selectFrom('scale_device as sd');
type Scales = ReturnType<typeof allScales>;

/** The scales of the caller's scope (by their station), with the filter applied. */
function scales(db: Db, user: ScopeUser, query: ScaleDeviceListQuery): Scales {
  let rows = allScales(db).where((eb) => stationInScope(user, eb.ref('sd.station_id')));
  const { RegulatorId, StationId, DeviceNumber, IsValid } = query;
  if (RegulatorId !== undefined) rows = rows.where((eb) => eb('sd.station_id', 'in', regulatorStationIds(RegulatorId)));
  if (StationId !== undefined) rows = rows.where('sd.station_id', '=', StationId);
  if (DeviceNumber !== undefined) rows = rows.where('sd.device_code', 'like', containing(DeviceNumber));
  if (IsValid !== undefined) rows = rows.where('sd.is_valid', '=', IsValid);
  return rows;
}

/** A scale as the page shows it: never its credential hash, only whether it has one. */
function withStation(rows: Scales) {
  return rows
    .innerJoin('station as s', 's.id', 'sd.station_id')
    .leftJoin('division as d', 'd.code', 's.division_code')
    .select((eb) => [
      'sd.id',
      'sd.device_guid',
      'sd.device_code',
      'sd.device_name',
      'sd.model',
      'sd.station_id',
      'sd.last_report_at',
      'sd.rotated_at',
      'sd.is_valid',
      eb('sd.credential_hash', 'is not', null).$castTo<boolean>().as('credential_issued'),
      's.name as station_name',
      'd.name as division_name',
    ]);
}
export type ScaleDeviceRecord = Awaited<ReturnType<ReturnType<typeof withStation>['execute']>>[number];

/** The filling scales: the list of a scope, and a station's changes to its own scales. */
export class ScaleDevicesRepository {
  constructor(private readonly db: Db) {}

  /** The scales of the caller's scope the filter keeps, by station and device code. */
  scaleRows() {
    return pagedRows(this.db, {
      filtered: (user, query: ScaleDeviceListQuery) => scales(this.db, user, query),
      ordered: (user, query) =>
        withStation(scales(this.db, user, query))
          .orderBy('sd.station_id')
          .orderBy('sd.device_code'),
    });
  }

  /** The scales of these ids, each of the given station (every station's for a system manager: null). */
  ofStation(ids: readonly number[], stationId: number | null, db: Db = this.db): Promise<ScaleDeviceRecord[]> {
    let rows = withStation(allScales(db)).where('sd.id', 'in', [...ids]);
    if (stationId !== null) rows = rows.where('sd.station_id', '=', stationId);
    return rows.orderBy('sd.id').execute();
  }

  /** A filling station by id (null when there is none). */
  fillingStation(stationId: number) {
    return this.db
      .selectFrom('station')
      .select(['id', 'name'])
      .where('id', '=', stationId)
      .where('kind', '=', StationKind.Filling)
      .executeTakeFirst();
  }

  async numberTaken(deviceNumber: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('scale_device')
      .select('id')
      .where('device_code', '=', deviceNumber)
      .executeTakeFirst();
    return row !== undefined;
  }

  async insert(
    values: {
      stationId: number;
      deviceNumber: string;
      deviceName: string;
      model: string | null;
      credentialHash: string;
      issuedAt: string;
    },
    db: Db,
  ): Promise<{ id: number; device_guid: string }> {
    return db
      .insertInto('scale_device')
      .values({
        station_id: values.stationId,
        device_code: values.deviceNumber,
        device_name: values.deviceName,
        model: values.model,
        credential_hash: values.credentialHash,
        rotated_at: values.issuedAt,
      })
      .returning(['id', 'device_guid'])
      .executeTakeFirstOrThrow();
  }

  async rename(id: number, values: { deviceName: string; model: string | null }, db: Db): Promise<void> {
    await db
      .updateTable('scale_device')
      .set({ device_name: values.deviceName, model: values.model })
      .where('id', '=', id)
      .execute();
  }

  async setValid(ids: readonly number[], isValid: boolean, db: Db): Promise<void> {
    await db
      .updateTable('scale_device')
      .set({ is_valid: isValid })
      .where('id', 'in', [...ids])
      .execute();
  }

  /** Replaces the scale's credential: the old secret stops matching the moment this commits. */
  async replaceCredential(id: number, credentialHash: string, issuedAt: string, db: Db): Promise<void> {
    await db
      .updateTable('scale_device')
      .set({ credential_hash: credentialHash, rotated_at: issuedAt })
      .where('id', '=', id)
      .execute();
  }

  transaction<T>(work: (trx: Db) => Promise<T>): Promise<T> {
    return this.db.transaction().execute(work);
  }
}
