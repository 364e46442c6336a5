import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import { creditCodeCheckCharacter } from '@gcs/contracts';
import { deviceSecretHash } from '../../platform/deviceCredential';
import type { DatabaseSchema } from '../schema';
import { addYears, chinaInstant, formatDay, isoInstant, parseDay } from './dates';
import type { Random } from './prng';
import type { SeedStation } from './units';

/** A unified social credit code of a demo station with a valid check character (GB 32100). */
export function demoCreditCode(divisionCode: string, index: number): string {
  const first17 = `91${divisionCode}MA2${String(1000 + index * 37).padStart(6, '0')}`;
  return first17 + creditCodeCheckCharacter(first17);
}

const demoDigest = (purpose: string, deviceCode: string) =>
  createHash('sha256').update(`gcs-demo-scale-${purpose}:${deviceCode}`).digest();

/**
 * The secret of a demo scale, deterministic from its device number (README: a scale simulator uploads with it as a
 * real scale would). Demo data only: a real scale's secret is random and shown once.
 */
export const demoScaleSecret = (deviceCode: string): string => demoDigest('secret', deviceCode).toString('base64url');

/** The device guid of a demo scale, deterministic from its device number (a version-4 shaped uuid). */
export function demoScaleGuid(deviceCode: string): string {
  const hex = demoDigest('guid', deviceCode).toString('hex');
  const variant = ((parseInt(hex.slice(16, 17), 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

const locations = ['充装车间', '钢瓶仓库', '卸车区', '大门口', '储罐区'];

/**
 * The filling stations' unit-management details: credit codes, phones and licence issue days; their operators (the
 * names their filling records carry), scales (one per balance of the filling records, each with its demo
 * credential), and a few monitors and valves
 * (the `station` account's station and every fourth other). Deterministic for a seed.
 */
export async function insertStationUpkeep(
  db: Kysely<DatabaseSchema>,
  random: Random,
  anchor: number,
  stations: readonly SeedStation[],
  ownStationId: number,
): Promise<void> {
  const licences = await db.selectFrom('station').where('kind', '=', 1).select(['id', 'license_until']).execute();
  const untilOf = new Map(licences.map((row) => [row.id, row.license_until]));
  for (const [index, station] of stations.entries()) {
    const until = untilOf.get(station.id);
    await db
      .updateTable('station')
      .set({
        credit_code: demoCreditCode(station.district.code, index),
        phone: `0573-8${String(2000000 + index * 7919).slice(0, 7)}`,
        license_issued: formatDay(until ? addYears(parseDay(until), -4) : anchor - 400),
      })
      .where('id', '=', station.id)
      .execute();
  }
  const operators = stations.flatMap((station) =>
    station.operators.map((name, n) => ({
      station_id: station.id,
      name,
      id_number_masked: `${station.district.code}********${String(random.int(0, 9999)).padStart(4, '0')}`,
      certificate_no: `TSZ${station.district.code.slice(2)}${String(station.id).padStart(3, '0')}${n + 1}`,
    })),
  );
  if (operators.length > 0) await db.insertInto('station_operator').values(operators).execute();

  const scales = stations.flatMap((station) =>
    Array.from({ length: station.balances }, (_, n) => {
      const deviceCode = `${station.code}-B${n + 1}`;
      return {
        station_id: station.id,
        device_code: deviceCode,
        device_name: `${n + 1}号${station.stationType === 3 ? '加气机' : '秤'}`,
        model: station.stationType === 3 ? 'JQJ-2000' : 'SCS-150',
        last_report_at: isoInstant(chinaInstant(anchor - random.int(0, 3), random.int(8, 17) * 3600)),
        device_guid: demoScaleGuid(deviceCode),
        credential_hash: deviceSecretHash(demoScaleSecret(deviceCode)),
        rotated_at: isoInstant(chinaInstant(anchor - 30, 9 * 3600)),
      };
    }),
  );
  if (scales.length > 0) await db.insertInto('scale_device').values(scales).execute();

  const equipped = stations.filter((station, index) => station.id === ownStationId || index % 4 === 0);
  const monitors = equipped.flatMap((station) =>
    [1, 2].map((channel) => ({
      station_id: station.id,
      monitor_name: `${locations[(station.id + channel) % locations.length]}监控`,
      device_serial: `DS-${station.code}`,
      channel_no: channel,
      location: locations[(station.id + channel) % locations.length] ?? null,
    })),
  );
  if (monitors.length > 0) await db.insertInto('station_monitor').values(monitors).execute();
  const valves = equipped.flatMap((station) =>
    [1, 2, 3].map((n) => ({
      station_id: station.id,
      valve_name: `${n}号紧急切断阀`,
      valve_code: `V${station.code.slice(2)}${n}`,
      model: 'QDF-25',
      location: locations[(station.id + n) % locations.length] ?? null,
    })),
  );
  if (valves.length > 0) await db.insertInto('station_valve').values(valves).execute();
}
