import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../schema';
import { bulkInsert, type BulkColumn } from './bulkInsert';
import { isoInstant } from './dates';
import type { FillingRow } from './fillings';
import { personName } from './names';
import type { Random } from './prng';
import type { SeedStation } from './units';

/** The share of a fuel-gas station's fillings it delivers to the user's door (the rest are collected at the station). */
export const deliveredShare = 0.3;

const housing = ['小区', '花园', '新村', '公寓', '家园'];
const shops = ['饭店', '面馆', '小吃店', '食堂', '餐厅'];

export interface DeliveryRow {
  guid: string;
  fillingTime: number;
  stationId: number;
  barcode: string;
  deliveryTime: number;
  operator: string;
  user: string;
  address: string;
}

/**
 * Deliveries of part of the fuel-gas (liquefied) fillings: a station's own operator takes the cylinder to a home or a
 * restaurant of its district within hours of filling it (never before it, never after the latest demo filling ends).
 * Deterministic for a seed and the fillings.
 */
export function generateDeliveries(
  fillings: readonly FillingRow[],
  stations: readonly SeedStation[],
  random: Random,
): DeliveryRow[] {
  const now = fillings.reduce((latest, filling) => Math.max(latest, filling.end), 0);
  const byId = new Map(stations.map((station) => [station.id, station]));
  const rows: DeliveryRow[] = [];
  for (const filling of fillings) {
    const station = byId.get(filling.stationId);
    if (!station || station.stationType !== 1 || !random.chance(deliveredShare)) continue;
    const deliveryTime = Math.min(filling.end + random.int(20, 6 * 60) * 60_000, now);
    const road = random.pick(station.district.roads);
    const home = random.chance(0.7);
    const place = home
      ? `${road}${random.pick(housing)}${random.int(1, 30)}幢${random.int(1, 6)}0${random.int(1, 4)}室`
      : `${road}${random.int(1, 999)}号`;
    rows.push({
      guid: filling.guid,
      fillingTime: filling.begin,
      stationId: filling.stationId,
      barcode: filling.barcode,
      deliveryTime,
      operator: station.operators.length > 0 ? random.pick(station.operators) : personName(random),
      user: home
        ? personName(random)
        : `${station.district.short}${personName(random).slice(0, 1)}记${random.pick(shops)}`,
      address: `${station.district.name}${place}`,
    });
  }
  return rows;
}

const columns: readonly BulkColumn<DeliveryRow>[] = [
  { name: 'filling_guid', type: 'uuid', value: (row) => row.guid },
  { name: 'filling_time', type: 'timestamptz', value: (row) => isoInstant(row.fillingTime) },
  { name: 'station_id', type: 'integer', value: (row) => row.stationId },
  { name: 'cylinder_barcode', type: 'varchar', value: (row) => row.barcode },
  { name: 'delivery_time', type: 'timestamptz', value: (row) => isoInstant(row.deliveryTime) },
  { name: 'delivery_operator', type: 'varchar', value: (row) => row.operator },
  { name: 'delivery_user', type: 'varchar', value: (row) => row.user },
  { name: 'delivery_address', type: 'varchar', value: (row) => row.address },
];

export async function insertDeliveries(db: Kysely<DatabaseSchema>, rows: readonly DeliveryRow[]): Promise<void> {
  await bulkInsert(db, 'delivery_record', columns, rows, 20_000);
}
