import type { Kysely } from 'kysely';
import { ensureFillingPartitions, monthsBetween } from '../partitions';
import type { DatabaseSchema } from '../schema';
import { rebuildFillingDaily } from '../fillingDaily';
import { bulkInsert, type BulkColumn } from './bulkInsert';
import type { CylinderPlan } from './cylinderPlans';
import { chinaInstant, isoInstant } from './dates';
import type { DemoClonedPair, FlaggedDemo } from './fillingFlags';
import { demoBarcodePrefix } from './demoCity';
import { round, type Random } from './prng';
import { mediumDefs, refKey, requireId, specDefs, type ReferenceIds, type SpecDef } from './reference';
import type { SeedStation } from './units';

/** One filling record as written (instants in ms). */
export interface FillingRow {
  guid: string;
  stationId: number;
  cylinderId: number | null;
  barcode: string;
  balance: string;
  spec: string;
  mediumId: number;
  operator: string;
  fillingWeight: number;
  beginWeight: number;
  endWeight: number;
  residual: number;
  pressure: number;
  temperature: number;
  plate: string | null;
  begin: number;
  end: number;
  state: 0 | 1 | 2 | 3;
  insert: number;
  seconds: number;
  /** FillingFlag bits, set by flagDemoFillings once every row is known. */
  flags: number;
}

/** What the filling generator needs to know. */
export interface FillingContext {
  random: Random;
  anchor: number;
  /** First day that may hold records (about 13 months before the anchor). */
  firstDay: number;
  plans: readonly CylinderPlan[];
  cylinderIds: Map<string, number>;
  stations: readonly SeedStation[];
  ids: ReferenceIds;
}

const fillShare: Record<number, number> = { 1: 1, 2: 0.9, 3: 3.2 };
const statusShare: Record<number, number> = { 0: 1, 2: 0.15, 5: 0.05, 6: 0.05, 7: 0.05, 8: 0, 9: 0.05 };

/** Mean daily temperature in Jiaxing for a day (about 4 °C in January, 29 °C in July). */
function meanTemperature(day: number): number {
  return 16.5 - 12.5 * Math.cos((2 * Math.PI * (day - 20)) / 365.25);
}

function fillPressure(random: Random, spec: SpecDef): number {
  if (spec.category === 1) return random.real(0.55, 0.95);
  if (spec.category === 3) return spec.pressure >= 10 ? random.real(18.5, 20) : random.real(0.6, 1.2);
  if (spec.name === 'DA-40') return random.real(1.5, 2.5);
  return spec.pressure >= 10 ? random.real(13.5, 15) : random.real(0.8, 1.3);
}

function fillSeconds(random: Random, spec: SpecDef): number {
  if (spec.category === 1) return Math.round(random.real(40, 110) + spec.preset * random.real(3, 6));
  if (spec.category === 3) return spec.pressure >= 10 ? random.int(150, 420) : random.int(240, 600);
  return random.int(600, 2400);
}

export class FillingGenerator {
  private readonly cumulative: number[] = [];
  private readonly eligible: CylinderPlan[] = [];
  private readonly byType = new Map<number, SeedStation[]>();

  constructor(private readonly context: FillingContext) {
    let total = 0;
    for (const plan of context.plans) {
      const share = (fillShare[plan.category] ?? 0) * (statusShare[plan.status] ?? 0);
      if (share <= 0) continue;
      total += share;
      this.eligible.push(plan);
      this.cumulative.push(total);
    }
    for (const station of context.stations) {
      const list = this.byType.get(station.stationType ?? 0) ?? [];
      list.push(station);
      this.byType.set(station.stationType ?? 0, list);
    }
  }

  /** count records: mostly archived cylinders, about 2% no-archive fills; forced cylinders get fills on given days. */
  generate(count: number, forced: readonly { plan: CylinderPlan; days: number[] }[]): FillingRow[] {
    const { random } = this.context;
    const rows: FillingRow[] = [];
    for (const { plan, days } of forced) for (const day of days) rows.push(this.fill(plan, day));
    const total = this.cumulative.at(-1) ?? 0;
    while (rows.length < count) {
      if (random.chance(0.02) || total === 0) {
        rows.push(this.noArchive());
        continue;
      }
      const plan = this.eligible[this.search(random.next() * total)];
      if (!plan) continue;
      const day = this.pickDay(plan);
      if (day !== null) rows.push(this.fill(plan, day));
    }
    return rows.sort((a, b) => a.begin - b.begin);
  }

  private search(value: number): number {
    let low = 0;
    let high = this.cumulative.length - 1;
    while (low < high) {
      const mid = (low + high) >> 1;
      if ((this.cumulative[mid] ?? 0) > value) high = mid;
      else low = mid + 1;
    }
    return low;
  }

