import { sql, type Kysely } from 'kysely';
import { AbnormalKind, StationKind, type CylinderStatus, type InterlockCylinder } from '@gcs/contracts';
import type { DatabaseSchema } from '../../db/schema';
import { boundStationInScope, type ScopeUser } from '../../platform/dataScope';

type Db = Kysely<DatabaseSchema>;

/** What the filling interlock reads and writes: the cylinder behind a barcode, the station, the refusals. */
export class InterlockRepository {
  constructor(private readonly db: Db) {}

  /** A filling station in the user's scope (null when there is none by that id, or it is outside the scope). */
  stationInScope(user: ScopeUser, stationId: number) {
    return this.db
      .selectFrom('station')
      .select('id')
      .where('id', '=', stationId)
      .where('kind', '=', StationKind.Filling)
      .where(() => boundStationInScope(user, sql.val(stationId)))
      .executeTakeFirst();
  }

  /** The station's own settings (what its scales refuse), as stored. */
  stationSettings(stationId: number) {
    return this.db.selectFrom('station').select('config_json').where('id', '=', stationId).executeTakeFirst();
  }

  async cylinder(barcode: string): Promise<(InterlockCylinder & { id: number }) | null> {
    const row = await this.db
      .selectFrom('cylinder as c')
      // At most one abnormal flag of a cylinder is active (not restored) at a time.
      .leftJoin('cylinder_abnormal as a', (join) =>
        join.onRef('a.cylinder_id', '=', 'c.id').on('a.restored_at', 'is', null),
      )
      .select([
        'c.id',
        'c.station_id',
        'c.status',
        'c.next_inspection_date',
        'c.scrap_date',
        'c.is_blacklisted',
        'c.audit_result',
        'a.kind as abnormal_kind',
      ])
      .where('c.barcode', '=', barcode)
      .executeTakeFirst();
    if (!row) return null;
    return {
      id: row.id,
      stationId: row.station_id,
      status: row.status as CylinderStatus,
      nextInspectionDate: row.next_inspection_date,
      scrapDate: row.scrap_date,
      isBlacklisted: row.is_blacklisted,
      isStoppedByRegulator: row.abnormal_kind === AbnormalKind.RegulatorStopped,
      isLost: row.abnormal_kind === AbnormalKind.ReportedLost,
      isAudited: row.audit_result === 1,
    };
  }

  async recordRefusal(refusal: {
    at: Date;
    stationId: number;
    barcode: string;
    cylinderId: number | null;
    reasons: number[];
    userId: number | null;
    deviceId: number | null;
  }): Promise<number> {
    const row = await this.db
      .insertInto('filling_refusal')
      .values({
        at: refusal.at.toISOString(),
        station_id: refusal.stationId,
        barcode: refusal.barcode,
        cylinder_id: refusal.cylinderId,
        reasons: refusal.reasons,
        user_id: refusal.userId,
        device_id: refusal.deviceId,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }
}
