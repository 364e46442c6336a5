import type { Kysely } from 'kysely';
import { creditCodeCheckCharacter } from '@gcs/contracts';
import type { DatabaseSchema } from '../schema';
import { formatDay } from './dates';
import { fleetNames, personName } from './names';
import type { Random } from './prng';
import type { SeedUnits } from './units';

/** Customers that send cylinders to an institution, besides the fleets (for vehicle cylinders). */
const senderNames = [
  '嘉兴市禾城燃气有限公司',
  '嘉兴港区化工园区管理有限公司',
  '嘉兴市第一医院',
  '浙江禾欣新材料有限公司',
];

/** A valid unified social credit code: 91 (enterprise), the division and 9 seeded characters, and its check. */
function creditCodeOf(random: Random, divisionCode: string): string {
  const body = `91${divisionCode}${random.digits(2)}MA${random.digits(5)}`;
  return `${body}${creditCodeCheckCharacter(body)}`;
}

/**
 * The inspection institutions' own data: credit code, phone and licence issue day, whether they inspect vehicle
 * cylinders, the filling stations whose cylinders each inspects (those of its district; the vehicle institution the
 * city's vehicle stations), their inspectors (institution code + 3 digits) and the units that send cylinders to them.
 */
export async function insertInspectionUnits(
  db: Kysely<DatabaseSchema>,
  random: Random,
  units: SeedUnits,
  anchor: number,
): Promise<{ inspectUsers: number; sendUnits: number }> {
  let inspectUsers = 0;
  let sendUnits = 0;
  for (const institution of units.institutions) {
    const vehicle = institution.stationType === 3;
    await db
      .updateTable('station')
      .set({
        credit_code: creditCodeOf(random, institution.district.code),
        phone: `0573-8${random.digits(7)}`,
        license_issued: formatDay(anchor - random.int(400, 1200)),
        inspects_vehicle: vehicle,
      })
      .where('id', '=', institution.id)
      .execute();
    const bound = units.stations.filter((station) =>
      vehicle ? station.stationType === 3 : station.district.code === institution.district.code,
    );
    if (bound.length > 0) {
      await db
        .insertInto('inspect_station_fill_station')
        .values(bound.map((station) => ({ inspect_station_id: institution.id, fill_station_id: station.id })))
        .execute();
    }
    const people = institution.operators.map((name, index) => ({
      station_id: institution.id,
      code: `${institution.code}${String(index + 1).padStart(3, '0')}`,
      name,
      phone: `13${random.digits(9)}`,
      certificate_no: `TSZ-QP-${random.digits(6)}`,
    }));
    await db.insertInto('inspect_user').values(people).execute();
    inspectUsers += people.length;
    const senders = vehicle ? fleetNames.slice(0, 3) : [...senderNames.slice(0, 2), `${personName(random)}个体户`];
    await db
      .insertInto('inspection_send_unit')
      .values(
        senders.map((name, index) => ({
          station_id: institution.id,
          code: `${institution.code}S${String(index + 1).padStart(3, '0')}`,
          name,
          credit_code: name.endsWith('个体户') ? null : creditCodeOf(random, institution.district.code),
          contact: personName(random),
          phone: `13${random.digits(9)}`,
          address: null,
        })),
      )
      .execute();
    sendUnits += senders.length;
  }
  return { inspectUsers, sendUnits };
}