  /** A day in the window after registration, with more gas used in the cold months. */
  private pickDay(plan: CylinderPlan): number | null {
    const { random, anchor, firstDay } = this.context;
    const registered = Math.floor(plan.recordTime / 86_400_000) + 1;
    let last = anchor - 1;
    if (plan.scrappedOn !== null && random.chance(0.9)) last = Math.min(last, plan.scrappedOn - 1);
    const first = Math.max(firstDay, registered);
    if (first > last) return null;
    for (let attempt = 0; attempt < 4; attempt++) {
      const day = random.int(first, last);
      const winter = plan.category === 1 ? (0.3 * (16.5 - meanTemperature(day))) / 12.5 : 0;
      if (random.chance(0.7 + winter)) return day;
    }
    return random.int(first, last);
  }

  private fill(plan: CylinderPlan, day: number): FillingRow {
    const { random } = this.context;
    const own = random.chance(0.92);
    const station = own ? plan.station : random.pick(this.byType.get(plan.category) ?? [plan.station]);
    let state: 0 | 1 | 2 = 0;
    if ((plan.scrappedOn !== null && day >= plan.scrappedOn) || day >= plan.scrapDay) state = 2;
    else if (plan.nextInspectionDay !== null && day >= plan.nextInspectionDay) state = 1;
    const tare = plan.spec.tare * (1 + (((plan.index * 37) % 41) - 20) / 1000);
    const nominal = plan.spec.preset * (plan.medium.kgPerLitre / this.firstMediumDensity(plan.spec));
    const row = this.measure(random, plan.spec, station, day, tare, nominal);
    return {
      ...row,
      cylinderId: this.context.cylinderIds.get(plan.barcode) ?? null,
      barcode: plan.barcode,
      mediumId: requireId(this.context.ids.media, refKey(plan.category, plan.medium.name)),
      plate: plan.vehicle?.plateNum ?? null,
      state,
    };
  }

  private firstMediumDensity(spec: SpecDef): number {
    return mediumDefs.find((m) => m.category === spec.category && m.name === spec.media[0])?.kgPerLitre ?? 1;
  }

  /** A fill of a cylinder that has no archive: an unknown barcode at a station of the city. */
  private noArchive(): FillingRow {
    const { random, anchor, firstDay, stations, ids } = this.context;
    const station = random.weighted(stations.map((s) => [s, s.stationType === 1 ? 3 : 1] as const));
    const category = station.stationType ?? 1;
    const spec = random.weighted(specDefs.filter((s) => s.category === category).map((s) => [s, s.share] as const));
    const day = random.int(firstDay, anchor - 1);
    const barcode = random.chance(0.5)
      ? `${demoBarcodePrefix}99${random.digits(8)}`
      : random.chance(0.6)
        ? `HZ0105${random.digits(6)}`
        : random.digits(10);
    const row = this.measure(random, spec, station, day, spec.tare * random.real(0.98, 1.02), spec.preset);
    return {
      ...row,
      cylinderId: null,
      barcode,
      mediumId: requireId(ids.media, refKey(category, spec.media[0] ?? '')),
      plate: category === 3 ? `浙F·${random.digits(5)}` : null,
      state: 3,
    };
  }

  private measure(random: Random, spec: SpecDef, station: SeedStation, day: number, tare: number, nominal: number) {
    const vehicle = spec.category === 3;
    const residual = vehicle
      ? nominal * random.real(0.1, 0.35)
      : random.chance(0.12)
        ? 0
        : spec.category === 1
          ? random.real(0.05, Math.min(1.2, nominal * 0.12))
          : nominal * random.real(0.01, 0.05);
    // Scales weigh to about 1 %; about 1 % of liquefied-gas fills are overfilled, 0.5 % of all fills stop short.
    const overfill = spec.category === 1 && random.chance(0.01) ? random.real(0.6, 1.5) : 0;
    const shortfall = random.chance(0.005) ? nominal * random.real(0.08, 0.2) : 0;
    const filling = Math.max(
      0.1,
      nominal - residual + random.around(0, Math.min(0.3, nominal * 0.015)) + overfill - shortfall,
    );
    const beginWeight = round(tare + residual, 2);
    const fillingWeight = round(filling, 2);
    const seconds = fillSeconds(random, spec);
    const open = vehicle ? 6 * 3600 : 7 * 3600 + 1800;
    const close = vehicle ? 22 * 3600 + 1800 : 18 * 3600 + 1800;
    const begin = chinaInstant(day, random.int(open, close - seconds));
    const end = begin + seconds * 1000;
    const lag = random.chance(0.01) ? random.int(3600, 20 * 3600) : random.int(3, 900);
    return {
      guid: random.uuid(),
      stationId: station.id,
      balance: `${random.int(1, Math.max(1, station.balances))}号${vehicle ? '加气机' : '秤'}`,
      spec: spec.name,
      operator: random.pick(station.operators),
      fillingWeight,
      beginWeight,
      endWeight: round(beginWeight + fillingWeight, 2),
      residual: round(residual, 2),
      pressure: round(fillPressure(random, spec), 2),
      temperature: round(meanTemperature(day) + random.around(0, 6), 1),
      begin,
      end,
      insert: end + lag * 1000,
      seconds,
      flags: 0,
    };
  }
}

