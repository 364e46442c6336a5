import type { Insertable, Kysely } from 'kysely';
import type { DatabaseSchema, StationTable } from '../schema';
import { addMonths, chinaInstant, formatDay, isoInstant } from './dates';
import { demoCityName, demoCityRegulatorName, demoDistricts, demoAreaCode, type DemoDistrict } from './demoCity';
import { personName, tradeNames } from './names';
import type { Random } from './prng';

export interface SeedStation {
  id: number;
  code: string;
  name: string;
  kind: 1 | 2;
  stationType: 1 | 2 | 3 | null;
  district: DemoDistrict;
  regulatorId: number;
  operators: string[];
  balances: number;
  /** Relative number of cylinders the station owns. */
  size: number;
}

export interface SeedUnits {
  cityRegulatorId: number;
  districtRegulators: Map<string, number>;
  stations: SeedStation[];
  institutions: SeedStation[];
}

const institutionDefs = [
  { district: '330402', name: '嘉兴市特种设备检验检测院气瓶检验站', vehicle: false },
  { district: '330481', name: '海宁市安信气瓶检验有限公司', vehicle: false },
  { district: '330482', name: '平湖市禾安气瓶检测站', vehicle: false },
  { district: '330483', name: '桐乡市恒检车用气瓶检验中心', vehicle: true },
] as const;

/** Prefix of unit names in a district: 嘉兴市南湖区 for city districts, the county's own name otherwise. */
function namePrefix(district: DemoDistrict): string {
  return district.name.endsWith('区') ? `${demoCityName}${district.name}` : district.name;
}

function stationName(district: DemoDistrict, type: number, trade: string, index: number): string {
  const prefix = namePrefix(district);
  if (type === 2) return `${prefix}${trade}工业气体有限公司`;
  if (type === 3) return `${prefix}${trade}${index % 3 === 2 ? 'LNG' : 'CNG'}加气站`;
  return index % 2 === 0 ? `${prefix}${trade}液化气充装站` : `${prefix}${trade}燃气有限公司充装站`;
}

/** License expiry relative to the anchor: most years ahead, some soon, one past, one unknown. */
function licenseUntil(random: Random, anchor: number, index: number): number | null {
  if (index === 5) return anchor - 35;
  if (index === 12) return null;
  if (index === 2) return anchor + 18;
  if (index === 9) return anchor + 44;
  if (index === 16) return anchor + 79;
  return anchor + random.int(150, 1400);
}

export async function insertUnits(db: Kysely<DatabaseSchema>, random: Random, anchor: number): Promise<SeedUnits> {
  const createdAt = (monthsBefore: number) => isoInstant(chinaInstant(addMonths(anchor, -monthsBefore), 9 * 3600));
  const [city] = await db
    .insertInto('regulator')
    .values({
      name: demoCityRegulatorName,
      division_code: demoAreaCode,
      parent_id: null,
      level: 2,
      created_at: createdAt(96),
    })
    .returning('id')
    .execute();
  if (!city) throw new Error('city regulator not inserted');
  const districtRows = await db
    .insertInto('regulator')
    .values(
      demoDistricts.map((district) => ({
        name: district.regulatorName,
        division_code: district.code,
        parent_id: city.id,
        level: 3,
        created_at: createdAt(95),
      })),
    )
    .returning(['id', 'division_code'])
    .execute();
  const districtRegulators = new Map(districtRows.map((row) => [row.division_code, row.id]));
  const regulatorOf = (district: DemoDistrict) => {
    const id = districtRegulators.get(district.code);
    if (id === undefined) throw new Error(`no regulator for ${district.code}`);
    return id;
  };

  const trades = [...tradeNames];
  const planned: Omit<SeedStation, 'id'>[] = [];
  const stationRows: Insertable<StationTable>[] = [];
  let index = 0;
  for (const district of demoDistricts) {
    let perDistrict = 0;
    district.stations.forEach((count, typeIndex) => {
      for (let i = 0; i < count; i++) {
        const type = (typeIndex + 1) as 1 | 2 | 3;
        const trade = trades.splice(random.int(0, trades.length - 1), 1)[0] ?? `第${index}`;
        perDistrict++;
        const code = `CZ${district.code}${String(perDistrict).padStart(2, '0')}`;
        const name = stationName(district, type, trade, index);
        const until = licenseUntil(random, anchor, index);
        const untilYear = until === null ? formatDay(anchor + 900).slice(0, 4) : formatDay(until).slice(0, 4);
        planned.push({
          code,
          name,
          kind: 1,
          stationType: type,
          district,
          regulatorId: regulatorOf(district),
          operators: Array.from({ length: random.int(3, 5) }, () => personName(random)),
          balances: type === 1 ? random.int(2, 6) : random.int(2, 4),
          size: type === 1 ? random.real(0.5, 2) : random.real(0.7, 1.5),
        });
        stationRows.push({
          code,
          name,
          kind: 1,
          station_type: type,
          division_code: district.code,
          address: `${namePrefix(district)}${random.pick(district.roads)}${random.int(1, 1899)}号`,
          principal: personName(random),
          license_no: `TS4233${district.code.slice(2)}${String(perDistrict).padStart(2, '0')}-${untilYear}`,
          license_until: until === null ? null : formatDay(until),
          created_at: createdAt(random.int(60, 96)),
        });
        index++;
      }
    });
  }
  institutionDefs.forEach((def, i) => {
    const district = demoDistricts.find((d) => d.code === def.district);
    if (!district) throw new Error(`unknown district ${def.district}`);
    const code = `JY${district.code}${String(i + 1).padStart(2, '0')}`;
    planned.push({
      code,
      name: def.name,
      kind: 2,
      stationType: def.vehicle ? 3 : null,
      district,
      regulatorId: regulatorOf(district),
      operators: Array.from({ length: 4 }, () => personName(random)),
      balances: 0,
      size: 1,
    });
    stationRows.push({
      code,
      name: def.name,
      kind: 2,
      station_type: null,
      division_code: district.code,
      address: `${namePrefix(district)}${random.pick(district.roads)}${random.int(1, 999)}号`,
      principal: personName(random),
      license_no: `TS7133${district.code.slice(2)}${String(i + 1).padStart(2, '0')}-${formatDay(anchor + 1100).slice(0, 4)}`,
      license_until: formatDay(anchor + random.int(300, 1400)),
      created_at: createdAt(96),
    });
  });

  const inserted = await db.insertInto('station').values(stationRows).returning(['id', 'code']).execute();
  const idByCode = new Map(inserted.map((row) => [row.code, row.id]));
  const all: SeedStation[] = planned.map((station) => ({ ...station, id: idByCode.get(station.code) ?? -1 }));
  await db
    .insertInto('regulator_station')
    .values(all.map((station) => ({ regulator_id: station.regulatorId, station_id: station.id })))
    .execute();
  return {
    cityRegulatorId: city.id,
    districtRegulators,
    stations: all.filter((station) => station.kind === 1),
    institutions: all.filter((station) => station.kind === 2),
  };
}
