import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../db/schema';

type Db = Kysely<DatabaseSchema>;

/**
 * The regulator–station bindings every kind of station shares (a filling station or an inspection institution):
 * binding a new station to the regulator that added it, and the regulators a station is bound to.
 */

/** Binds a station to a regulator (a station a regulator adds stays in its scope wherever it lies); idempotent. */
export async function bindStationToRegulator(db: Db, regulatorId: number, stationId: number): Promise<void> {
  await db
    .insertInto('regulator_station')
    .values({ regulator_id: regulatorId, station_id: stationId })
    .onConflict((conflict) => conflict.columns(['regulator_id', 'station_id']).doNothing())
    .execute();
}

/** The regulators a station is bound to, from the top level down. */
export function regulatorsOfStation(db: Db, stationId: number) {
  return db
    .selectFrom('regulator_station as rs')
    .innerJoin('regulator as r', 'r.id', 'rs.regulator_id')
    .innerJoin('division as d', 'd.code', 'r.division_code')
    .where('rs.station_id', '=', stationId)
    .select(['r.id', 'r.name', 'r.division_code', 'd.name as division_name', 'r.level', 'r.is_valid'])
    .orderBy('r.level')
    .orderBy('r.id')
    .execute();
}