const fillingColumns: BulkColumn<FillingRow>[] = [
  { name: 'filling_guid', type: 'uuid', value: (r) => r.guid },
  { name: 'station_id', type: 'int4', value: (r) => r.stationId },
  { name: 'cylinder_id', type: 'int8', value: (r) => r.cylinderId },
  { name: 'cylinder_barcode', type: 'text', value: (r) => r.barcode },
  { name: 'balance', type: 'text', value: (r) => r.balance },
  { name: 'cylinder_spec', type: 'text', value: (r) => r.spec },
  { name: 'medium_id', type: 'int4', value: (r) => r.mediumId },
  { name: 'operator_name', type: 'text', value: (r) => r.operator },
  { name: 'filling_weight', type: 'numeric', value: (r) => r.fillingWeight },
  { name: 'begin_weight', type: 'numeric', value: (r) => r.beginWeight },
  { name: 'end_weight', type: 'numeric', value: (r) => r.endWeight },
  { name: 'residual_liquid_weight', type: 'numeric', value: (r) => r.residual },
  { name: 'filling_pressure', type: 'numeric', value: (r) => r.pressure },
  { name: 'temperature', type: 'numeric', value: (r) => r.temperature },
  { name: 'plate_number', type: 'text', value: (r) => r.plate },
  { name: 'begin_time', type: 'timestamptz', value: (r) => isoInstant(r.begin) },
  { name: 'end_time', type: 'timestamptz', value: (r) => isoInstant(r.end) },
  { name: 'cylinder_state', type: 'int2', value: (r) => r.state },
  { name: 'operation_time', type: 'timestamptz', value: (r) => isoInstant(r.end) },
  { name: 'insert_time', type: 'timestamptz', value: (r) => isoInstant(r.insert) },
  { name: 'filling_seconds', type: 'int4', value: (r) => r.seconds },
  { name: 'flags', type: 'int4', value: (r) => r.flags },
];

const guidColumns: BulkColumn<FillingRow>[] = [
  { name: 'filling_guid', type: 'uuid', value: (r) => r.guid },
  { name: 'begin_time', type: 'timestamptz', value: (r) => isoInstant(r.begin) },
];

/**
 * Creates the monthly partitions the records need, then writes the records (flagged) and their guid registrations,
 * each barcode's latest filling, the cloned-label pairs, and the daily rollup computed from the records.
 */
export async function insertFillings(
  db: Kysely<DatabaseSchema>,
  rows: readonly FillingRow[],
  flagged: FlaggedDemo,
): Promise<void> {
  const first = rows[0];
  const last = rows.at(-1);
  if (!first || !last) return;
  const utcMonth = (ms: number) => new Date(ms).toISOString().slice(0, 7);
  await ensureFillingPartitions(db, monthsBetween(utcMonth(first.begin), utcMonth(last.begin)));
  await bulkInsert(db, 'filling_guid', guidColumns, rows, 20_000);
  await bulkInsert(db, 'filling_record', fillingColumns, rows, 20_000);
  await bulkInsert(db, 'cylinder_last_filling', lastFillingColumns, [...flagged.last.values()], 20_000);
  await bulkInsert(db, 'cloned_label', clonedColumns, flagged.pairs, 20_000);
  await rebuildFillingDaily(db);
}

const lastFillingColumns: BulkColumn<FillingRow>[] = [
  { name: 'barcode', type: 'text', value: (r) => r.barcode },
  { name: 'station_id', type: 'int4', value: (r) => r.stationId },
  { name: 'begin_time', type: 'timestamptz', value: (r) => isoInstant(r.begin) },
  { name: 'filling_guid', type: 'uuid', value: (r) => r.guid },
];

const clonedColumns: BulkColumn<DemoClonedPair>[] = [
  { name: 'barcode', type: 'text', value: (p) => p.barcode },
  { name: 'first_guid', type: 'uuid', value: (p) => p.first.guid },
  { name: 'first_station_id', type: 'int4', value: (p) => p.first.stationId },
  { name: 'first_time', type: 'timestamptz', value: (p) => isoInstant(p.first.begin) },
  { name: 'second_guid', type: 'uuid', value: (p) => p.second.guid },
  { name: 'second_station_id', type: 'int4', value: (p) => p.second.stationId },
  { name: 'second_time', type: 'timestamptz', value: (p) => isoInstant(p.second.begin) },
  { name: 'found_at', type: 'timestamptz', value: (p) => isoInstant(p.second.insert) },
];
